// Pixi's canvas renderer for browsers without WebGL, with the canvas pipes for what the editor draws (Graphics
// and bitmap text). The build aliases autoDetectRenderer's `./canvas/CanvasRenderer.mjs` import here (see
// pixiParts in vite.config.ts), so those pipes load with the fallback instead of with every editor visit.
import { extensions } from 'pixi-lib/extensions/Extensions';
import { CanvasGraphicsContextSystem } from 'pixi-lib/scene/graphics/canvas/CanvasGraphicsContextSystem';
import { CanvasGraphicsPipe } from 'pixi-lib/scene/graphics/canvas/CanvasGraphicsPipe';
import { CanvasBitmapTextPipe } from 'pixi-lib/scene/text-bitmap/CanvasBitmapTextPipe';

extensions.add(CanvasGraphicsPipe, CanvasGraphicsContextSystem, CanvasBitmapTextPipe);

export { CanvasRenderer } from 'pixi-lib/rendering/renderers/canvas/CanvasRenderer';

// PixiJS by parts (issue 10: the editor route's JS on the wire). `pixi.js`'s main entry re-exports every
// module and registers the browser environment, whose first renderer init imports every default extension
// (accessibility, DOM, events, spritesheets, filters, …); the bundler then keeps the WebGPU and canvas
// renderers' code in the editor's chunk too. The build aliases the bare `pixi.js` import (ours and
// @pixi/react's) to this module, which names only what the editor draws with. Types still come from `pixi.js`; a name missing here fails the build.
// The renderers stay behind autoDetectRenderer's dynamic imports: WebGL is the one loaded (the lean one, see
// leanWebGLRenderer.ts), the canvas fallback only where WebGL is missing.

// What renders: Application's resize and ticker plugins, the Graphics and BitmapText pipes. Left out:
// `rendering/init` (mask effects and texture-source detection for Texture.from; the editor masks nothing and
// its bitmap fonts make their own image sources).
import 'pixi-lib/app/init';
import { extensions } from 'pixi-lib/extensions/Extensions';
import { GraphicsContextSystem } from 'pixi-lib/scene/graphics/shared/GraphicsContextSystem';
import { GraphicsPipe } from 'pixi-lib/scene/graphics/shared/GraphicsPipe';
import { BitmapTextPipe } from 'pixi-lib/scene/text-bitmap/GpuBitmapTextPipe';
import { CanvasTextMetrics } from 'pixi-lib/scene/text/canvas/CanvasTextMetrics';
import { fastGraphemes } from './graphemes';

// The GPU pipes only (scene/graphics/init and scene/text-bitmap/init also register the canvas renderer's, which
// load with that fallback: pixiCanvasFallback.ts).
extensions.add(GraphicsPipe, GraphicsContextSystem, BitmapTextPipe);
// Bitmap text splits into graphemes without Intl.Segmenter when it can (see graphemes.ts).
CanvasTextMetrics.graphemeSegmenter = fastGraphemes(CanvasTextMetrics.graphemeSegmenter);

export { Application } from 'pixi-lib/app/Application';
export { BitmapText } from 'pixi-lib/scene/text-bitmap/BitmapText';
export { Container } from 'pixi-lib/scene/container/Container';
export { Graphics } from 'pixi-lib/scene/graphics/shared/Graphics';
// Element drawing appends ready-made paths to a Graphics (graphicsWriter.ts, inkPaths.ts).
export { GraphicsContext } from 'pixi-lib/scene/graphics/shared/GraphicsContext';
// eslint-disable-next-line no-restricted-imports -- Pixi's graphics path folder, not Node's path module
export { GraphicsPath } from 'pixi-lib/scene/graphics/shared/path/GraphicsPath';
export { isWebGLSupported } from 'pixi-lib/utils/browser/isWebGLSupported';
// What @pixi/react imports besides.
export { extensions };
export { Filter } from 'pixi-lib/filters/Filter';
export { TextStyle } from 'pixi-lib/scene/text/TextStyle';
// Underlays: a sprite per placed image (the sprite pipe is one of the shared systems), its texture made from a
// decoded image.
export { Sprite } from 'pixi-lib/scene/sprite/Sprite';
export { Texture } from 'pixi-lib/rendering/renderers/shared/texture/Texture';
export { ImageSource } from 'pixi-lib/rendering/renderers/shared/texture/sources/ImageSource';

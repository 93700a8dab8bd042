// Pixi's shader and uniform code without new Function() (the app's CSP allows no eval), for the WebGL renderer
// only. The build aliases `pixi.js/unsafe-eval` here (see pixiParts in vite.config.ts): pixi.js's own module
// also patches the WebGPU renderer's uniform buffers and the particle container, which brought both into the
// editor's chunk though the editor uses neither (it asks for WebGL, or Pixi's canvas renderer without it).
import { GlUboSystem } from 'pixi-lib/rendering/renderers/gl/GlUboSystem';
import { GlShaderSystem } from 'pixi-lib/rendering/renderers/gl/shader/GlShaderSystem';
import { GlUniformGroupSystem } from 'pixi-lib/rendering/renderers/gl/shader/GlUniformGroupSystem';
import { UboSystem } from 'pixi-lib/rendering/renderers/shared/shader/UboSystem';
import { AbstractRenderer } from 'pixi-lib/rendering/renderers/shared/system/AbstractRenderer';
import { generateShaderSyncPolyfill } from 'pixi-lib/unsafe-eval/shader/generateShaderSyncPolyfill';
import { generateUboSyncPolyfillSTD40 } from 'pixi-lib/unsafe-eval/ubo/generateUboSyncPolyfill';
import { generateUniformsSyncPolyfill } from 'pixi-lib/unsafe-eval/uniforms/generateUniformsSyncPolyfill';

// The same patches as pixi.js/unsafe-eval's init, less the WebGPU and particle ones.
Object.assign(AbstractRenderer.prototype, { _unsafeEvalCheck: () => undefined });
Object.assign(UboSystem.prototype, { _systemCheck: () => undefined });
Object.assign(GlUniformGroupSystem.prototype, { _generateUniformsSync: generateUniformsSyncPolyfill });
Object.assign(GlUboSystem.prototype, { _generateUboSync: generateUboSyncPolyfillSTD40 });
Object.assign(GlShaderSystem.prototype, { _generateShaderSync: generateShaderSyncPolyfill });

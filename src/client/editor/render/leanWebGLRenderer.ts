// Pixi's WebGL renderer with only the systems and pipes the editor renders with (issue 10: the editor route's JS
// on the wire). The build aliases autoDetectRenderer's `./gl/WebGLRenderer.mjs` import to this module (see
// pixiParts in vite.config.ts). It is pixi.js's own WebGLRenderer module with these left out:
// - ExtractSystem and GenerateTextureSystem: the editor never reads pixels back or renders to a texture
//   (exports are drawn by the server from the document);
// - the alpha and stencil mask pipes: nothing in the editor is masked (the mask effect itself is not loaded:
//   pixiParts leaves out `rendering/init`), and the alpha mask pipe brought the mask filter and its shader;
// - the mesh adaptor: the editor draws Graphics, bitmap text and sprites, never a Mesh;
// - the hello banner.
// The colour-mask pipe stays: every render group's build calls it.
import { extensions, ExtensionType } from 'pixi-lib/extensions/Extensions';
import { GlGraphicsAdaptor } from 'pixi-lib/scene/graphics/gl/GlGraphicsAdaptor';
import { GlBatchAdaptor } from 'pixi-lib/rendering/batcher/gl/GlBatchAdaptor';
import { AbstractRenderer } from 'pixi-lib/rendering/renderers/shared/system/AbstractRenderer';
import { RendererType } from 'pixi-lib/rendering/renderers/types';
// eslint-disable-next-line no-restricted-imports -- Pixi's gl/buffer folder, not Node's buffer module
import { GlBufferSystem } from 'pixi-lib/rendering/renderers/gl/buffer/GlBufferSystem';
import { GlContextSystem } from 'pixi-lib/rendering/renderers/gl/context/GlContextSystem';
import { GlGeometrySystem } from 'pixi-lib/rendering/renderers/gl/geometry/GlGeometrySystem';
import { GlBackBufferSystem } from 'pixi-lib/rendering/renderers/gl/GlBackBufferSystem';
import { GlColorMaskSystem } from 'pixi-lib/rendering/renderers/gl/GlColorMaskSystem';
import { GlEncoderSystem } from 'pixi-lib/rendering/renderers/gl/GlEncoderSystem';
import { GlLimitsSystem } from 'pixi-lib/rendering/renderers/gl/GlLimitsSystem';
import { GlStencilSystem } from 'pixi-lib/rendering/renderers/gl/GlStencilSystem';
import { GlUboSystem } from 'pixi-lib/rendering/renderers/gl/GlUboSystem';
import { GlRenderTargetSystem } from 'pixi-lib/rendering/renderers/gl/renderTarget/GlRenderTargetSystem';
import { GlShaderSystem } from 'pixi-lib/rendering/renderers/gl/shader/GlShaderSystem';
import { GlUniformGroupSystem } from 'pixi-lib/rendering/renderers/gl/shader/GlUniformGroupSystem';
import { GlStateSystem } from 'pixi-lib/rendering/renderers/gl/state/GlStateSystem';
import { GlTextureSystem } from 'pixi-lib/rendering/renderers/gl/texture/GlTextureSystem';
import { CustomRenderPipe } from 'pixi-lib/scene/container/CustomRenderPipe';
import { RenderGroupPipe } from 'pixi-lib/scene/container/RenderGroupPipe';
import { RenderGroupSystem } from 'pixi-lib/scene/container/RenderGroupSystem';
import { SpritePipe } from 'pixi-lib/scene/sprite/SpritePipe';
import { RendererInitHook } from 'pixi-lib/utils/global/globalHooks';
import { BatcherPipe } from 'pixi-lib/rendering/batcher/shared/BatcherPipe';
import { ColorMaskPipe } from 'pixi-lib/rendering/mask/color/ColorMaskPipe';
import { BackgroundSystem } from 'pixi-lib/rendering/renderers/shared/background/BackgroundSystem';
import { BlendModePipe } from 'pixi-lib/rendering/renderers/shared/blendModes/BlendModePipe';
import { GCSystem } from 'pixi-lib/rendering/renderers/shared/GCSystem';
import { GlobalUniformSystem } from 'pixi-lib/rendering/renderers/shared/renderTarget/GlobalUniformSystem';
import { SchedulerSystem } from 'pixi-lib/rendering/renderers/shared/SchedulerSystem';
import { RenderableGCSystem } from 'pixi-lib/rendering/renderers/shared/texture/RenderableGCSystem';
import { TextureGCSystem } from 'pixi-lib/rendering/renderers/shared/texture/TextureGCSystem';
import { ViewSystem } from 'pixi-lib/rendering/renderers/shared/view/ViewSystem';
import type {
  WebGLOptions,
  WebGLPipes,
  WebGLRenderer as PixiWebGLRenderer,
} from 'pixi-lib/rendering/renderers/gl/WebGLRenderer';

const systems: { name: string; value: unknown }[] = [];
const renderPipes: { name: string; value: unknown }[] = [];
const renderPipeAdaptors: { name: string; value: unknown }[] = [];
const loaders: { name: string; value: unknown }[] = [];
// Kept as Pixi's own module keeps them: other modules' extensions (the Graphics and bitmap text pipes) join these.
extensions.handleByNamedList(ExtensionType.WebGLSystem, systems as never);
extensions.handleByNamedList(ExtensionType.WebGLPipes, renderPipes as never);
extensions.handleByNamedList(ExtensionType.WebGLPipesAdaptor, renderPipeAdaptors as never);
extensions.handleByNamedList(ExtensionType.WebGLLoader, loaders as never);
extensions.add(
  BackgroundSystem,
  GlobalUniformSystem,
  ViewSystem,
  RenderGroupSystem,
  GCSystem,
  TextureGCSystem,
  RendererInitHook,
  RenderableGCSystem,
  SchedulerSystem,
  GlUboSystem,
  GlBackBufferSystem,
  GlContextSystem,
  GlLimitsSystem,
  GlBufferSystem,
  GlTextureSystem,
  GlRenderTargetSystem,
  GlGeometrySystem,
  GlUniformGroupSystem,
  GlShaderSystem,
  GlEncoderSystem,
  GlStateSystem,
  GlStencilSystem,
  GlColorMaskSystem,
  BlendModePipe,
  BatcherPipe,
  SpritePipe,
  RenderGroupPipe,
  ColorMaskPipe,
  CustomRenderPipe,
  GlBatchAdaptor,
  GlGraphicsAdaptor,
);

class LeanWebGLRenderer extends AbstractRenderer<WebGLPipes, WebGLOptions> {
  constructor() {
    super({
      name: 'webgl',
      type: RendererType.WEBGL,
      systems,
      renderPipes,
      renderPipeAdaptors,
      loaders,
    } as never);
  }
}

/** autoDetectRenderer reads `WebGLRenderer` from this module. */
export const WebGLRenderer = LeanWebGLRenderer as unknown as typeof PixiWebGLRenderer;

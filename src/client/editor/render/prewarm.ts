import type { BitmapText, Graphics, GraphicsContext, Renderer } from 'pixi.js';

/**
 * Does now, while the scene builds in timed slices, what Pixi would otherwise do inside the next frame: triangulate a
 * Graphics' drawing and lay out a new bitmap text. Opening a big design, the build queue times each slice by what it
 * costs; left to the frame, triangulation (several times the drawing's own time) and Pixi's double layout of each new
 * text (once to make its proxy, once more because it is new) piled into one unbudgeted task of hundreds of ms.
 */
export type Prewarm = (obj: Graphics | BitmapText, fresh: boolean) => void;

// The parts of Pixi 8's renderer this reaches (internal in its typings); a Pixi upgrade must re-check them.
interface ContextSystem {
  updateGpuContext(context: GraphicsContext): unknown;
}
interface BitmapTextPipe {
  _getGpuBitmapText(text: BitmapText): Graphics;
}
interface TextFlags {
  _didTextUpdate: boolean;
  didViewUpdate: boolean;
}

export function prewarmer(renderer: Renderer): Prewarm | undefined {
  const contexts = (renderer as unknown as { graphicsContext?: Partial<ContextSystem> }).graphicsContext;
  const pipes = renderer.renderPipes as unknown as { bitmapText?: Partial<BitmapTextPipe> };
  const textPipe = pipes.bitmapText;
  if (typeof contexts?.updateGpuContext !== 'function') return undefined;
  const triangulate = (context: GraphicsContext) => (contexts as ContextSystem).updateGpuContext(context);
  return (obj, fresh) => {
    if (!('context' in obj)) {
      // Only a text no render group holds yet: its first collection would lay it out again and clear these
      // flags, which is what is done here (a placed text's change must reach its render group as Pixi has it).
      if (!fresh || obj.parent !== null || typeof textPipe?._getGpuBitmapText !== 'function') return;
      triangulate((textPipe as BitmapTextPipe)._getGpuBitmapText(obj).context);
      const flags = obj as unknown as TextFlags;
      flags._didTextUpdate = false;
      flags.didViewUpdate = false;
      return;
    }
    triangulate(obj.context);
  };
}

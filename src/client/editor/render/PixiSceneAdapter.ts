import type { Container } from 'pixi.js';
import { BitmapText, Graphics } from 'pixi.js';
import { elementCenter } from '../../../core/geometry/elementGeometry';
import type { DrawingElement, TextElement } from '../../../core/model/elements';
import type { SceneAdapter } from './SceneSync';
import { drawElement } from './drawElement';

export type SceneObject = Graphics | BitmapText;

const fontWeight = (el: TextElement) => (el.fontStyle.includes('bold') ? 'bold' : 'normal');
const fontStyle = (el: TextElement) => (el.fontStyle.includes('italic') ? 'italic' : 'normal');

// Bitmap text: glyphs come from one shared atlas per font style, so thousands of labels stay cheap to draw
// and to change (a canvas Text would rasterise a texture per element).
function applyText(t: BitmapText, el: TextElement): void {
  t.text = el.text;
  t.style.fontSize = el.fontSize;
  t.style.fill = el.fill;
  t.style.fontWeight = fontWeight(el);
  t.style.fontStyle = fontStyle(el);
  const c = elementCenter(el);
  t.pivot.set(c.x - el.x, c.y - el.y);
  t.position.set(c.x, c.y);
  t.angle = el.rotation;
}

function makeText(el: TextElement): BitmapText {
  const t = new BitmapText({
    text: el.text,
    style: {
      fontFamily: 'sans-serif',
      fontSize: el.fontSize,
      fill: el.fill,
      fontWeight: fontWeight(el),
      fontStyle: fontStyle(el),
    },
  });
  applyText(t, el);
  return t;
}

/** Element display objects for SceneSync: one Graphics per shape, one BitmapText per text. */
export class PixiSceneAdapter implements SceneAdapter<SceneObject> {
  constructor(private readonly layer: Container) {}

  create(el: DrawingElement): SceneObject {
    let obj: SceneObject;
    if (el.type === 'text') obj = makeText(el);
    else {
      obj = new Graphics();
      drawElement(obj, el);
    }
    // The culler shows what the camera sees; everything starts hidden.
    obj.visible = false;
    return obj;
  }

  update(obj: SceneObject, el: DrawingElement): SceneObject {
    if (el.type === 'text') {
      if (!(obj instanceof BitmapText)) return this.create(el);
      applyText(obj, el);
      return obj;
    }
    if (!(obj instanceof Graphics)) return this.create(el);
    obj.clear();
    drawElement(obj, el);
    return obj;
  }

  destroy(obj: SceneObject): void {
    obj.destroy();
  }

  attach(obj: SceneObject, index: number): void {
    this.layer.addChildAt(obj, Math.min(index, this.layer.children.length));
  }

  detach(obj: SceneObject): void {
    obj.removeFromParent();
  }
}

import { BitmapText, Container } from 'pixi.js';
import type { ElementLabel } from './dimensionLabels';
import { DIMENSION_FONT } from './palette';

/**
 * One set of dimension labels in screen space: pooled bitmap texts (a label whose text is unchanged is
 * only moved), each remembering the element it measures so single labels can be hidden without a layout.
 */
export class LabelLayer {
  readonly container = new Container();
  private readonly pool: BitmapText[] = [];
  private ids: string[] = [];
  private shown = 0;

  /** Lays out `specs`; labels of elements `hidden` answers true for stay invisible. */
  show(specs: readonly ElementLabel[], hidden: (id: string) => boolean = () => false): void {
    specs.forEach((spec, i) => {
      let label = this.pool[i];
      if (!label) {
        label = new BitmapText({ text: spec.text, style: { ...DIMENSION_FONT } });
        label.anchor.set(0.5, 0.5);
        this.pool.push(label);
        this.container.addChild(label);
      }
      if (label.text !== spec.text) label.text = spec.text;
      label.position.set(spec.x, spec.y);
      label.angle = spec.angle;
    });
    for (let i = specs.length; i < this.shown; i++) (this.pool[i] as BitmapText).visible = false;
    this.ids = specs.map((s) => s.id);
    this.shown = specs.length;
    this.hide(hidden);
  }

  /** Re-applies which labels are hidden (the selection changed) without laying anything out. */
  hide(hidden: (id: string) => boolean): void {
    for (let i = 0; i < this.shown; i++)
      (this.pool[i] as BitmapText).visible = !hidden(this.ids[i] as string);
  }

  /** The texts of the labels visible, in layout order. */
  visibleTexts(): string[] {
    const out: string[] = [];
    for (let i = 0; i < this.shown; i++) {
      const label = this.pool[i] as BitmapText;
      if (label.visible) out.push(label.text);
    }
    return out;
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}

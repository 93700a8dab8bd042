import { screenPoint } from '../../../src/core/geometry/point';
import type { DrawingElement } from '../../../src/core/model/elements';
import { createSequentialIdSource, seededRandom } from '../../../src/core/model/ids';
import { DRAWING_VERSION } from '../../../src/core/model/page';
import type { Page } from '../../../src/core/model/page';
import { EditorStore } from '../../../src/client/editor/store/EditorStore';
import { EditorInput } from '../../../src/client/editor/tools/EditorInput';
import type { PointerInput } from '../../../src/client/editor/tools/toolTypes';

export const pageOf = (elements: readonly DrawingElement[], id = 'p1'): Page => ({
  version: DRAWING_VERSION,
  layers: [],
  id,
  name: 'Page 1',
  elements,
});

interface PressOptions {
  shift?: boolean;
  button?: number;
}

/**
 * Drives the editor as a pointer would, without a browser: presses, moves and releases at screen points,
 * with an explicit clock so quick-click rules are tested by event times, not by waiting.
 */
export class Driver {
  readonly store: EditorStore;
  readonly input: EditorInput;
  time = 1000;

  constructor(elements: readonly DrawingElement[] = []) {
    this.store = new EditorStore({ ids: createSequentialIdSource('new'), random: seededRandom(7) });
    this.store.loadPages([pageOf(elements)]);
    // One world unit per screen pixel, origin at the top-left: screen and world coordinates coincide.
    this.store.setCamera({ x: 0, y: 0, zoom: 1 });
    this.input = new EditorInput(this.store);
  }

  get page(): Page {
    const page = this.store.page;
    if (!page) throw new Error('no page');
    return page;
  }

  element(id: string): DrawingElement {
    const el = this.page.elements.find((e) => e.id === id);
    if (!el) throw new Error(`no element ${id}`);
    return el;
  }

  private p(x: number, y: number, o: PressOptions = {}): PointerInput {
    return { screen: screenPoint(x, y), button: o.button ?? 0, shift: o.shift ?? false, time: this.time };
  }

  down(x: number, y: number, o?: PressOptions): this {
    this.input.pointerDown(this.p(x, y, o));
    return this;
  }

  move(x: number, y: number, o?: PressOptions): this {
    this.input.pointerMove(this.p(x, y, o));
    return this;
  }

  up(x: number, y: number, o?: PressOptions): this {
    this.input.pointerUp(this.p(x, y, o));
    return this;
  }

  wait(ms: number): this {
    this.time += ms;
    return this;
  }

  /** Press, move in `steps` equal steps over `ms`, release. */
  drag(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    o: PressOptions & { steps?: number; ms?: number } = {},
  ): this {
    const steps = o.steps ?? 4;
    this.down(x1, y1, o);
    for (let i = 1; i <= steps; i++) {
      this.wait((o.ms ?? 400) / steps);
      this.move(x1 + ((x2 - x1) * i) / steps, y1 + ((y2 - y1) * i) / steps, o);
    }
    return this.up(x2, y2, o);
  }

  click(x: number, y: number, o?: PressOptions): this {
    this.down(x, y, o).wait(60);
    return this.up(x, y, o).wait(300);
  }

  key(key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}): boolean {
    return this.input.keyDown({
      key,
      ctrl: mods.ctrl ?? false,
      meta: mods.meta ?? false,
      shift: mods.shift ?? false,
    });
  }
}

import { createElements } from '../../../../core/commands/createDelete';
import { hitsElement } from '../../../../core/geometry/selection';
import type { Point } from '../../../../core/geometry/point';
import type { TypedInput } from '../../../../core/input/typedInput';
import { createDoorInWall, createWindowInWall } from '../../../../core/model/buildingFactories';
import type { DrawingElement, WallElement } from '../../../../core/model/elements';
import type { IdSource } from '../../../../core/model/ids';
import type { PaletteSymbol } from '../../../../core/symbols/library';
import { createFixture } from '../../../../core/symbols/placeFixture';
import { StateMachine, ToolState } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import { draftPoint } from '../drafting/draftPoint';
import type { KeyInput, ToolEvent } from '../toolTypes';
import { HIT_TOLERANCE_PX } from '../toolTypes';

export const NO_WALL_HERE = 'Click on a wall to set the opening in it.';
export const SYMBOL_TYPED_HELP = 'Type the symbol’s width, such as 30" or 2\'6", then Enter.';

type SymbolStateName = 'placing';

/**
 * Placing a library symbol (AutoCAD's INSERT): its preview follows the cursor (object snaps apply, so a
 * toilet's back lands on a wall's corner or face), R or Space turns it 90°, a typed length sets its width,
 * and a click places it. Doors and windows go into the wall under the cursor. The tool stays armed for the
 * next one until Escape.
 */
class SymbolPlacing extends ToolState<SymbolStateName, SymbolTool> {
  readonly name = 'placing';

  private wallAt(p: Point): WallElement | null {
    const tolerance = HIT_TOLERANCE_PX / this.store.getState().camera.zoom;
    const found = this.store.getIndex().search({
      minX: p.x - tolerance,
      minY: p.y - tolerance,
      maxX: p.x + tolerance,
      maxY: p.y + tolerance,
    });
    for (const item of found) {
      const el = item.element;
      if (el.type === 'wall' && hitsElement(el, p, tolerance)) return el;
    }
    return null;
  }

  /** What a click at `p` would add (null: nothing, a door or window away from any wall). */
  private placed(p: Point, ids: IdSource): DrawingElement | null {
    const symbol = this.tool.symbol;
    if (!symbol) return null;
    const { rotation, width } = this.tool;
    if (symbol === 'door' || symbol === 'window') {
      const wall = this.wallAt(p);
      if (!wall) return null;
      return symbol === 'door'
        ? createDoorInWall(wall, p, ids, width === undefined ? {} : { width })
        : createWindowInWall(wall, p, ids, width);
    }
    return width === undefined
      ? createFixture({ symbol, at: p, rotation }, ids)
      : createFixture({ symbol, at: p, rotation, width }, ids);
  }

  private point(e: ToolEvent): Point {
    return draftPoint(this.store, e.world, {
      from: null,
      shift: e.shift,
      directional: false,
      tracker: this.tool.ctx.tracker,
    }).point;
  }

  refresh(): void {
    const e = this.tool.ctx.cursor;
    if (!e) return;
    const preview = this.placed(this.point(e), () => 'preview');
    this.store.setOverlay({ preview });
  }

  override onPointerMove(e: ToolEvent): void {
    this.tool.ctx.cursor = e;
    this.refresh();
  }

  override onPointerUp(e: ToolEvent): void {
    if (e.button !== 0) return;
    this.tool.ctx.cursor = e;
    const el = this.placed(this.point(e), this.store.ids);
    if (!el) {
      this.store.notify(NO_WALL_HERE, 'warning');
      return;
    }
    this.store.execute((page) => createElements(page, { elements: [el] }), { selection: [el.id] });
  }

  override onTyped(input: TypedInput): string | null {
    if (input.kind !== 'distance' || !(input.length > 0)) return SYMBOL_TYPED_HELP;
    this.tool.width = input.length;
    this.refresh();
    return null;
  }

  onKey(k: KeyInput): boolean {
    if (k.ctrl || k.meta || (k.key.toLowerCase() !== 'r' && k.key !== ' ')) return false;
    this.tool.rotation = (this.tool.rotation + 90) % 360;
    this.refresh();
    return true;
  }
}

export class SymbolTool extends StateMachine<SymbolStateName> {
  symbol: PaletteSymbol | null = null;
  rotation = 0;
  width: number | undefined = undefined;
  private readonly placing: SymbolPlacing;

  constructor(ctx: ToolContext) {
    super(ctx, 'placing');
    this.placing = new SymbolPlacing(this);
    this.add(this.placing);
  }

  /** Arms the tool for a symbol: a new symbol starts unturned at its library size. */
  use(symbol: PaletteSymbol): void {
    if (symbol === this.symbol) return;
    this.symbol = symbol;
    this.rotation = 0;
    this.width = undefined;
  }

  /** R or Space while placing. */
  key(k: KeyInput): boolean {
    return this.placing.onKey(k);
  }
}

import type { Point } from '../geometry/point';
import { openingSymbol } from '../geometry/buildingGeometry';
import { PX_PER_INCH } from '../model/constants';
import type { FixtureElement, OpeningElement } from '../model/elements';
import { symbolDrawing } from '../symbols/library';
import type { Dimension } from './dimensions';
import { dimensionLayout } from './dimensions';
import type { PlotLabel } from './plot';
import { DIMENSION_STRING_PT, LETTER_IN } from './sheetStyle';
import type { EntityHead, ToDxf } from './dxfCad';
import type { DxfBlock, DxfDimStyle } from './dxfSections';
import type { DxfHandles } from './dxfWriter';
import { DxfWriter, dxfText } from './dxfWriter';

/*
 * What the DXF export writes as blocks: a real DIMENSION entity per dimension (its drawing in an anonymous
 * *D block, as AutoCAD writes one, so a reader that does not compute dimensions still shows it) and doors and
 * windows as INSERTs of one block per distinct geometry.
 */

const norm = (d: number): number => ((d % 360) + 360) % 360;
const inches = (v: number): number => v / PX_PER_INCH;

/** Block-local coordinates: world units about the block's base point, y flipped, in inches. */
const local: ToDxf = (p) => ({ x: inches(p.x), y: -inches(p.y) });

/** An entity inside a block: layer 0, colour BYBLOCK, so the block takes its reference's layer and colour. */
function blockEntity(w: DxfWriter, owner: string, type: string, subclass: string): DxfWriter {
  return w
    .pair(0, type)
    .pair(5, w.handle())
    .pair(330, owner)
    .pair(100, 'AcDbEntity')
    .pair(8, '0')
    .pair(62, 0)
    .pair(100, subclass);
}

/** A LINE inside a block. */
function blockLine(w: DxfWriter, owner: string, at: ToDxf, a: Point, b: Point): void {
  const p = at(a);
  const q = at(b);
  blockEntity(w, owner, 'LINE', 'AcDbLine')
    .pair(10, p.x)
    .pair(20, p.y)
    .pair(30, 0)
    .pair(11, q.x)
    .pair(21, q.y)
    .pair(31, 0);
}

/**
 * Named blocks placed by INSERT, each written once per distinct key (doors and windows by their geometry,
 * fixtures by symbol and size): the caller gives the name and draws the line work.
 */
class InsertedBlocks {
  readonly blocks: DxfBlock[] = [];
  private readonly byKey = new Map<string, string>();

  constructor(private readonly handles: DxfHandles) {}

  /** The block's name for `key`; the first time, `name(n)` (n counts the blocks from 1) drawn by `draw`. */
  block(key: string, name: (n: number) => string, draw: (w: DxfWriter, owner: string) => void): string {
    const known = this.byKey.get(key);
    if (known) return known;
    const blockName = name(this.blocks.length + 1);
    const record = this.handles.take();
    const w = new DxfWriter(this.handles);
    draw(w, record);
    this.blocks.push({ name: blockName, record, baseX: 0, baseY: 0, anonymous: false, entities: w });
    this.byKey.set(key, blockName);
    return blockName;
  }

  /**
   * The INSERT of `name` at `p` (DXF coordinates), turned by the element's (clockwise) rotation; `mirrored`
   * flips the block's x (X scale -1, the only scale ever written: 1 is the default).
   */
  insert(name: string, head: EntityHead, p: Point, rotation: number, mirrored = false): void {
    const e = head('INSERT', 'AcDbBlockReference').pair(2, name).pair(10, p.x).pair(20, p.y).pair(30, 0);
    if (mirrored) e.pair(41, -1);
    e.pair(50, norm(-rotation));
  }
}

/** What a dimension's block is lettered at: the plotted sheet's sizes, at its scale. */
export interface DimensionScale {
  /** Points on paper per world unit. */
  readonly k: number;
  /** The plot scale as 1:ratio (DIMSCALE). */
  readonly ratio: number;
}

export class DimensionBlocks {
  readonly blocks: DxfBlock[] = [];
  /** Architectural ticks and text at the sheet's paper sizes, scaled by DIMSCALE (inches). */
  readonly style: DxfDimStyle;

  constructor(
    private readonly handles: DxfHandles,
    private readonly scale: DimensionScale,
  ) {
    const paper = (pt: number) => pt / 72;
    // DIMSCALE, DIMASZ, DIMEXO, DIMEXE, DIMTXT, DIMTSZ (ticks, not arrows), DIMGAP, DIMTAD above, DIMLUNIT 4
    // (architectural): paper inches, as AutoCAD keeps them, times DIMSCALE in the model.
    this.style = {
      name: 'DRAFTROOM',
      pairs: [
        [40, scale.ratio],
        [41, paper(DIMENSION_STRING_PT.tick * 2)],
        [42, paper(DIMENSION_STRING_PT.gap)],
        [44, paper(DIMENSION_STRING_PT.extend)],
        [140, LETTER_IN.dimension],
        [142, paper(DIMENSION_STRING_PT.tick)],
        [147, paper(2)],
        [77, 1],
        [277, 4],
      ],
    };
  }

  /**
   * One dimension: its *D block (dimension line, extension lines, 45° ticks, the label where the sheet puts it,
   * lettered at the sheet's dimension height times the plot scale) and the DIMENSION entity naming it, with its
   * measurement (code 42) and definition points.
   */
  write(d: Dimension, head: EntityHead, at: ToDxf, label: PlotLabel | null): void {
    const { a, b, mid } = dimensionLayout(d);
    const { k } = this.scale;
    const [o1, o2] = d.origins ?? [d.from, d.to];
    const record = this.handles.take();
    const name = `*D${this.blocks.length + 1}`;
    const w = new DxfWriter(this.handles);
    blockLine(w, record, at, a, b);
    for (const [o, end] of [
      [o1, a],
      [o2, b],
    ] as const) {
      const span = Math.hypot(end.x - o.x, end.y - o.y);
      if (span * k <= DIMENSION_STRING_PT.gap) continue;
      const e = { x: (end.x - o.x) / span, y: (end.y - o.y) / span };
      const gap = DIMENSION_STRING_PT.gap / k;
      const extend = DIMENSION_STRING_PT.extend / k;
      blockLine(
        w,
        record,
        at,
        { x: o.x + e.x * gap, y: o.y + e.y * gap },
        {
          x: end.x + e.x * extend,
          y: end.y + e.y * extend,
        },
      );
    }
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const tick = DIMENSION_STRING_PT.tick / k;
    const t = {
      x: (((b.x - a.x) / len - (b.y - a.y) / len) / Math.SQRT2) * tick,
      y: (((b.y - a.y) / len + (b.x - a.x) / len) / Math.SQRT2) * tick,
    };
    for (const end of [a, b])
      blockLine(w, record, at, { x: end.x - t.x, y: end.y - t.y }, { x: end.x + t.x, y: end.y + t.y });
    if (label) {
      const textAt = at(label.at);
      blockEntity(w, record, 'TEXT', 'AcDbText')
        .pair(10, textAt.x)
        .pair(20, textAt.y)
        .pair(30, 0)
        .pair(40, inches((LETTER_IN.dimension * 72) / k))
        .pair(1, dxfText(d.label))
        .pair(50, norm(label.angle))
        .pair(72, 1)
        .pair(11, textAt.x)
        .pair(21, textAt.y)
        .pair(31, 0)
        .pair(100, 'AcDbText')
        .pair(73, 0);
    }
    this.blocks.push({ name, record, baseX: 0, baseY: 0, anonymous: true, entities: w });

    const rotated = d.origins !== undefined;
    const def = at(b);
    const p1 = at(o1);
    const p2 = at(o2);
    const m = at(label?.at ?? mid);
    const e = head('DIMENSION', 'AcDbDimension')
      .pair(2, name)
      .pair(10, def.x)
      .pair(20, def.y)
      .pair(30, 0)
      .pair(11, m.x)
      .pair(21, m.y)
      .pair(31, 0)
      // 32: the block belongs to this dimension alone; 0 rotated, 1 aligned; 128: the text is where it was put.
      .pair(70, 32 + 128 + (rotated ? 0 : 1))
      .pair(71, 5)
      .pair(42, inches(d.measured ?? Math.hypot(d.to.x - d.from.x, d.to.y - d.from.y)))
      .pair(1, d.override === undefined ? '' : dxfText(d.override))
      .pair(3, this.style.name)
      .pair(100, 'AcDbAlignedDimension')
      .pair(13, p1.x)
      .pair(23, p1.y)
      .pair(33, 0)
      .pair(14, p2.x)
      .pair(24, p2.y)
      .pair(34, 0);
    if (rotated) {
      const dir = (Math.atan2(d.to.y - d.from.y, d.to.x - d.from.x) * 180) / Math.PI;
      e.pair(50, norm(-dir)).pair(100, 'AcDbRotatedDimension');
    }
  }
}

/** Doors and windows: one block per distinct opening (kind, size, hinge, swing), placed by INSERT. */
export class OpeningBlocks {
  private readonly set: InsertedBlocks;

  constructor(handles: DxfHandles) {
    this.set = new InsertedBlocks(handles);
  }

  get blocks(): readonly DxfBlock[] {
    return this.set.blocks;
  }

  insert(el: OpeningElement, head: EntityHead, at: ToDxf): void {
    const key = JSON.stringify(
      el.type === 'door'
        ? [el.type, el.width, el.thickness, el.hinge, el.swing, el.kind]
        : [el.type, el.width, el.thickness],
    );
    const name = this.set.block(
      key,
      (n) => `${el.type === 'door' ? 'A-DOOR' : 'A-GLAZ'}-${n}`,
      (w, owner) => {
        // The symbol drawn unrotated about the opening's centre: the INSERT places and turns it.
        const sym = openingSymbol({ ...el, x: 0, y: 0, rotation: 0 });
        for (const [a, b] of sym.lines) blockLine(w, owner, local, a, b);
        const arc = sym.arcSpec;
        if (!arc) return;
        const c = local(arc.center);
        blockEntity(w, owner, 'ARC', 'AcDbCircle')
          .pair(10, c.x)
          .pair(20, c.y)
          .pair(30, 0)
          .pair(40, inches(arc.radius))
          .pair(100, 'AcDbArc')
          .pair(50, norm(-arc.to))
          .pair(51, norm(-arc.from));
      },
    );
    this.set.insert(name, head, at(el), el.rotation);
  }
}

/** The block name of a fixture: its symbol and box in inches (`FIXT-TOILET-20x28`), one block per distinct pair. */
export function fixtureBlockName(el: Pick<FixtureElement, 'symbol' | 'width' | 'depth'>): string {
  const size = (v: number): string => String(Math.round(inches(v) * 1000) / 1000);
  return `FIXT-${el.symbol.toUpperCase()}-${size(el.width)}x${size(el.depth)}`;
}

/**
 * Fixtures (toilets, showers, sinks, baths, counters, stairs): one named block per symbol and size, drawn about
 * the centre of its box (the element turns about it), placed by INSERT on the fixture's layer; a mirrored
 * fixture is the same block inserted with X scale -1 (block x is the fixture's own x, so the flip is the same).
 */
export class FixtureBlocks {
  private readonly set: InsertedBlocks;

  constructor(handles: DxfHandles) {
    this.set = new InsertedBlocks(handles);
  }

  get blocks(): readonly DxfBlock[] {
    return this.set.blocks;
  }

  insert(el: FixtureElement, head: EntityHead, at: ToDxf): void {
    const name = fixtureBlockName(el);
    this.set.block(
      name,
      () => name,
      (w, owner) => {
        const hw = el.width / 2;
        const hd = el.depth / 2;
        const centred: ToDxf = (p) => local({ x: p.x - hw, y: p.y - hd });
        const drawing = symbolDrawing(el.symbol, el.width, el.depth);
        for (const path of drawing.paths) {
          blockEntity(w, owner, 'LWPOLYLINE', 'AcDbPolyline')
            .pair(90, path.points.length)
            .pair(70, path.closed ? 1 : 0)
            .pair(43, 0);
          for (const pt of path.points) {
            const q = centred(pt);
            w.pair(10, q.x).pair(20, q.y);
          }
        }
        for (const circle of drawing.circles) {
          const c = centred(circle.center);
          blockEntity(w, owner, 'CIRCLE', 'AcDbCircle')
            .pair(10, c.x)
            .pair(20, c.y)
            .pair(30, 0)
            .pair(40, inches(circle.radius));
        }
      },
    );
    const centre = at({ x: el.x + el.width / 2, y: el.y + el.depth / 2 });
    this.set.insert(name, head, centre, el.rotation, el.mirrored === true);
  }
}

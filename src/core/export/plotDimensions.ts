import type { Box } from '../geometry/box';
import type { Point } from '../geometry/point';
import { TEXT_WIDTH_PER_EM } from '../geometry/textLayout';
import type { Dimension } from './dimensions';
import { dimensionLayout } from './dimensions';
import type { PlotLabel, PlotPath } from './plot';
import { DIMENSION_STRING_PT, fontPointsForCap, LETTER_IN, penPoints } from './sheetStyle';

/*
 * Dimensions on paper: the dimension line, architectural ticks, extension lines from the measured points (short
 * of the object, a little past the line), and the label placed where it reads — above the line's middle when it
 * fits between the ticks and is clear of room tags and of labels already placed, else slid along the line, lifted a
 * row, put below, or beside the end. Sizes are on paper (points), world = points / k.
 */

const INK = '#000000';
export const DIMENSION_TEXT_PT = fontPointsForCap(LETTER_IN.dimension);
/** Lettering is measured without a font engine; Helvetica's figures and capitals run about 0.55 em. */
const WIDTH_PER_EM = Math.min(TEXT_WIDTH_PER_EM, 0.55);

export const textWidthPt = (text: string, size: number): number => text.length * size * WIDTH_PER_EM;

/** The world box a label covers (as if drawn: its baseline-middle or start anchor, turned by its angle). */
export function labelBox(label: PlotLabel, k: number): Box {
  const rad = (-label.angle * Math.PI) / 180;
  const along = { x: Math.cos(rad), y: Math.sin(rad) };
  const up = { x: Math.sin(rad), y: -Math.cos(rad) };
  const width = Math.max(0, ...label.lines.map((l) => textWidthPt(l, label.size))) / k;
  const lineStep = (label.size * 1.2) / k;
  const x0 = label.anchor === 'middle' ? -width / 2 : 0;
  const top = (label.size * 0.8) / k;
  const bottom = -(label.size * 0.25) / k - lineStep * (label.lines.length - 1);
  const corners: Point[] = [];
  for (const x of [x0, x0 + width])
    for (const y of [bottom, top])
      corners.push({ x: label.at.x + along.x * x + up.x * y, y: label.at.y + along.y * x + up.y * y });
  return {
    minX: Math.min(...corners.map((c) => c.x)),
    maxX: Math.max(...corners.map((c) => c.x)),
    minY: Math.min(...corners.map((c) => c.y)),
    maxY: Math.max(...corners.map((c) => c.y)),
  };
}

const overlaps = (a: Box, b: Box): boolean =>
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/**
 * Every dimension's line work and label. `obstacles` (world boxes: room tags) are kept clear of labels; each
 * placed label joins them, so labels of one string never sit on each other.
 */
export function plotDimensions(
  dims: readonly Dimension[],
  k: number,
  obstacles: Box[],
): { paths: PlotPath[]; labels: PlotLabel[] } {
  const paths: PlotPath[] = [];
  const labels: PlotLabel[] = [];
  const weight = penPoints('dimension');
  const seen = new Set<string>();
  const stroke = (points: Point[]) => paths.push({ points, closed: false, fill: null, stroke: INK, weight });
  for (const d of dims) {
    const { a, b, mid, angle } = dimensionLayout(d);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (!(len > 0)) continue;
    const u = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
    stroke([a, b]);
    const tick = DIMENSION_STRING_PT.tick / k;
    const t = { x: ((u.x - u.y) / Math.SQRT2) * tick, y: ((u.y + u.x) / Math.SQRT2) * tick };
    for (const end of [a, b])
      stroke([
        { x: end.x - t.x, y: end.y - t.y },
        { x: end.x + t.x, y: end.y + t.y },
      ]);
    // Extension lines, once per point however many dimensions of a string share it.
    const [o1, o2] = d.origins ?? [d.from, d.to];
    for (const [o, end] of [
      [o1, a],
      [o2, b],
    ] as const) {
      const span = Math.hypot(end.x - o.x, end.y - o.y);
      if (span * k <= DIMENSION_STRING_PT.gap) continue;
      const e = { x: (end.x - o.x) / span, y: (end.y - o.y) / span };
      const from = {
        x: o.x + (e.x * DIMENSION_STRING_PT.gap) / k,
        y: o.y + (e.y * DIMENSION_STRING_PT.gap) / k,
      };
      const to = {
        x: end.x + (e.x * DIMENSION_STRING_PT.extend) / k,
        y: end.y + (e.y * DIMENSION_STRING_PT.extend) / k,
      };
      const key = [from.x, from.y, to.x, to.y].map((v) => Math.round(v * 2)).join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      stroke([from, to]);
    }
    const label = placeLabel(d.label, { a, mid, u, angle, len }, k, obstacles);
    labels.push(label);
    obstacles.push(labelBox(label, k));
  }
  return { paths, labels };
}

/**
 * Where each dimension's label goes (null for a dimension of no length), placed as plotDimensions places them:
 * the DXF writes its dimension blocks' text there, so a CAD file letters a plan as its sheet does.
 */
export function dimensionLabels(
  dims: readonly Dimension[],
  k: number,
  obstacles: Box[],
): (PlotLabel | null)[] {
  return dims.map((d) => {
    const { a, b, mid, angle } = dimensionLayout(d);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (!(len > 0)) return null;
    const u = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
    const label = placeLabel(d.label, { a, mid, u, angle, len }, k, obstacles);
    obstacles.push(labelBox(label, k));
    return label;
  });
}

interface LineGeometry {
  readonly a: Point;
  readonly mid: Point;
  readonly u: Point;
  readonly angle: number;
  readonly len: number;
}

/** The first place for the label that is clear of everything placed; above the middle when nothing is. */
function placeLabel(text: string, line: LineGeometry, k: number, obstacles: readonly Box[]): PlotLabel {
  const size = DIMENSION_TEXT_PT;
  const rad = (line.angle * Math.PI) / 180;
  // "Above" as the label reads (screen -y when level); the label runs along the reading direction.
  const up = { x: Math.sin(rad), y: -Math.cos(rad) };
  const along = { x: Math.cos(rad), y: Math.sin(rad) };
  // The label's reading direction may run against the line's: measure positions along the line from a.
  const sameWay = along.x * line.u.x + along.y * line.u.y >= 0;
  const half = textWidthPt(text, size) / 2 / k;
  const tick = DIMENSION_STRING_PT.tick / k;
  const lift = 2 / k;
  const rows = [lift, lift + (size * 1.2) / k, -(size * 0.8 + 2) / k];
  const fits = (s: number) => s - half >= tick && s + half <= line.len - tick;
  const at = (s: number, row: number): PlotLabel => {
    const base = { x: line.a.x + line.u.x * s, y: line.a.y + line.u.y * s };
    return {
      at: { x: base.x + up.x * row, y: base.y + up.y * row },
      lines: [text],
      size,
      angle: -line.angle,
      anchor: 'middle',
      bold: false,
      italic: false,
      color: INK,
    };
  };
  const middle = line.len / 2;
  const beside = half + tick + 2 / k;
  const candidates: { s: number; row: number; needsFit: boolean }[] = [
    { s: middle, row: rows[0] as number, needsFit: true },
    ...[0.3, 0.7, 0.15, 0.85].map((f) => ({ s: line.len * f, row: rows[0] as number, needsFit: true })),
    { s: middle, row: rows[1] as number, needsFit: false },
    { s: middle, row: rows[2] as number, needsFit: false },
    { s: sameWay ? line.len + beside : -beside, row: rows[0] as number, needsFit: false },
    { s: sameWay ? -beside : line.len + beside, row: rows[0] as number, needsFit: false },
  ];
  for (const c of candidates) {
    if (c.needsFit && !fits(c.s)) continue;
    const label = at(c.s, c.row);
    const box = labelBox(label, k);
    if (!obstacles.some((o) => overlaps(o, box))) return label;
  }
  return fits(middle) ? at(middle, rows[0] as number) : at(middle, rows[1] as number);
}

import { escapeXml } from '../export/svg';
import { bbox, pointInPolygon } from './geometry';
import { stairDrawing } from './stairDrawing';
import { doorSwing } from './swing';
import type { Plan, PlanDoor, PlanFixture, PlanRoom, PlanStory, RoomType, Vec } from './types';

/**
 * A plan as one SVG document: each story side by side (ground story first), rooms filled by zone with their name
 * and area, walls drawn at their thickness, doors as gaps with their leaf and swing arc (swung as the plan says —
 * the same swing the adopted design draws), windows as glazing, fixtures and counters, and stairs with treads, a
 * break line and an UP/DN arrow. Plan coordinates are inches with y up; the SVG flips y so the front is at the
 * bottom as on a drawing sheet.
 */

const FILL: Partial<Record<RoomType, string>> = {
  garage: '#e4e4e4',
  hall: '#f4f1ea',
  foyer: '#f4f1ea',
  stair: '#ece6d6',
  living: '#fbefd9',
  family: '#fbefd9',
  dining: '#fbefd9',
  kitchen: '#fbe3c4',
  pantry: '#f3e6cf',
  office: '#e8f0e0',
  bedroom: '#e3ecf7',
  primary_bedroom: '#d9e5f5',
  bathroom: '#dff3f1',
  primary_bath: '#dff3f1',
  half_bath: '#dff3f1',
  laundry: '#ece6f5',
  mudroom: '#ece6f5',
  closet: '#efefef',
};

const n = (v: number): string => String(Math.round(v * 10) / 10);

export interface PlanSvgOptions {
  /** Only this story (level number); all stories side by side otherwise. */
  readonly level?: number;
  /** Width of the SVG element in CSS pixels (the height follows); the viewBox stays in inches. */
  readonly widthPx?: number;
}

type Map2 = (p: Vec) => Vec;

const line = (m: Map2, a: Vec, b: Vec, attrs: string) => {
  const [p, q] = [m(a), m(b)];
  return `<line x1="${n(p[0])}" y1="${n(p[1])}" x2="${n(q[0])}" y2="${n(q[1])}" ${attrs}/>`;
};
const poly = (m: Map2, pts: readonly Vec[], attrs: string, closed = true) =>
  `<${closed ? 'polygon' : 'polyline'} points="${pts
    .map(m)
    .map(([x, y]) => `${n(x)},${n(y)}`)
    .join(' ')}" ${attrs}/>`;

/** The leaf and swing arc of a door: hinged at its swing's jamb, open at 90° into the room it swings into. */
function doorLeaf(m: Map2, d: PlanDoor, rooms: ReadonlyMap<string, PlanRoom>, horizontal: boolean): string {
  const swing = d.swing ?? doorSwing(d, rooms, horizontal);
  if (!swing) return '';
  const h = swing.hinge;
  const other: Vec = horizontal ? [2 * d.center[0] - h[0], h[1]] : [h[0], 2 * d.center[1] - h[1]];
  const normal: Vec = horizontal ? [0, 1] : [1, 0];
  const into = rooms.get(swing.into);
  const probe: Vec = [d.center[0] + normal[0] * 6, d.center[1] + normal[1] * 6];
  const side = into
    ? pointInPolygon(probe, into.polygon, 0)
      ? 1
      : -1
    : -(rooms.get(d.between[0]) && pointInPolygon(probe, (rooms.get(d.between[0]) as PlanRoom).polygon, 0)
        ? 1
        : -1);
  const tip: Vec = [h[0] + normal[0] * side * d.width_in, h[1] + normal[1] * side * d.width_in];
  const [a, t, o] = [m(h), m(tip), m(other)];
  // The arc turns from the open leaf's tip back to the other jamb; its sweep direction follows from the turn.
  const cross = (t[0] - a[0]) * (o[1] - a[1]) - (t[1] - a[1]) * (o[0] - a[0]);
  return (
    `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(t[0])}" y2="${n(t[1])}" stroke="#222" stroke-width="1.5"/>` +
    `<path d="M ${n(t[0])} ${n(t[1])} A ${n(d.width_in)} ${n(d.width_in)} 0 0 ${cross > 0 ? 1 : 0} ${n(o[0])} ${n(o[1])}" fill="none" stroke="#222" stroke-width="0.8" stroke-dasharray="4 3"/>`
  );
}

/** Sixteen points on the unit circle (a table: the module keeps to engine-independent arithmetic). */
const CIRCLE16: readonly Vec[] = [
  [1.0, 0.0],
  [0.92388, 0.38268],
  [0.70711, 0.70711],
  [0.38268, 0.92388],
  [0.0, 1.0],
  [-0.38268, 0.92388],
  [-0.70711, 0.70711],
  [-0.92388, 0.38268],
  [-1.0, 0.0],
  [-0.92388, -0.38268],
  [-0.70711, -0.70711],
  [-0.38268, -0.92388],
  [-0.0, -1.0],
  [0.38268, -0.92388],
  [0.70711, -0.70711],
  [0.92388, -0.38268],
];

/** A fixture's line work: its outline and the mark that says what it is, drawn from its back edge (the wall). */
function fixtureSvg(m: Map2, f: PlanFixture): string {
  const [p0, p1, , p3] = f.polygon as [Vec, Vec, Vec, Vec];
  const at = (s: number, t: number): Vec => [
    p0[0] + (p1[0] - p0[0]) * s + (p3[0] - p0[0]) * t,
    p0[1] + (p1[1] - p0[1]) * s + (p3[1] - p0[1]) * t,
  ];
  const stroke = 'fill="#fff" stroke="#555" stroke-width="0.8"';
  const outline = poly(m, f.polygon, stroke);
  const quad = (s0: number, t0: number, s1: number, t1: number) =>
    poly(m, [at(s0, t0), at(s1, t0), at(s1, t1), at(s0, t1)], stroke);
  const ellipse = (s: number, t: number, rs: number, rt: number) =>
    poly(
      m,
      CIRCLE16.map(([c, sn]) => at(s + rs * c, t + rt * sn)),
      stroke,
    );
  switch (f.type) {
    case 'toilet':
      return quad(0.05, 0, 0.95, 0.3) + ellipse(0.5, 0.64, 0.42, 0.34);
    case 'lavatory':
      return outline + ellipse(0.5, 0.55, 0.3, 0.3);
    case 'tub':
      return outline + quad(0.06, 0.12, 0.94, 0.88);
    case 'shower':
      return outline + line(m, at(0, 0), at(1, 1), 'stroke="#555" stroke-width="0.6"');
    case 'sink':
      return outline + quad(0.4, 0.2, 0.6, 0.8);
    case 'washer':
    case 'dryer': {
      const [cx, cy] = m(at(0.5, 0.5));
      return `${outline}<text x="${n(cx)}" y="${n(cy + 4)}" font-size="11" font-family="sans-serif" text-anchor="middle" fill="#555">${f.type === 'washer' ? 'W' : 'D'}</text>`;
    }
    default:
      return outline;
  }
}

function stairSvg(m: Map2, s: PlanStory, plan: Plan): string {
  const out: string[] = [];
  const draw = (st: Parameters<typeof stairDrawing>[0], view: 'lower' | 'upper') => {
    const dr = stairDrawing(st, view);
    const thin = 'stroke="#444" stroke-width="0.8"';
    for (const l of dr.landings) out.push(poly(m, l, 'fill="none" stroke="#444" stroke-width="0.8"'));
    for (const [a, b] of dr.treads) out.push(line(m, a, b, thin));
    if (dr.breakLine) out.push(poly(m, dr.breakLine, 'fill="none" stroke="#222" stroke-width="1"', false));
    out.push(poly(m, dr.arrow, 'fill="none" stroke="#222" stroke-width="1"', false));
    out.push(poly(m, dr.arrowHead, 'fill="none" stroke="#222" stroke-width="1"', false));
    const [lx, ly] = m(dr.labelAt);
    out.push(
      `<text x="${n(lx)}" y="${n(ly + 3)}" font-size="9" font-weight="bold" font-family="sans-serif" text-anchor="middle" fill="#222">${dr.label}</text>`,
    );
  };
  for (const st of s.stairs ?? []) draw(st, 'lower');
  const below = plan.stories.find((x) => x.level === s.level - 1);
  for (const st of below?.stairs ?? []) draw(st, 'upper');
  return out.join('');
}

function storySvg(plan: Plan, s: PlanStory, dx: number, top: number): string {
  const m: Map2 = ([x, y]) => [x + dx, top - y];
  const out: string[] = [];
  const rooms = new Map(s.rooms.map((r) => [r.id, r]));
  for (const r of s.rooms) out.push(poly(m, r.polygon, `fill="${FILL[r.type] ?? '#fff'}" stroke="none"`));
  for (const f of s.fixtures ?? []) out.push(fixtureSvg(m, f));
  out.push(stairSvg(m, s, plan));
  for (const w of s.walls)
    out.push(line(m, w.a, w.b, `stroke="#222" stroke-width="${n(w.thickness_in)}" stroke-linecap="square"`));
  const wallAt = (c: Vec) =>
    s.walls.find((w) => {
      const horiz = w.a[1] === w.b[1];
      return horiz
        ? Math.abs(c[1] - w.a[1]) < 0.5 &&
            c[0] >= Math.min(w.a[0], w.b[0]) &&
            c[0] <= Math.max(w.a[0], w.b[0])
        : Math.abs(c[0] - w.a[0]) < 0.5 &&
            c[1] >= Math.min(w.a[1], w.b[1]) &&
            c[1] <= Math.max(w.a[1], w.b[1]);
    });
  for (const d of s.doors) {
    const wall = wallAt(d.center);
    const horiz = wall ? wall.a[1] === wall.b[1] : true;
    const t = (wall?.thickness_in ?? 6) + 1;
    const half = d.width_in / 2;
    const a: Vec = horiz ? [d.center[0] - half, d.center[1]] : [d.center[0], d.center[1] - half];
    const b: Vec = horiz ? [d.center[0] + half, d.center[1]] : [d.center[0], d.center[1] + half];
    out.push(line(m, a, b, `stroke="#fff" stroke-width="${n(t)}"`));
    if (d.kind === 'swing' || d.kind === 'entry') out.push(doorLeaf(m, d, rooms, horiz));
    else if (d.kind === 'overhead')
      out.push(line(m, a, b, 'stroke="#222" stroke-width="1" stroke-dasharray="8 4"'));
  }
  for (const w of s.windows)
    out.push(
      line(m, w.a, w.b, 'stroke="#fff" stroke-width="5"'),
      line(m, w.a, w.b, 'stroke="#2a7ab8" stroke-width="2"'),
    );
  for (const r of s.rooms) {
    const b = bbox(r.polygon);
    const [cx, cy] = m([(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2]);
    const w = b.x1 - b.x0;
    const size = Math.max(6, Math.min(16, w / Math.max(6, r.name.length * 0.62), (b.y1 - b.y0) / 3.2));
    const area = Math.round(r.area_sqft);
    const tag =
      r.type === 'stair'
        ? ''
        : `<tspan x="${n(cx)}" dy="${n(size * 1.15)}" font-size="${n(size * 0.85)}" fill="#555">${area} sf</tspan>`;
    out.push(
      `<text x="${n(cx)}" y="${n(cy)}" font-size="${n(size)}" font-family="sans-serif" text-anchor="middle" fill="#222">` +
        `<tspan x="${n(cx)}" dy="${n(-size * 0.15)}">${escapeXml(r.name)}</tspan>${tag}</text>`,
    );
  }
  return out.join('');
}

export function planToSvg(plan: Plan, options: PlanSvgOptions = {}): string {
  const stories = plan.stories.filter((s) => options.level === undefined || s.level === options.level);
  const boxes = stories.map((s) => bbox(s.footprint));
  const gap = 120;
  const margin = 36;
  const labelH = 40;
  const top = Math.max(...boxes.map((b) => b.y1));
  const bottom = Math.min(...boxes.map((b) => b.y0));
  let x = margin;
  const parts: string[] = [];
  stories.forEach((s, i) => {
    const b = boxes[i] as (typeof boxes)[number];
    const dx = x - b.x0;
    parts.push(`<g data-level="${s.level}">${storySvg(plan, s, dx, top + margin + labelH)}</g>`);
    if (stories.length > 1)
      parts.push(
        `<text x="${n(x)}" y="${n(margin + 20)}" font-size="22" font-family="sans-serif" fill="#222">Level ${s.level + 1}</text>`,
      );
    x += b.x1 - b.x0 + gap;
  });
  const width = x - gap + margin;
  const height = top - bottom + 2 * margin + labelH;
  const px = options.widthPx
    ? ` width="${options.widthPx}" height="${Math.round((options.widthPx * height) / width)}"`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(width)} ${n(height)}"${px}>` +
    `<rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`
  );
}

import { escapeXml } from '../export/svg';
import { bbox } from './geometry';
import type { Plan, PlanStory, RoomType, Vec } from './types';

/**
 * A plan as one SVG document: each story side by side (ground story first), rooms filled by zone with their name
 * and area, walls drawn at their thickness, doors as gaps with a leaf and swing arc, windows as glazing lines.
 * Plan coordinates are inches with y up; the SVG flips y so the front is at the bottom as on a drawing sheet.
 */

const FILL: Partial<Record<RoomType, string>> = {
  garage: '#e4e4e4',
  hall: '#f4f1ea',
  foyer: '#f4f1ea',
  stair: '#e9e2d0',
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

function storySvg(s: PlanStory, dx: number, top: number): string {
  const map = ([x, y]: Vec): Vec => [x + dx, top - y];
  const pts = (poly: readonly Vec[]) =>
    poly
      .map(map)
      .map(([x, y]) => `${n(x)},${n(y)}`)
      .join(' ');
  const out: string[] = [];
  for (const r of s.rooms)
    out.push(`<polygon points="${pts(r.polygon)}" fill="${FILL[r.type] ?? '#fff'}" stroke="none"/>`);
  for (const w of s.walls) {
    const [a, b] = [map(w.a), map(w.b)];
    out.push(
      `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#222" stroke-width="${n(w.thickness_in)}" stroke-linecap="square"/>`,
    );
  }
  const wallAt = (c: Vec) =>
    s.walls.find((w) => {
      const [a, b] = [w.a, w.b];
      const horiz = a[1] === b[1];
      return horiz
        ? Math.abs(c[1] - a[1]) < 0.5 && c[0] >= Math.min(a[0], b[0]) && c[0] <= Math.max(a[0], b[0])
        : Math.abs(c[0] - a[0]) < 0.5 && c[1] >= Math.min(a[1], b[1]) && c[1] <= Math.max(a[1], b[1]);
    });
  for (const d of s.doors) {
    const wall = wallAt(d.center);
    const horiz = wall ? wall.a[1] === wall.b[1] : true;
    const t = (wall?.thickness_in ?? 6) + 1;
    const half = d.width_in / 2;
    const [cx, cy] = map(d.center);
    const a: Vec = horiz ? [cx - half, cy] : [cx, cy - half];
    const b: Vec = horiz ? [cx + half, cy] : [cx, cy + half];
    out.push(
      `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#fff" stroke-width="${n(t)}"/>`,
    );
    if (d.kind === 'swing' || d.kind === 'entry') {
      // Leaf drawn open at 90° from the hinge at `a`, and its swing arc back to `b`.
      const leaf: Vec = horiz ? [a[0], a[1] - d.width_in] : [a[0] + d.width_in, a[1]];
      out.push(
        `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(leaf[0])}" y2="${n(leaf[1])}" stroke="#222" stroke-width="1.5"/>`,
        `<path d="M ${n(leaf[0])} ${n(leaf[1])} A ${n(d.width_in)} ${n(d.width_in)} 0 0 ${horiz ? 1 : 0} ${n(b[0])} ${n(b[1])}" fill="none" stroke="#222" stroke-width="0.8" stroke-dasharray="4 3"/>`,
      );
    } else if (d.kind === 'overhead') {
      out.push(
        `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#222" stroke-width="1" stroke-dasharray="8 4"/>`,
      );
    }
  }
  for (const w of s.windows) {
    const [a, b] = [map(w.a), map(w.b)];
    out.push(
      `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#fff" stroke-width="5"/>`,
      `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#2a7ab8" stroke-width="2"/>`,
    );
  }
  for (const r of s.rooms) {
    const b = bbox(r.polygon);
    const [cx, cy] = map([(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2]);
    const w = b.x1 - b.x0;
    const size = Math.max(6, Math.min(16, w / Math.max(6, r.name.length * 0.62), (b.y1 - b.y0) / 3.2));
    const area = Math.round(r.area_sqft);
    out.push(
      `<text x="${n(cx)}" y="${n(cy)}" font-size="${n(size)}" font-family="sans-serif" text-anchor="middle" fill="#222">` +
        `<tspan x="${n(cx)}" dy="${n(-size * 0.15)}">${escapeXml(r.name)}</tspan>` +
        `<tspan x="${n(cx)}" dy="${n(size * 1.15)}" font-size="${n(size * 0.85)}" fill="#555">${area} sf</tspan></text>`,
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
    parts.push(`<g data-level="${s.level}">${storySvg(s, dx, top + margin + labelH)}</g>`);
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

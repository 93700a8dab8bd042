import { describe, expect, it } from 'vitest';
import { exportDxf } from '../../../src/core/export/dxf';
import { exportSvg } from '../../../src/core/export/svg';
import { plotElements } from '../../../src/core/export/plot';
import type { Point } from '../../../src/core/geometry/point';
import { joinWalls } from '../../../src/core/geometry/wallJoins';
import type { DrawingElement, WallElement } from '../../../src/core/model/elements';
import { readDxfDocument, modelSpaceRecords } from '../../../src/formats/dxf/analyze';
import { decodeEntity, type DecodedEntity } from '../../../src/formats/dxf/entities';
import { Deadline, makeLimits } from '../../../src/formats/limits';
import { drag, pageOf } from './fixtures';

// Joined walls in every drawing: no face line in an SVG, DXF or plot crosses the inside of another wall.

const IN = 96;
const FT = 12 * IN;
const wall = (id: string, x1: number, y1: number, x2: number, y2: number): WallElement =>
  drag('wall', x1, y1, x2, y2, id) as WallElement;

/** An L, a T and an X in one room outline (walls 6" thick, as drawn by the wall tool). */
const walls: WallElement[] = [
  wall('top', 0, 0, 20 * FT, 0),
  wall('left', 0, 0, 0, 15 * FT),
  wall('bottom', 0, 15 * FT, 20 * FT, 15 * FT),
  wall('right', 20 * FT, 0, 20 * FT, 15 * FT),
  // A T onto the top wall that crosses the bottom one (an X).
  wall('mid', 10 * FT, 0, 10 * FT, 18 * FT),
];
const page = pageOf(walls as DrawingElement[]);
const joined = joinWalls(walls);

function segDist(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2));
  return Math.hypot(p.x - (a.x + dx * t), p.y - (a.y + dy * t));
}

function inside(p: Point, poly: readonly Point[]): boolean {
  let odd = false;
  let near = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Point;
    const b = poly[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
    near = Math.min(near, segDist(p, a, b));
  }
  return odd && near > 1e-3;
}

/** Points along drawn lines that fall inside a wall's joined outline: a face drawn across a junction. */
function crossings(lines: readonly (readonly Point[])[]): number {
  const polys = [...joined.values()].flatMap((j) => j.polygons);
  let bad = 0;
  for (const line of lines) {
    for (let k = 1; k < line.length; k++) {
      const a = line[k - 1] as Point;
      const b = line[k] as Point;
      for (let s = 1; s < 50; s++) {
        const p = { x: a.x + ((b.x - a.x) * s) / 50, y: a.y + ((b.y - a.y) * s) / 50 };
        if (polys.some((poly) => inside(p, poly))) bad++;
      }
    }
  }
  return bad;
}

const parsePoints = (text: string): Point[] =>
  text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [x, y] = pair.split(',').map(Number);
      return { x: x as number, y: y as number };
    });

describe('joined walls in the exports', () => {
  it('SVG: poché pieces in their own grey, face lines that never cross a junction', () => {
    const svg = exportSvg(page, { unit: 'feet', dimensions: false });
    const stroked = [...svg.matchAll(/<(polyline|polygon) points="([^"]+)" stroke="#000" fill="none"/g)].map(
      (m) => {
        const pts = parsePoints(m[2] as string);
        return m[1] === 'polygon' ? [...pts, pts[0] as Point] : pts;
      },
    );
    expect(stroked.length).toBeGreaterThan(5);
    expect(crossings(stroked)).toBe(0);
    const fills = [...svg.matchAll(/<polygon points="([^"]+)" fill="#555" stroke="#555"/g)];
    expect(fills.length).toBe([...joined.values()].reduce((n, j) => n + j.polygons.length, 0));
  });

  it('DXF read back with our reader: wall faces on A-WALL as polylines that never cross a junction', () => {
    const text = exportDxf(page, { unit: 'feet', dimensions: false });
    const bytes = new TextEncoder().encode(text);
    const limits = makeLimits();
    const { doc } = readDxfDocument(bytes, limits, new Deadline(limits));
    const stats = { vertices: 0 };
    const entities = modelSpaceRecords(doc).map((rec) => decodeEntity(doc.tags, rec, stats));
    const polys = entities.filter(
      (e): e is Extract<DecodedEntity, { kind: 'polyline' }> => e.kind === 'polyline',
    );
    expect(polys.length).toBeGreaterThan(5);
    expect(polys.every((p) => p.common.layer === 'A-WALL')).toBe(true);
    // Back to world units: inches, y up.
    const lines = polys.map((p) => {
      const pts: Point[] = [];
      for (let i = 0; i < p.points.length; i += 2)
        pts.push({ x: (p.points[i] as number) * IN, y: -(p.points[i + 1] as number) * IN });
      return p.closed ? [...pts, pts[0] as Point] : pts;
    });
    expect(crossings(lines)).toBe(0);
    // Every junction's faces are still written: the lines cover the joined faces' total length.
    const length = (ls: readonly (readonly Point[])[]) =>
      ls.reduce(
        (s, l) =>
          s +
          l.slice(1).reduce((t, q, k) => t + Math.hypot(q.x - (l[k] as Point).x, q.y - (l[k] as Point).y), 0),
        0,
      );
    const faces = [...joined.values()].flatMap((j) => j.faces.map(([a, b]) => [a, b]));
    expect(length(lines)).toBeCloseTo(length(faces), 3);
  });

  it('PDF/PNG plot: filled pieces and face strokes that never cross a junction', () => {
    const plot = plotElements(page.elements, { unit: 'feet', k: 0.01, dimensions: false });
    const faces = plot.paths
      .filter((p) => p.fill === null)
      .map((p) => (p.closed ? [...p.points, p.points[0] as Point] : p.points));
    expect(crossings(faces)).toBe(0);
    expect(plot.paths.filter((p) => p.fill !== null).length).toBe(
      [...joined.values()].reduce((n, j) => n + j.polygons.length, 0),
    );
  });

  it('the strings outside the room locate the partition by its centre line, or with Faces by its faces', () => {
    // The top wall's outside face runs from -3" to 20'-3"; the middle wall (6") stands at 10'-0".
    const label = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]+)<\/tspan>/g)].map((m) => m[1]);
    const centre = label(exportSvg(page, { unit: 'feet' }));
    const faces = label(exportSvg({ ...page, wallDimensions: 'faces' }, { unit: 'feet' }));
    expect(centre).toContain('10&apos;-3&quot;');
    expect(centre).not.toContain('0&apos;-6&quot;');
    expect(faces).toContain('10&apos;-0&quot;');
    expect(faces).toContain('0&apos;-6&quot;');
    // Overall sizes are face to face whichever way walls are measured.
    expect(centre).toContain('20&apos;-6&quot;');
    expect(faces).toContain('20&apos;-6&quot;');
  });
});

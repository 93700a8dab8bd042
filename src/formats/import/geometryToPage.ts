import { ProcessingError } from '../errors';
import type { Deadline } from '../limits';
import type { DxfGeometry } from '../dxf/geometry';
import { curveShape } from './curves';
import type { DrawingElement, Layer, Page, Point } from './model';
import { DRAWING_VERSION, finalizeElement, PAGE_LIMITS } from './model';
import { anchorDrop, placeText } from './placeText';

/*
 * World geometry (the form the PDF vector extraction produces: inches, y up, curves as centre + conjugate axes)
 * as one editable page: lines, polylines (filled areas as solid hatches), arcs/circles/ellipses, points and
 * text, one layer per geometry layer. `scale` multiplies inches, e.g. a sheet's stated 1:50 for true size.
 */

const WORLD_PER_INCH = 96;
const hex = (rgb: number): string => `#${(rgb & 0xffffff).toString(16).padStart(6, '0')}`;

export interface GeometryPageOptions {
  pageId: string;
  pageName: string;
  ids: () => string;
  /** Real inches per geometry inch (1 for a sheet at paper size). */
  scale: number;
  deadline: Deadline;
}

export function geometryToPage(geometry: DxfGeometry, options: GeometryPageOptions): Page {
  const { ids, deadline } = options;
  const s = WORLD_PER_INCH * options.scale;
  const layerName = (i: number): string => geometry.layers[i]?.name ?? '0';
  const elements: DrawingElement[] = [];
  const total =
    geometry.lines.coords.length / 4 +
    geometry.polylines.flags.length +
    geometry.arcs.params.length / 8 +
    geometry.points.coords.length / 2 +
    geometry.texts.length;
  if (total > PAGE_LIMITS.elementsPerPage) {
    throw new ProcessingError(
      'too_many_elements',
      `The drawing makes ${total.toLocaleString('en-US')} elements; a page holds at most ${PAGE_LIMITS.elementsPerPage.toLocaleString('en-US')}`,
    );
  }
  const base = (layer: number, color: number) => {
    const own = geometry.layers[layer]?.color;
    return {
      id: ids(),
      rotation: 0,
      snapPoints: [] as Point[],
      layer: layerName(layer),
      ...(own === undefined || own !== color ? { color: hex(color) } : {}),
    };
  };
  const at = (x: number, y: number): Point => ({ x: x * s, y: -y * s });

  const { lines } = geometry;
  for (let k = 0; k < lines.layer.length; k += 1) {
    deadline.check();
    const a = at(lines.coords[k * 4] as number, lines.coords[k * 4 + 1] as number);
    const b = at(lines.coords[k * 4 + 2] as number, lines.coords[k * 4 + 3] as number);
    elements.push({
      ...base(lines.layer[k] as number, lines.color[k] as number),
      type: 'line',
      x: a.x,
      y: a.y,
      x2: b.x,
      y2: b.y,
    });
  }
  const { polylines } = geometry;
  for (let k = 0; k < polylines.flags.length; k += 1) {
    deadline.check();
    const from = polylines.offsets[k] as number;
    const to = polylines.offsets[k + 1] as number;
    const pts: Point[] = [];
    for (let j = from; j < to && pts.length < PAGE_LIMITS.pointsPerElement; j += 1)
      pts.push(at(polylines.coords[j * 2] as number, polylines.coords[j * 2 + 1] as number));
    const first = pts[0];
    if (!first) continue;
    const rel = pts.map((p) => ({ x: p.x - first.x, y: p.y - first.y }));
    const flags = polylines.flags[k] as number;
    const b = base(polylines.layer[k] as number, polylines.color[k] as number);
    if ((flags & 2) !== 0 && rel.length >= 3)
      elements.push({
        ...b,
        type: 'hatch',
        x: first.x,
        y: first.y,
        loops: [rel],
        pattern: 'SOLID',
        patternScale: 1,
        patternAngle: 0,
      });
    else
      elements.push({
        ...b,
        type: 'polyline',
        x: first.x,
        y: first.y,
        points: rel,
        closed: (flags & 1) !== 0,
      });
  }
  const { arcs } = geometry;
  for (let k = 0; k < arcs.layer.length; k += 1) {
    deadline.check();
    const p = Array.from(arcs.params.subarray(k * 8, k * 8 + 8));
    const [t0, t1] = [p[6] as number, p[7] as number];
    const shape = curveShape(
      p.slice(0, 6).map((v) => v * s),
      t0,
      t1,
      t1 - t0 >= Math.PI * 2 - 1e-9,
    );
    if (!shape) continue;
    elements.push({ ...base(arcs.layer[k] as number, arcs.color[k] as number), ...shape });
  }
  const { points } = geometry;
  for (let k = 0; k < points.layer.length; k += 1) {
    const p = at(points.coords[k * 2] as number, points.coords[k * 2 + 1] as number);
    elements.push({
      ...base(points.layer[k] as number, points.color[k] as number),
      type: 'point',
      x: p.x,
      y: p.y,
    });
  }
  for (const t of geometry.texts) {
    deadline.check();
    const height = t.height * s;
    if (!(height > 0) || t.text.trim() === '') continue;
    const p = at(t.x, t.y);
    const rotation = ((-t.rotation % 360) + 360) % 360;
    const draft = {
      ...base(t.layer, t.color),
      type: 'text' as const,
      x: 0,
      y: 0,
      rotation,
      text: t.text.slice(0, 10_000),
      fontSize: Math.min(96, Math.max(8, Math.round(height))),
      fill: '#000000',
      fontStyle: 'normal' as const,
      height,
    };
    // The text's baseline point is given; the model's anchor is the top of its box, turned about the centre.
    elements.push({ ...draft, ...placeText(draft, p, anchorDrop(draft, 'baseline', false)) });
  }
  const layers: Layer[] = geometry.layers.slice(0, PAGE_LIMITS.layersPerPage).map((l) => ({
    name: l.name,
    color: hex(l.color),
    visible: true,
    frozen: false,
    locked: false,
    linetype: 'CONTINUOUS',
    lineweight: -3,
  }));
  return {
    version: DRAWING_VERSION,
    id: options.pageId,
    name: options.pageName,
    elements: elements.map(finalizeElement),
    layers,
    // The drawing's lines are its author's content: no automatic dimension is added to them.
    autoDimensions: false,
  };
}

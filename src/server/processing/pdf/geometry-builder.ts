import { ProcessingError } from '../../../formats/errors';
import type { DxfGeometry } from '../../../formats/dxf/geometry';
import { emptyExtents, growExtents } from '../../../formats/dxf/geometry';

/** Collects primitives into the DxfGeometry form (the one the DXF writer and renderers take), with extents. */
export class GeometryBuilder {
  private readonly layers: DxfGeometry['layers'] = [];
  private readonly lines: number[] = [];
  private readonly lineStyle: [number[], number[]] = [[], []];
  private readonly polyCoords: number[] = [];
  private readonly polyOffsets: number[] = [0];
  private readonly polyFlags: number[] = [];
  private readonly polyStyle: [number[], number[]] = [[], []];
  private readonly arcs: number[] = [];
  private readonly arcStyle: [number[], number[]] = [[], []];
  private readonly texts: DxfGeometry['texts'] = [];
  private count = 0;
  readonly extents = emptyExtents();

  constructor(private readonly maxPrimitives: number) {}

  addLayer(name: string, color: number): number {
    this.layers.push({ name, color });
    return this.layers.length - 1;
  }

  private grow(x: number, y: number): void {
    growExtents(this.extents, x, y);
  }

  private counted(): void {
    this.count += 1;
    if (this.count > this.maxPrimitives) {
      throw new ProcessingError(
        'too_complex',
        `The PDF has more than ${this.maxPrimitives.toLocaleString('en-US')} drawing elements, the processing limit`,
      );
    }
  }

  line(x1: number, y1: number, x2: number, y2: number, layer: number, color: number): void {
    this.counted();
    this.lines.push(x1, y1, x2, y2);
    this.lineStyle[0].push(layer);
    this.lineStyle[1].push(color);
    this.grow(x1, y1);
    this.grow(x2, y2);
  }

  /** flags: 1 closed, 2 filled. */
  polyline(points: number[], flags: number, layer: number, color: number): void {
    this.counted();
    for (let i = 0; i < points.length; i += 2) {
      this.polyCoords.push(points[i] as number, points[i + 1] as number);
      this.grow(points[i] as number, points[i + 1] as number);
    }
    this.polyOffsets.push(this.polyCoords.length / 2);
    this.polyFlags.push(flags);
    this.polyStyle[0].push(layer);
    this.polyStyle[1].push(color);
  }

  /** A circular arc, counter-clockwise from `start` (radians) through `sweep` (positive). */
  arc(cx: number, cy: number, r: number, start: number, sweep: number, layer: number, color: number): void {
    this.counted();
    this.arcs.push(cx, cy, r, 0, 0, r, start, start + sweep);
    this.arcStyle[0].push(layer);
    this.arcStyle[1].push(color);
    this.grow(cx - r, cy - r);
    this.grow(cx + r, cy + r);
  }

  text(
    text: string,
    x: number,
    y: number,
    height: number,
    rotation: number,
    layer: number,
    color: number,
  ): void {
    this.counted();
    this.texts.push({ text, x, y, height, rotation, layer, color });
    this.grow(x, y);
  }

  build(): DxfGeometry {
    return {
      layers: this.layers,
      lines: {
        coords: Float64Array.from(this.lines),
        layer: Int32Array.from(this.lineStyle[0]),
        color: Int32Array.from(this.lineStyle[1]),
      },
      polylines: {
        coords: Float64Array.from(this.polyCoords),
        offsets: Uint32Array.from(this.polyOffsets),
        flags: Uint8Array.from(this.polyFlags),
        layer: Int32Array.from(this.polyStyle[0]),
        color: Int32Array.from(this.polyStyle[1]),
      },
      arcs: {
        params: Float64Array.from(this.arcs),
        layer: Int32Array.from(this.arcStyle[0]),
        color: Int32Array.from(this.arcStyle[1]),
      },
      points: { coords: new Float64Array(0), layer: new Int32Array(0), color: new Int32Array(0) },
      texts: this.texts,
    };
  }
}

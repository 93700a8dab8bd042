/**
 * World-space drawing primitives, compact enough to post from a worker (typed arrays transfer without copying)
 * and simple enough for a PNG renderer or a DXF writer: every curve is already in world coordinates.
 */
export interface GeometryLayer {
  name: string;
  /** 0xRRGGBB for drawing on white. */
  color: number;
  /** The layer's state in the source's LAYER table (absent: on, thawed, unlocked). */
  off?: boolean;
  frozen?: boolean;
  locked?: boolean;
  /** The layer's linetype name and lineweight (1/100 mm, -3 DEFAULT), as the table says. */
  linetype?: string;
  lineweight?: number;
}

/** A dash pattern in drawing units (positive dash, negative gap, 0 dot), as a LTYPE entry gives it. */
export interface GeometryLinetype {
  name: string;
  pattern: number[];
}

export interface PrimitiveStyle {
  /** Index into `layers`. */
  layer: Int32Array;
  /** 0xRRGGBB after BYLAYER/BYBLOCK resolution. */
  color: Int32Array;
  /**
   * 1 when the primitive is not shown: its layer is off or frozen, an enclosing INSERT's layer is frozen, or it
   * is invisible (group 60). Absent: everything is shown.
   */
  hidden?: Uint8Array;
  /** Index into `linetypes` after BYLAYER/BYBLOCK resolution, -1 for a continuous line. */
  linetype?: Int32Array;
  /** Linetype scale of the primitive (its own group 48 times any block scale), without $LTSCALE. */
  ltscale?: Float32Array;
  /** Lineweight in 1/100 mm after BYLAYER/BYBLOCK resolution; -3 is the drawing's default. */
  lineweight?: Int16Array;
}

export interface DxfGeometry {
  layers: GeometryLayer[];
  /** x1, y1, x2, y2 per line. */
  lines: { coords: Float64Array } & PrimitiveStyle;
  /**
   * Polylines (bulge arcs already tessellated): point i of polyline k is coords[2*j], coords[2*j+1] for
   * offsets[k] <= j < offsets[k+1]. flags: 1 closed, 2 filled (SOLID/TRACE/solid HATCH), 4 HATCH boundary.
   */
  polylines: { coords: Float64Array; offsets: Uint32Array; flags: Uint8Array } & PrimitiveStyle;
  /**
   * Circles, arcs and ellipses as centre + conjugate semi-axes u, v and a parameter range:
   * p(t) = c + u·cos t + v·sin t for t0 <= t <= t1 (8 numbers each). A circle has |u| = |v|, u ⟂ v and
   * t1 - t0 = 2π. This form stays exact under any block transform (non-uniform scale, mirroring).
   */
  arcs: { params: Float64Array } & PrimitiveStyle;
  /** x, y per point. */
  points: { coords: Float64Array } & PrimitiveStyle;
  texts: {
    text: string;
    x: number;
    y: number;
    height: number;
    rotation: number;
    layer: number;
    color: number;
    /** As PrimitiveStyle.hidden. */
    hidden?: boolean;
    /**
     * Where the first line's baseline starts (left end), alignment applied: (x, y) is the insertion or alignment
     * point as the file gives it, which for centred, right-aligned or top-attached text is not where drawing starts.
     */
    lineX?: number;
    lineY?: number;
  }[];
  /** Dash patterns the primitives' `linetype` indices name. */
  linetypes?: GeometryLinetype[];
  /** $LTSCALE (global linetype scale) and $LWDEFAULT (1/100 mm) of the source. */
  ltscale?: number;
  lwdefault?: number;
  /** Extents of what is shown (hidden primitives left out), text boxes included; null when nothing is shown. */
  visibleExtents?: Extents | null;
}

/** A bounding box grown point by point; empty (Infinity..-Infinity) until the first point. */
export interface Extents {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const emptyExtents = (): Extents => ({
  minX: Infinity,
  minY: Infinity,
  maxX: -Infinity,
  maxY: -Infinity,
});

export function growExtents(e: Extents, x: number, y: number): void {
  if (x < e.minX) e.minX = x;
  if (x > e.maxX) e.maxX = x;
  if (y < e.minY) e.minY = y;
  if (y > e.maxY) e.maxY = y;
}

/** A growable Float64Array: avoids millions of boxed numbers in plain arrays for big drawings. */
export class FloatBuffer {
  private data = new Float64Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }

  finish(): Float64Array {
    return this.data.slice(0, this.length);
  }
}

export class IntBuffer {
  private data = new Int32Array(256);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }

  finish(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** 2D affine map: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

/** m ∘ n: apply n first, then m. */
export function compose(m: Affine, n: Affine): Affine {
  return {
    a: m.a * n.a + m.c * n.b,
    b: m.b * n.a + m.d * n.b,
    c: m.a * n.c + m.c * n.d,
    d: m.b * n.c + m.d * n.d,
    e: m.a * n.e + m.c * n.f + m.e,
    f: m.b * n.e + m.d * n.f + m.f,
  };
}

export function translation(x: number, y: number): Affine {
  return { a: 1, b: 0, c: 0, d: 1, e: x, f: y };
}

export function rotationScale(angleRad: number, sx: number, sy: number): Affine {
  const cos = Math.cos(angleRad);
  const sin = Math.sin(angleRad);
  return { a: cos * sx, b: sin * sx, c: -sin * sy, d: cos * sy, e: 0, f: 0 };
}

/**
 * The XY projection of an Object Coordinate System (DXF "arbitrary axis algorithm"): OCS x/y axes derived from
 * the extrusion vector, with the elevation's contribution as translation. (0,0,1) gives the identity; (0,0,-1),
 * common in mirrored drawings, flips x.
 */
export function ocsToWorld(ex: number, ey: number, ez: number, elevation: number): Affine {
  const len = Math.hypot(ex, ey, ez);
  if (!(len > 0) || !Number.isFinite(len)) return IDENTITY;
  const nx = ex / len;
  const ny = ey / len;
  const nz = ez / len;
  // The usual case: OCS equals WCS, and the elevation only moves along z, which a plan does not show.
  if (Math.abs(nx) < 1e-12 && Math.abs(ny) < 1e-12 && nz > 0) return IDENTITY;
  let ax: number;
  let ay: number;
  let az: number;
  if (Math.abs(nx) < 1 / 64 && Math.abs(ny) < 1 / 64) {
    // Wy × N
    ax = nz;
    ay = 0;
    az = -nx;
  } else {
    // Wz × N
    ax = -ny;
    ay = nx;
    az = 0;
  }
  const al = Math.hypot(ax, ay, az);
  ax /= al;
  ay /= al;
  az /= al;
  // N × Ax
  const bx = ny * az - nz * ay;
  const by = nz * ax - nx * az;
  const z = Number.isFinite(elevation) ? elevation : 0;
  return { a: ax, b: ay, c: bx, d: by, e: z * nx, f: z * ny };
}

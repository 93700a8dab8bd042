import { decodeDxfEscapes } from './encoding';
import type { EntityRecord } from './document';
import { readHatchLoops } from './hatch';
import { plainMtext } from './mtext';
import type { DxfTags } from './tags';
import { tagNumber, tagString } from './tags';

/** Properties every entity carries. Colour is ACI: 256 = BYLAYER, 0 = BYBLOCK. Extrusion defines the OCS. */
export interface EntityCommon {
  layer: string;
  color: number;
  trueColor: number | null;
  paperSpace: boolean;
  owner: string | null;
  handle: string | null;
  ex: number;
  ey: number;
  ez: number;
  /** Elevation (z) used for OCS entities; the XY projection of a tilted OCS depends on it. */
  elevation: number;
  /** Group 6 as written (BYLAYER when absent); case kept for writers, compared upper-cased. */
  linetype: string;
  /** Group 370 in 1/100 mm: -1 BYLAYER (the default), -2 BYBLOCK, -3 DEFAULT. */
  lineweight: number;
  /** Group 48: the entity's own linetype scale. */
  linetypeScale: number;
  /** Group 60 = 1: the entity is invisible. */
  invisible: boolean;
}

export interface TextItem {
  text: string;
  x: number;
  y: number;
  height: number;
  rotation: number;
  /** TEXT positions are OCS points; MTEXT and ATTRIB(R13+) are WCS. */
  ocs: boolean;
  common: EntityCommon;
  /** TEXT/ATTRIB alignment (72: 0 left, 1 centre, 2 right, 3 aligned, 4 middle, 5 fit; 73/74: 0 baseline, 1 bottom, 2 middle, 3 top). */
  halign?: number;
  valign?: number;
  /** Group 41 of TEXT: width factor. */
  widthFactor?: number;
  /** For aligned and fit TEXT (72 = 3 or 5): the text runs from this first point (10/20) to x, y. */
  startX?: number;
  startY?: number;
  /** MTEXT attachment point (71: 1 top-left ... 9 bottom-right) and reference column width (41). */
  attachment?: number;
  boxWidth?: number;
}

export type DecodedEntity =
  | { kind: 'line'; common: EntityCommon; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'point'; common: EntityCommon; x: number; y: number }
  | {
      kind: 'arc';
      common: EntityCommon;
      cx: number;
      cy: number;
      r: number;
      a0: number;
      a1: number;
      full: boolean;
    }
  | {
      kind: 'ellipse';
      common: EntityCommon;
      cx: number;
      cy: number;
      mx: number;
      my: number;
      ratio: number;
      t0: number;
      t1: number;
    }
  | {
      kind: 'polyline';
      common: EntityCommon;
      /** x,y pairs; OCS for 2D polylines, WCS when `ocs` is false. */
      points: number[];
      bulges: number[] | null;
      closed: boolean;
      ocs: boolean;
      /** Polyface meshes and polygon meshes: counted, their vertices count for extents, nothing is drawn. */
      mesh: boolean;
      filled: boolean;
    }
  | { kind: 'text'; item: TextItem }
  | {
      kind: 'insert';
      common: EntityCommon;
      block: string;
      x: number;
      y: number;
      sx: number;
      sy: number;
      rotation: number;
      cols: number;
      rows: number;
      colSpacing: number;
      rowSpacing: number;
      attribs: TextItem[];
    }
  | { kind: 'dimension'; common: EntityCommon; block: string; measurement: number | null; text: string }
  | { kind: 'hatch'; common: EntityCommon; paths: number; loops: number[][]; solid: boolean }
  | { kind: 'ignored'; common: EntityCommon }
  | { kind: 'unknown'; common: EntityCommon };

export interface DecodeStats {
  vertices: number;
}

function newCommon(): EntityCommon {
  return {
    layer: '0',
    color: 256,
    trueColor: null,
    paperSpace: false,
    owner: null,
    handle: null,
    ex: 0,
    ey: 0,
    ez: 1,
    elevation: 0,
    linetype: 'BYLAYER',
    lineweight: -1,
    linetypeScale: 1,
    invisible: false,
  };
}

/**
 * Walks an entity's tags, handing common codes to `common` and the rest to `visit`. Skips 102 application groups
 * (their 330 reactors are not the owner) and stops at embedded objects (101), whose codes mean something else.
 */
function walk(
  tags: DxfTags,
  rec: EntityRecord,
  common: EntityCommon,
  visit: (code: number, i: number) => void,
): void {
  let inGroup = false;
  for (let i = rec.start + 1; i < rec.end; i += 1) {
    const code = tags.codes[i] as number;
    if (code === 102) {
      inGroup = tagString(tags, i).trim().startsWith('{');
      continue;
    }
    if (inGroup) continue;
    if (code === 101) break;
    if (code >= 1000) break; // extended data (XDATA) always comes last
    switch (code) {
      case 8:
        common.layer = decodeDxfEscapes(tagString(tags, i).trim());
        break;
      case 62:
        common.color = Math.trunc(tagNumber(tags, i));
        break;
      case 420:
        common.trueColor = tagNumber(tags, i) & 0xffffff;
        break;
      case 67:
        common.paperSpace = tagNumber(tags, i) === 1;
        break;
      case 330:
        if (common.owner === null) common.owner = tagString(tags, i).trim().toUpperCase();
        break;
      case 5:
        common.handle = tagString(tags, i).trim().toUpperCase();
        break;
      case 210:
        common.ex = tagNumber(tags, i);
        break;
      case 220:
        common.ey = tagNumber(tags, i);
        break;
      case 230:
        common.ez = tagNumber(tags, i);
        break;
      case 6:
        common.linetype = decodeDxfEscapes(tagString(tags, i).trim()) || 'BYLAYER';
        break;
      case 370: {
        const weight = tagNumber(tags, i);
        if (Number.isFinite(weight)) common.lineweight = Math.trunc(weight);
        break;
      }
      case 48: {
        const scale = tagNumber(tags, i);
        if (Number.isFinite(scale) && scale > 0) common.linetypeScale = scale;
        break;
      }
      case 60:
        common.invisible = tagNumber(tags, i) === 1;
        break;
      default:
        visit(code, i);
    }
  }
}

/** Only the common properties (layer, space, owner), for counting without decoding geometry. */
export function readCommon(tags: DxfTags, rec: EntityRecord): EntityCommon {
  const common = newCommon();
  walk(tags, rec, common, () => undefined);
  return common;
}

/**
 * A TEXT, ATTRIB or ATTDEF's own codes, alignment decoded once for every reader (the metadata's TextItem and
 * the editor import's text details).
 */
export interface TextCodes {
  /** Code 1 with DXF escapes decoded and the %%u/%%o/%%k toggles dropped. */
  text: string;
  /** First alignment point (10/20). */
  x: number;
  y: number;
  /** Second alignment point (11/21), NaN when absent. */
  ax: number;
  ay: number;
  height: number;
  rotation: number;
  /** 72 as written: 0 left, 1 centre, 2 right, 3 aligned, 4 middle, 5 fit. */
  halign: number;
  /** 73 for TEXT, 74 for ATTRIB/ATTDEF (whose 73 is the field length): 0 baseline, 1 bottom, 2 middle, 3 top. */
  valign: number;
  /** Group 41: width factor, as written. */
  widthFactor: number;
  /** An attribute's flag 1: invisible. */
  hidden: boolean;
  /** With any alignment other than left/baseline, the second point is where the text really sits. */
  aligned: boolean;
}

export function readTextCodes(
  tags: DxfTags,
  rec: EntityRecord,
  kind: 'TEXT' | 'ATTRIB' | 'ATTDEF',
  common: EntityCommon = newCommon(),
): TextCodes {
  let text = '';
  let x = 0;
  let y = 0;
  let ax = Number.NaN;
  let ay = Number.NaN;
  let height = 0;
  let rotation = 0;
  let halign = 0;
  let valign = 0;
  let flags = 0;
  let widthFactor = 1;
  const attribute = kind !== 'TEXT';
  walk(tags, rec, common, (code, i) => {
    if (code === 1) text = tagString(tags, i);
    else if (code === 41) widthFactor = tagNumber(tags, i);
    else if (code === 10) x = tagNumber(tags, i);
    else if (code === 20) y = tagNumber(tags, i);
    else if (code === 30) common.elevation = tagNumber(tags, i);
    else if (code === 11) ax = tagNumber(tags, i);
    else if (code === 21) ay = tagNumber(tags, i);
    else if (code === 40) height = tagNumber(tags, i);
    else if (code === 50) rotation = tagNumber(tags, i);
    else if (code === 72) halign = tagNumber(tags, i);
    else if (code === (attribute ? 74 : 73)) valign = tagNumber(tags, i);
    else if (code === 70 && attribute) flags = tagNumber(tags, i);
  });
  return {
    text: decodeDxfEscapes(text).replace(/%%[uUoOkK]/g, ''),
    x,
    y,
    ax,
    ay,
    height,
    rotation,
    halign,
    valign,
    widthFactor,
    hidden: (flags & 1) === 1,
    aligned: (halign !== 0 || valign !== 0) && Number.isFinite(ax) && Number.isFinite(ay),
  };
}

function decodeText(
  tags: DxfTags,
  rec: EntityRecord,
  common: EntityCommon,
  kind: 'TEXT' | 'ATTRIB',
): TextItem {
  const t = readTextCodes(tags, rec, kind, common);
  return {
    text: t.hidden ? '' : t.text,
    x: t.aligned ? t.ax : t.x,
    y: t.aligned ? t.ay : t.y,
    height: t.height,
    rotation: t.rotation,
    ocs: true,
    common,
    halign: t.aligned ? t.halign : 0,
    valign: t.aligned ? t.valign : 0,
    startX: t.x,
    startY: t.y,
    widthFactor: Number.isFinite(t.widthFactor) && t.widthFactor > 0 ? t.widthFactor : 1,
  };
}

export function decodeMtext(tags: DxfTags, rec: EntityRecord, common: EntityCommon): TextItem {
  let head = '';
  let tail = '';
  let x = 0;
  let y = 0;
  let height = 0;
  let rotation = 0;
  let dirX = Number.NaN;
  let dirY = Number.NaN;
  let attachment = 1;
  let boxWidth = 0;
  walk(tags, rec, common, (code, i) => {
    if (code === 3) head += tagString(tags, i);
    else if (code === 71) attachment = tagNumber(tags, i);
    else if (code === 41) boxWidth = tagNumber(tags, i);
    else if (code === 1) tail += tagString(tags, i);
    else if (code === 10) x = tagNumber(tags, i);
    else if (code === 20) y = tagNumber(tags, i);
    else if (code === 40) height = tagNumber(tags, i);
    else if (code === 50) rotation = tagNumber(tags, i);
    else if (code === 11) dirX = tagNumber(tags, i);
    else if (code === 21) dirY = tagNumber(tags, i);
  });
  // The x-axis direction vector (11/21) wins over the rotation angle when both are present.
  if (Number.isFinite(dirX) && Number.isFinite(dirY) && (dirX !== 0 || dirY !== 0)) {
    rotation = (Math.atan2(dirY, dirX) * 180) / Math.PI;
  }
  return {
    text: plainMtext(head + tail),
    x,
    y,
    height,
    rotation,
    ocs: false,
    common,
    attachment: Number.isInteger(attachment) && attachment >= 1 && attachment <= 9 ? attachment : 1,
    boxWidth: Number.isFinite(boxWidth) && boxWidth > 0 ? boxWidth : 0,
  };
}

function decodeLwPolyline(
  tags: DxfTags,
  rec: EntityRecord,
  common: EntityCommon,
  stats: DecodeStats,
): DecodedEntity {
  const points: number[] = [];
  const bulges: number[] = [];
  let hasBulge = false;
  let flags = 0;
  walk(tags, rec, common, (code, i) => {
    if (code === 10) {
      points.push(tagNumber(tags, i), 0);
      bulges.push(0);
    } else if (code === 20 && points.length > 0) points[points.length - 1] = tagNumber(tags, i);
    else if (code === 42 && bulges.length > 0) {
      const b = tagNumber(tags, i);
      bulges[bulges.length - 1] = b;
      if (b !== 0) hasBulge = true;
    } else if (code === 70) flags = tagNumber(tags, i);
    else if (code === 38) common.elevation = tagNumber(tags, i);
  });
  stats.vertices += points.length / 2;
  return {
    kind: 'polyline',
    common,
    points,
    bulges: hasBulge ? bulges : null,
    closed: (flags & 1) === 1,
    ocs: true,
    mesh: false,
    filled: false,
  };
}

function decodePolyline(
  tags: DxfTags,
  rec: EntityRecord,
  common: EntityCommon,
  stats: DecodeStats,
): DecodedEntity {
  let flags = 0;
  walk(tags, rec, common, (code, i) => {
    if (code === 70) flags = tagNumber(tags, i);
    else if (code === 30) common.elevation = tagNumber(tags, i);
  });
  const is3d = (flags & 8) !== 0;
  const mesh = (flags & 16) !== 0 || (flags & 64) !== 0;
  const splineFit = (flags & 4) !== 0;
  const points: number[] = [];
  const bulges: number[] = [];
  let hasBulge = false;
  for (const v of rec.followers ?? []) {
    let x = Number.NaN;
    let y = Number.NaN;
    let bulge = 0;
    let vflags = 0;
    walk(tags, v, newCommon(), (code, i) => {
      if (code === 10) x = tagNumber(tags, i);
      else if (code === 20) y = tagNumber(tags, i);
      else if (code === 42) bulge = tagNumber(tags, i);
      else if (code === 70) vflags = tagNumber(tags, i);
    });
    // Polyface face records (128 without 64) carry vertex indices, not positions.
    if ((vflags & 128) !== 0 && (vflags & 64) === 0) continue;
    // A spline-fit polyline keeps its control frame (flag 16) beside the fitted vertices (flag 8).
    if (splineFit && (vflags & 16) !== 0) continue;
    points.push(x, y);
    bulges.push(bulge);
    if (bulge !== 0) hasBulge = true;
  }
  stats.vertices += points.length / 2;
  return {
    kind: 'polyline',
    common,
    points,
    bulges: hasBulge && !is3d && !mesh ? bulges : null,
    closed: (flags & 1) === 1 && !mesh,
    ocs: !is3d && !mesh,
    mesh,
    filled: false,
  };
}

/** Evaluates a (rational) B-spline with de Boor's algorithm at evenly spaced parameters. */
function sampleBspline(
  ctrl: number[],
  weights: number[],
  knots: number[],
  degree: number,
  samples: number,
): number[] {
  const n = ctrl.length / 2;
  const out: number[] = [];
  const t0 = knots[degree] as number;
  const t1 = knots[n] as number;
  if (!(t1 > t0)) return [];
  const hx = new Float64Array(degree + 1);
  const hy = new Float64Array(degree + 1);
  const hw = new Float64Array(degree + 1);
  for (let s = 0; s <= samples; s += 1) {
    const t = s === samples ? t1 : t0 + ((t1 - t0) * s) / samples;
    let k = degree;
    while (k < n - 1 && (knots[k + 1] as number) <= t) k += 1;
    for (let j = 0; j <= degree; j += 1) {
      const idx = k - degree + j;
      const w = weights[idx] ?? 1;
      hx[j] = (ctrl[idx * 2] as number) * w;
      hy[j] = (ctrl[idx * 2 + 1] as number) * w;
      hw[j] = w;
    }
    for (let r = 1; r <= degree; r += 1) {
      for (let j = degree; j >= r; j -= 1) {
        const i = k - degree + j;
        const left = knots[i] as number;
        const denom = (knots[i + degree - r + 1] as number) - left;
        const alpha = denom === 0 ? 0 : (t - left) / denom;
        hx[j] = (1 - alpha) * (hx[j - 1] as number) + alpha * (hx[j] as number);
        hy[j] = (1 - alpha) * (hy[j - 1] as number) + alpha * (hy[j] as number);
        hw[j] = (1 - alpha) * (hw[j - 1] as number) + alpha * (hw[j] as number);
      }
    }
    const w = hw[degree] as number;
    if (w !== 0) out.push((hx[degree] as number) / w, (hy[degree] as number) / w);
  }
  return out;
}

function decodeSpline(
  tags: DxfTags,
  rec: EntityRecord,
  common: EntityCommon,
  stats: DecodeStats,
): DecodedEntity {
  const ctrl: number[] = [];
  const fit: number[] = [];
  const knots: number[] = [];
  const weights: number[] = [];
  let degree = 3;
  let flags = 0;
  walk(tags, rec, common, (code, i) => {
    if (code === 10) ctrl.push(tagNumber(tags, i), 0);
    else if (code === 20 && ctrl.length > 0) ctrl[ctrl.length - 1] = tagNumber(tags, i);
    else if (code === 11) fit.push(tagNumber(tags, i), 0);
    else if (code === 21 && fit.length > 0) fit[fit.length - 1] = tagNumber(tags, i);
    else if (code === 40) knots.push(tagNumber(tags, i));
    else if (code === 41) weights.push(tagNumber(tags, i));
    else if (code === 71) degree = tagNumber(tags, i);
    else if (code === 70) flags = tagNumber(tags, i);
  });
  stats.vertices += (ctrl.length + fit.length) / 2;
  const n = ctrl.length / 2;
  let points: number[] = [];
  const validDegree = Number.isInteger(degree) && degree >= 1 && degree <= 11;
  if (validDegree && n > degree && knots.length === n + degree + 1 && knots.every(Number.isFinite)) {
    points = sampleBspline(ctrl, weights.length === n ? weights : [], knots, degree, Math.min(2000, n * 12));
  }
  if (points.length < 4) points = fit.length >= 4 ? fit : ctrl;
  // Splines are 3D curves in WCS; their XY projection is what a plan shows.
  common.ex = 0;
  common.ey = 0;
  common.ez = 1;
  return {
    kind: 'polyline',
    common,
    points,
    bulges: null,
    closed: (flags & 1) === 1,
    ocs: false,
    mesh: false,
    filled: false,
  };
}

function decodeCorners(tags: DxfTags, rec: EntityRecord, common: EntityCommon, type: string): DecodedEntity {
  const p = [0, 0, 0, 0, 0, 0, Number.NaN, Number.NaN];
  walk(tags, rec, common, (code, i) => {
    if (code >= 10 && code <= 13) p[(code - 10) * 2] = tagNumber(tags, i);
    else if (code >= 20 && code <= 23) p[(code - 20) * 2 + 1] = tagNumber(tags, i);
    else if (code === 30 && type !== '3DFACE') common.elevation = tagNumber(tags, i);
  });
  if (Number.isNaN(p[6])) {
    p[6] = p[4] as number;
    p[7] = p[5] as number;
  }
  const [x0, y0, x1, y1, x2, y2, x3, y3] = p as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // SOLID and TRACE list their corners in zig-zag order (1, 2, 4, 3 around the outline); 3DFACE goes around.
  const points = type === '3DFACE' ? [x0, y0, x1, y1, x2, y2, x3, y3] : [x0, y0, x1, y1, x3, y3, x2, y2];
  if (points[4] === points[6] && points[5] === points[7]) points.length = 6;
  return {
    kind: 'polyline',
    common,
    points,
    bulges: null,
    closed: true,
    ocs: type !== '3DFACE',
    mesh: false,
    filled: type !== '3DFACE',
  };
}

function decodeLeader(
  tags: DxfTags,
  rec: EntityRecord,
  common: EntityCommon,
  stats: DecodeStats,
): DecodedEntity {
  const points: number[] = [];
  walk(tags, rec, common, (code, i) => {
    if (code === 10) points.push(tagNumber(tags, i), 0);
    else if (code === 20 && points.length > 0) points[points.length - 1] = tagNumber(tags, i);
  });
  stats.vertices += points.length / 2;
  return {
    kind: 'polyline',
    common,
    points,
    bulges: null,
    closed: false,
    ocs: false,
    mesh: false,
    filled: false,
  };
}

/** WIPEOUT: a clip polygon in pixel space mapped to WCS through the insertion point and the u/v pixel vectors. */
function decodeWipeout(
  tags: DxfTags,
  rec: EntityRecord,
  common: EntityCommon,
  stats: DecodeStats,
): DecodedEntity {
  const v = { ix: 0, iy: 0, ux: 1, uy: 0, vx: 0, vy: 1, h: 1 };
  const clip: number[] = [];
  walk(tags, rec, common, (code, i) => {
    const value = tagNumber(tags, i);
    if (code === 10) v.ix = value;
    else if (code === 20) v.iy = value;
    else if (code === 11) v.ux = value;
    else if (code === 21) v.uy = value;
    else if (code === 12) v.vx = value;
    else if (code === 22) v.vy = value;
    else if (code === 23) v.h = value;
    else if (code === 14) clip.push(value, 0);
    else if (code === 24 && clip.length > 0) clip[clip.length - 1] = value;
  });
  let pixels = clip;
  if (clip.length === 4) {
    const [ax, ay, bx, by] = clip as [number, number, number, number];
    pixels = [ax, ay, bx, ay, bx, by, ax, by];
  }
  stats.vertices += pixels.length / 2;
  // The clip origin is the top-left pixel corner, hence the half-pixel shift and the flipped y.
  const ox = v.ix + v.ux * 0.5 - v.vx * 0.5;
  const oy = v.iy + v.uy * 0.5 - v.vy * 0.5;
  const points: number[] = [];
  for (let k = 0; k + 1 < pixels.length; k += 2) {
    const px = pixels[k] as number;
    const py = v.h - (pixels[k + 1] as number);
    points.push(ox + v.ux * px + v.vx * py, oy + v.uy * px + v.vy * py);
  }
  return {
    kind: 'polyline',
    common,
    points,
    bulges: null,
    closed: true,
    ocs: false,
    mesh: false,
    filled: false,
  };
}

function decodeInsert(tags: DxfTags, rec: EntityRecord, common: EntityCommon): DecodedEntity {
  const e = {
    block: '',
    x: 0,
    y: 0,
    sx: 1,
    sy: 1,
    rotation: 0,
    cols: 1,
    rows: 1,
    colSpacing: 0,
    rowSpacing: 0,
  };
  walk(tags, rec, common, (code, i) => {
    if (code === 2) e.block = decodeDxfEscapes(tagString(tags, i).trim());
    else if (code === 10) e.x = tagNumber(tags, i);
    else if (code === 20) e.y = tagNumber(tags, i);
    else if (code === 30) common.elevation = tagNumber(tags, i);
    else if (code === 41) e.sx = tagNumber(tags, i);
    else if (code === 42) e.sy = tagNumber(tags, i);
    else if (code === 50) e.rotation = tagNumber(tags, i);
    else if (code === 70) e.cols = tagNumber(tags, i);
    else if (code === 71) e.rows = tagNumber(tags, i);
    else if (code === 44) e.colSpacing = tagNumber(tags, i);
    else if (code === 45) e.rowSpacing = tagNumber(tags, i);
  });
  const attribs: TextItem[] = [];
  for (const follower of rec.followers ?? []) {
    const item = decodeText(tags, follower, newCommon(), 'ATTRIB');
    if (item.text !== '') attribs.push(item);
  }
  return { kind: 'insert', common, ...e, attribs };
}

/**
 * R2007-R2013 MTEXT with columns stores each further column as its own MTEXT, linked from the first one's ACAD
 * XDATA (ACAD_MTEXT_COLUMNS_BEGIN ... 1005 handles). Those linked entities are parts of one MTEXT.
 */
export function mtextColumnHandles(tags: DxfTags, rec: EntityRecord): string[] {
  const handles: string[] = [];
  let inColumns = false;
  for (let i = rec.start + 1; i < rec.end; i += 1) {
    const code = tags.codes[i];
    if (code === 1000) {
      const marker = tagString(tags, i).trim();
      if (marker === 'ACAD_MTEXT_COLUMNS_BEGIN') inColumns = true;
      else if (marker === 'ACAD_MTEXT_COLUMNS_END') inColumns = false;
    } else if (inColumns && code === 1005) {
      handles.push(tagString(tags, i).trim().toUpperCase());
    }
  }
  return handles;
}

const IGNORED = new Set(['VIEWPORT', 'ATTDEF', 'RAY', 'XLINE', 'IMAGE', 'OLE2FRAME', 'OLEFRAME']);

/** Decodes one entity record into geometry the expander understands; unknown types keep only their common part. */
export function decodeEntity(tags: DxfTags, rec: EntityRecord, stats: DecodeStats): DecodedEntity {
  const common = newCommon();
  switch (rec.type) {
    case 'LINE':
    case '3DLINE': {
      const p = [0, 0, 0, 0];
      walk(tags, rec, common, (code, i) => {
        if (code === 10) p[0] = tagNumber(tags, i);
        else if (code === 20) p[1] = tagNumber(tags, i);
        else if (code === 11) p[2] = tagNumber(tags, i);
        else if (code === 21) p[3] = tagNumber(tags, i);
      });
      // LINE points are WCS: the extrusion only gives the thickness direction.
      common.ex = 0;
      common.ey = 0;
      common.ez = 1;
      return {
        kind: 'line',
        common,
        x1: p[0] as number,
        y1: p[1] as number,
        x2: p[2] as number,
        y2: p[3] as number,
      };
    }
    case 'POINT': {
      let x = 0;
      let y = 0;
      walk(tags, rec, common, (code, i) => {
        if (code === 10) x = tagNumber(tags, i);
        else if (code === 20) y = tagNumber(tags, i);
      });
      common.ex = 0;
      common.ey = 0;
      common.ez = 1;
      return { kind: 'point', common, x, y };
    }
    case 'CIRCLE':
    case 'ARC': {
      const a = { cx: 0, cy: 0, r: 0, a0: 0, a1: 360 };
      walk(tags, rec, common, (code, i) => {
        if (code === 10) a.cx = tagNumber(tags, i);
        else if (code === 20) a.cy = tagNumber(tags, i);
        else if (code === 30) common.elevation = tagNumber(tags, i);
        else if (code === 40) a.r = tagNumber(tags, i);
        else if (code === 50) a.a0 = tagNumber(tags, i);
        else if (code === 51) a.a1 = tagNumber(tags, i);
      });
      return { kind: 'arc', common, ...a, full: rec.type === 'CIRCLE' };
    }
    case 'ELLIPSE': {
      const e = { cx: 0, cy: 0, mx: 1, my: 0, ratio: 1, t0: 0, t1: Math.PI * 2 };
      walk(tags, rec, common, (code, i) => {
        if (code === 10) e.cx = tagNumber(tags, i);
        else if (code === 20) e.cy = tagNumber(tags, i);
        else if (code === 11) e.mx = tagNumber(tags, i);
        else if (code === 21) e.my = tagNumber(tags, i);
        else if (code === 40) e.ratio = tagNumber(tags, i);
        else if (code === 41) e.t0 = tagNumber(tags, i);
        else if (code === 42) e.t1 = tagNumber(tags, i);
      });
      return { kind: 'ellipse', common, ...e };
    }
    case 'LWPOLYLINE':
      return decodeLwPolyline(tags, rec, common, stats);
    case 'POLYLINE':
      return decodePolyline(tags, rec, common, stats);
    case 'SPLINE':
      return decodeSpline(tags, rec, common, stats);
    case 'TEXT':
      return { kind: 'text', item: decodeText(tags, rec, common, 'TEXT') };
    case 'MTEXT':
      return { kind: 'text', item: decodeMtext(tags, rec, common) };
    case 'INSERT':
      return decodeInsert(tags, rec, common);
    case 'DIMENSION': {
      let block = '';
      let measurement: number | null = null;
      let text = '';
      walk(tags, rec, common, (code, i) => {
        if (code === 2) block = tagString(tags, i).trim();
        else if (code === 42) {
          const m = tagNumber(tags, i);
          measurement = Number.isFinite(m) ? m : null;
        } else if (code === 1) text = plainMtext(tagString(tags, i));
      });
      return { kind: 'dimension', common, block, measurement, text };
    }
    case 'HATCH': {
      let solid = false;
      walk(tags, rec, common, (code, i) => {
        if (code === 70) solid = tagNumber(tags, i) === 1;
        else if (code === 30) common.elevation = tagNumber(tags, i);
      });
      const { loops, paths } = readHatchLoops(tags, rec);
      for (const loop of loops) stats.vertices += loop.length / 2;
      return { kind: 'hatch', common, paths, loops, solid };
    }
    case 'SOLID':
    case 'TRACE':
    case '3DFACE':
      return decodeCorners(tags, rec, common, rec.type);
    case 'LEADER':
      return decodeLeader(tags, rec, common, stats);
    case 'WIPEOUT':
      return decodeWipeout(tags, rec, common, stats);
    default:
      walk(tags, rec, common, () => undefined);
      return IGNORED.has(rec.type) ? { kind: 'ignored', common } : { kind: 'unknown', common };
  }
}

import type { EntityRecord } from '../dxf/document';
import { decodeDxfEscapes } from '../dxf/encoding';
import { decodeMtext, readCommon, readTextCodes } from '../dxf/entities';
import { plainMtext } from '../dxf/mtext';
import type { DxfTags } from '../dxf/tags';
import { tagName, tagNumber, tagString } from '../dxf/tags';

/*
 * What the editor import needs beyond what the metadata reader decodes (entities.ts): text alignment, DIMENSION
 * definition points, HATCH pattern, mesh faces, entity linetype/lineweight. MTEXT comes from the reader itself.
 */

/** Visits an entity's own tags (102 application groups and XDATA skipped, stops at embedded objects). */
function eachTag(tags: DxfTags, rec: EntityRecord, visit: (code: number, i: number) => void): void {
  let inGroup = false;
  for (let i = rec.start + 1; i < rec.end; i += 1) {
    const code = tags.codes[i] as number;
    if (code === 102) {
      inGroup = tagString(tags, i).trim().startsWith('{');
      continue;
    }
    if (inGroup) continue;
    if (code === 101 || code >= 1000) break;
    visit(code, i);
  }
}

/** Linetype name (upper case; 'BYLAYER'/'BYBLOCK' kept) and lineweight code (-1 BYLAYER, -2 BYBLOCK, -3 default). */
export interface StyleDetails {
  linetype: string | null;
  lineweight: number | null;
}

export function styleDetails(tags: DxfTags, rec: EntityRecord): StyleDetails {
  const out: StyleDetails = { linetype: null, lineweight: null };
  eachTag(tags, rec, (code, i) => {
    if (code === 6) out.linetype = tagString(tags, i).trim().toUpperCase();
    else if (code === 370) {
      const v = tagNumber(tags, i);
      if (Number.isFinite(v)) out.lineweight = Math.trunc(v);
    }
  });
  return out;
}

export interface TextDetails {
  text: string;
  /** The point the text hangs on (OCS for TEXT/ATTRIB, WCS for MTEXT). */
  x: number;
  y: number;
  height: number;
  /** Degrees, counter-clockwise (DXF). */
  rotation: number;
  align: 'left' | 'center' | 'right';
  /** Where the point sits vertically on the text. */
  valign: 'baseline' | 'bottom' | 'middle' | 'top';
  /** MTEXT box width, 0 when none. */
  width: number;
  /** TEXT positions are OCS points; MTEXT and ATTRIB(R13+) WCS. */
  ocs: boolean;
  hidden: boolean;
}

/** TEXT, ATTRIB or ATTDEF, its alignment as the shared reader decodes it (entities.ts readTextCodes). */
export function textDetails(tags: DxfTags, rec: EntityRecord): TextDetails {
  const kind = rec.type === 'ATTRIB' || rec.type === 'ATTDEF' ? rec.type : 'TEXT';
  const t = readTextCodes(tags, rec, kind);
  const { halign, valign, aligned } = t;
  // "Aligned" and "fit" span both points; their middle, centred, is where the text stands.
  const span = (halign === 3 || halign === 5) && aligned;
  return {
    text: t.text,
    x: span ? (t.x + t.ax) / 2 : aligned ? t.ax : t.x,
    y: span ? (t.y + t.ay) / 2 : aligned ? t.ay : t.y,
    height: t.height,
    rotation: t.rotation,
    align:
      halign === 1 || halign === 3 || halign === 4 || halign === 5
        ? 'center'
        : halign === 2
          ? 'right'
          : 'left',
    valign:
      halign === 4
        ? 'middle'
        : valign === 3
          ? 'top'
          : valign === 2
            ? 'middle'
            : valign === 1
              ? 'bottom'
              : 'baseline',
    width: 0,
    ocs: true,
    hidden: t.hidden,
  };
}

/** MTEXT as the shared reader decodes it (attachment point 71: top/middle/bottom × left/centre/right, box 41). */
export function mtextDetails(tags: DxfTags, rec: EntityRecord): TextDetails {
  const t = decodeMtext(tags, rec, readCommon(tags, rec));
  const a = t.attachment ?? 1;
  const col = (a - 1) % 3;
  const row = Math.floor((a - 1) / 3);
  return {
    text: t.text,
    x: t.x,
    y: t.y,
    height: t.height,
    rotation: t.rotation,
    align: col === 1 ? 'center' : col === 2 ? 'right' : 'left',
    valign: row === 0 ? 'top' : row === 1 ? 'middle' : 'bottom',
    width: t.boxWidth ?? 0,
    ocs: false,
    hidden: false,
  };
}

export interface DimensionDetails {
  /** Code 70 & 7: 0 rotated, 1 aligned, 2 angular, 3 diameter, 4 radius, 5 angular 3-point, 6 ordinate. */
  kind: number;
  /** Dimension line location (10/20), first and second extension points (13/23, 14/24), WCS. */
  defX: number;
  defY: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Rotated dimensions: the measured direction, degrees counter-clockwise. */
  angle: number;
  /** The text override ('' = the measurement, '<>' inside stands for it). */
  text: string;
}

export function dimensionDetails(tags: DxfTags, rec: EntityRecord): DimensionDetails {
  const d: DimensionDetails = { kind: 0, defX: 0, defY: 0, x1: 0, y1: 0, x2: 0, y2: 0, angle: 0, text: '' };
  eachTag(tags, rec, (code, i) => {
    const v = (): number => tagNumber(tags, i);
    if (code === 70) d.kind = v() & 7;
    else if (code === 10) d.defX = v();
    else if (code === 20) d.defY = v();
    else if (code === 13) d.x1 = v();
    else if (code === 23) d.y1 = v();
    else if (code === 14) d.x2 = v();
    else if (code === 24) d.y2 = v();
    else if (code === 50) d.angle = v();
    else if (code === 1) d.text = plainMtext(tagString(tags, i));
  });
  return d;
}

export interface HatchDetails {
  pattern: string;
  solid: boolean;
  scale: number;
  angle: number;
}

export function hatchDetails(tags: DxfTags, rec: EntityRecord): HatchDetails {
  const h: HatchDetails = { pattern: 'SOLID', solid: false, scale: 1, angle: 0 };
  let seenName = false;
  eachTag(tags, rec, (code, i) => {
    if (code === 2 && !seenName) {
      h.pattern = tagString(tags, i).trim().toUpperCase() || 'SOLID';
      seenName = true;
    } else if (code === 70) h.solid = tagNumber(tags, i) === 1;
    else if (code === 41) {
      const v = tagNumber(tags, i);
      if (Number.isFinite(v) && v > 0) h.scale = v;
    } else if (code === 52) {
      const v = tagNumber(tags, i);
      if (Number.isFinite(v)) h.angle = v;
    }
  });
  if (h.solid) h.pattern = 'SOLID';
  return h;
}

/**
 * A POLYLINE mesh's edges as vertex-index runs: polyface faces (vertex records with flag 128, indices 71–74,
 * negative = invisible edge, drawn anyway as the outline of the face) or an M × N polygon mesh's rows and columns.
 * Null for a plain 2D/3D polyline.
 */
export function meshFaces(
  tags: DxfTags,
  rec: EntityRecord,
): { points: number[]; faces: number[][]; closedRuns: boolean[] } | null {
  let flags = 0;
  let m = 0;
  let n = 0;
  eachTag(tags, rec, (code, i) => {
    if (code === 70) flags = tagNumber(tags, i);
    else if (code === 71) m = tagNumber(tags, i);
    else if (code === 72) n = tagNumber(tags, i);
  });
  const polyface = (flags & 64) !== 0;
  const grid = (flags & 16) !== 0;
  if (!polyface && !grid) return null;
  const points: number[] = [];
  const faces: number[][] = [];
  const closedRuns: boolean[] = [];
  for (const v of rec.followers ?? []) {
    let x = Number.NaN;
    let y = Number.NaN;
    let vflags = 0;
    const idx: number[] = [];
    eachTag(tags, v, (code, i) => {
      if (code === 10) x = tagNumber(tags, i);
      else if (code === 20) y = tagNumber(tags, i);
      else if (code === 70) vflags = tagNumber(tags, i);
      else if (code >= 71 && code <= 74) idx.push(Math.abs(Math.trunc(tagNumber(tags, i))));
    });
    if ((vflags & 128) !== 0 && (vflags & 64) === 0) {
      const face = idx.filter((k) => Number.isFinite(k) && k > 0).map((k) => k - 1);
      if (face.length >= 2) {
        faces.push(face);
        closedRuns.push(face.length > 2);
      }
    } else {
      points.push(x, y);
    }
  }
  if (grid) {
    const rows = Math.trunc(m);
    const cols = Math.trunc(n);
    if (rows >= 1 && cols >= 1 && rows * cols <= points.length / 2) {
      for (let r = 0; r < rows; r += 1) {
        faces.push(Array.from({ length: cols }, (_, c) => r * cols + c));
        closedRuns.push((flags & 32) !== 0);
      }
      for (let c = 0; c < cols; c += 1) {
        faces.push(Array.from({ length: rows }, (_, r) => r * cols + c));
        closedRuns.push((flags & 1) !== 0);
      }
    }
  }
  const count = points.length / 2;
  const valid = faces.map((f) => f.every((k) => k < count));
  return {
    points,
    faces: faces.filter((_, k) => valid[k]),
    closedRuns: closedRuns.filter((_, k) => valid[k]),
  };
}

/** LAYER table lineweights (code 370, 1/100 mm), by upper-cased layer name; the metadata reader does not keep them. */
export function layerLineweights(tags: DxfTags): Map<string, number> {
  const out = new Map<string, number>();
  const { codes } = tags;
  for (let i = 0; i < codes.length; i += 1) {
    if (codes[i] !== 0 || tagName(tags, i) !== 'LAYER') continue;
    let name = '';
    let weight: number | null = null;
    let j = i + 1;
    for (; j < codes.length && codes[j] !== 0; j += 1) {
      if (codes[j] === 2) name = decodeDxfEscapes(tagString(tags, j).trim());
      else if (codes[j] === 370) weight = tagNumber(tags, j);
    }
    if (name !== '' && weight !== null && Number.isFinite(weight))
      out.set(name.toUpperCase(), Math.trunc(weight));
    i = j - 1;
  }
  return out;
}

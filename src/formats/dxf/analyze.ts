import { ProcessingError } from '../errors';
import type { ProcessingLimits } from '../limits';
import { Deadline } from '../limits';
import { tokenizeAscii } from './ascii-tokenizer';
import { isBinaryDxf, tokenizeBinary } from './binary-tokenizer';
import type { DxfDocument, EntityRecord, LayerDef } from './document';
import { headerNumber, headerString, readDocument } from './document';
import { chooseTextEncoding, makeDecoder, sniffHeaderValue } from './encoding';
import type { DecodedEntity, EntityCommon } from './entities';
import { mtextColumnHandles } from './entities';
import type { WorldText } from './expand';
import { Expander } from './expand';
import type { DxfGeometry } from './geometry';
import type { Room } from './rooms';
import { searchRooms } from './room-search';
import type { DrawingUnit } from './units';
import { guessUnitFromSize, metersPerUnit, unitName } from './units';
import { quoteExcerpt, quoteList } from '../quote';

export interface DxfProcessedJson {
  format: 'dxf';
  dxf_version: string | null;
  binary: boolean;
  encoding: string;
  units: DrawingUnit;
  /** Raw $INSUNITS code, null when the header has none. */
  insunits: number | null;
  /** LAYER table entries plus the system layers "0" and "Defpoints" when the file omits them (implicit: true). */
  layers: {
    name: string;
    color: number;
    linetype: string;
    frozen: boolean;
    off: boolean;
    locked: boolean;
    implicit: boolean;
    entity_count: number;
  }[];
  entity_counts: Record<string, number>;
  msp_entities: number;
  paper_space_entities: number;
  /** LWPOLYLINE and 2D/3D POLYLINE entities with the closed flag (70 & 1); meshes excluded. */
  closed_polylines: number;
  closed_lwpolylines: number;
  /** Block definitions other than the model/paper space layout blocks. */
  blocks: number;
  extents: { min: { x: number; y: number }; max: { x: number; y: number } } | null;
  texts: { text: string; x: number; y: number; height: number; layer: string }[];
  rooms: Room[];
  dimensions: { measurement: number | null; text: string }[];
  hatch_boundary_paths: number;
  warnings: string[];
}

export interface DxfAnalysis {
  processed: DxfProcessedJson;
  geometry: DxfGeometry;
}

const MAX_TEXTS = 2000;
const MAX_DIMENSIONS = 1000;
const DRAWN = new Set([
  'line',
  'point',
  'arc',
  'ellipse',
  'polyline',
  'text',
  'insert',
  'dimension',
  'hatch',
]);

/** Reads the file's sections, tables, blocks and entity records (ASCII in any encoding, or binary). */
export function readDxfDocument(
  bytes: Uint8Array,
  limits: ProcessingLimits,
  deadline: Deadline,
): { doc: DxfDocument; encoding: string } {
  if (isBinaryDxf(bytes)) {
    const tags = tokenizeBinary(bytes, deadline);
    return { doc: readDocument(tags, limits, deadline), encoding: 'binary' };
  }
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024));
  if (!/\bSECTION\b/.test(head))
    throw new ProcessingError('not_dxf', 'Not a DXF file: missing SECTION header');
  const version = sniffHeaderValue(head, '$ACADVER');
  const codepage = sniffHeaderValue(head, '$DWGCODEPAGE');
  const choice = chooseTextEncoding(bytes, version, codepage);
  let text = makeDecoder(choice.label).decode(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const tags = tokenizeAscii(text, deadline);
  if (choice.warning) tags.warnings.push(choice.warning);
  return { doc: readDocument(tags, limits, deadline), encoding: choice.label };
}

function isPaperSpace(entity: DecodedEntity, doc: DxfDocument): boolean {
  return inPaperSpace(entity.kind === 'text' ? entity.item.common : entity.common, doc);
}

/** R12 marks paper space with group 67; R13+ files may instead own the entity by a *Paper_Space block record. */
export function inPaperSpace(common: EntityCommon, doc: DxfDocument): boolean {
  if (common.paperSpace) return true;
  if (common.owner === null) return false;
  const owner = doc.blockRecords.get(common.owner);
  return owner !== undefined && owner.toUpperCase().startsWith('*PAPER_SPACE');
}

function isClosedPolyline(type: string, entity: DecodedEntity): boolean {
  return (
    (type === 'LWPOLYLINE' || type === 'POLYLINE') &&
    entity.kind === 'polyline' &&
    entity.closed &&
    !entity.mesh
  );
}

/** Model-space records: the ENTITIES section without paper-space ones, plus a *Model_Space block if a writer used it. */
export function modelSpaceRecords(doc: DxfDocument): EntityRecord[] {
  const block = doc.blocks.get('*MODEL_SPACE');
  if (!block || block.entities.length === 0) return doc.entities;
  return [...doc.entities, ...block.entities];
}

/**
 * Layer "0" exists in every drawing and AutoCAD creates "Defpoints" for dimensions; files written by small
 * exporters often omit them from the LAYER table. They are listed (marked implicit) as AutoCAD and ezdxf show them.
 */
function withSystemLayers(doc: DxfDocument): (LayerDef & { implicit: boolean })[] {
  const out = doc.layers.map((l) => ({ ...l, implicit: false }));
  const names = new Set(doc.layers.map((l) => l.name.toUpperCase()));
  for (const name of ['0', 'Defpoints']) {
    if (!names.has(name.toUpperCase())) {
      out.push({
        name,
        color: 7,
        trueColor: null,
        linetype: 'Continuous',
        frozen: false,
        off: false,
        locked: false,
        implicit: true,
      });
    }
  }
  return out;
}

/** Handles of MTEXT entities that are further columns of another MTEXT (R2007-R2013 linked columns). */
function mtextColumnParts(doc: DxfDocument, records: EntityRecord[]): Set<string> {
  const parts = new Set<string>();
  for (const rec of records) {
    if (rec.type !== 'MTEXT') continue;
    for (const handle of mtextColumnHandles(doc.tags, rec)) parts.add(handle);
  }
  return parts;
}

function unitWarnings(
  units: DrawingUnit,
  sizeInUnits: number,
): { warning: string | null; plausible: boolean } {
  const perUnit = metersPerUnit(units);
  if (perUnit === null || !(sizeInUnits > 0)) return { warning: null, plausible: false };
  const meters = sizeInUnits * perUnit;
  // A drawing under 3 m across (a whole sheet of plans) or over 20 km is almost always a unit mix-up.
  if (meters >= 3 && meters <= 20_000) return { warning: null, plausible: true };
  const guess = guessUnitFromSize(sizeInUnits);
  return {
    warning:
      `$INSUNITS says "${units}" but the drawing would then be ${meters.toPrecision(3)} m across; ` +
      `the geometry looks like it is in ${guess}`,
    plausible: false,
  };
}

/**
 * Reads a DXF (ASCII or binary, R12 to R2018) and summarises it for processed_json, with world geometry for
 * renderers and writers. Pure: no I/O, no globals; the clock comes from `limits.now`.
 */
export function analyzeDxf(bytes: Uint8Array, limits: ProcessingLimits): DxfAnalysis {
  if (bytes.length > limits.maxFileBytes) {
    throw new ProcessingError(
      'too_large',
      `The file is ${(bytes.length / 1048576).toFixed(1)} MB; the limit is ${(limits.maxFileBytes / 1048576).toFixed(0)} MB`,
    );
  }
  if (bytes.length === 0) throw new ProcessingError('not_dxf', 'Not a DXF file: the file is empty');
  const deadline = new Deadline(limits);
  const { doc, encoding } = readDxfDocument(bytes, limits, deadline);
  const warnings = [...doc.warnings];
  const version = headerString(doc, '$ACADVER');
  const insunits = headerNumber(doc, '$INSUNITS');
  const units = unitName(insunits);
  if (insunits === null) warnings.push('The header has no $INSUNITS; units are treated as unitless');

  const expander = new Expander(doc, limits, deadline);
  const counts: Record<string, number> = {};
  const layerCounts = new Map<string, number>();
  const unknown = new Map<string, number>();
  let msp = 0;
  let paper = 0;
  let closed = 0;
  let closedLw = 0;
  let blocklessDimensions = 0;
  const records = modelSpaceRecords(doc);
  const columnParts = mtextColumnParts(doc, records);
  // One pass, nothing retained per entity: decode, count, emit.
  for (const rec of records) {
    const entity = expander.decode(rec);
    if (isPaperSpace(entity, doc)) {
      paper += 1;
      continue;
    }
    const common = entity.kind === 'text' ? entity.item.common : entity.common;
    // Column continuations of an MTEXT are drawn, but they are part of that one MTEXT, not entities of their own.
    const isColumnPart = rec.type === 'MTEXT' && common.handle !== null && columnParts.has(common.handle);
    // AutoCAD refuses DIMENSIONs without their geometry block; they are listed under dimensions but not counted.
    const isBlocklessDimension = entity.kind === 'dimension' && entity.block === '';
    if (isBlocklessDimension) blocklessDimensions += 1;
    if (!isColumnPart && !isBlocklessDimension) {
      msp += 1;
      counts[rec.type] = (counts[rec.type] ?? 0) + 1;
      const layerKey = common.layer.toUpperCase();
      layerCounts.set(layerKey, (layerCounts.get(layerKey) ?? 0) + 1);
      if (isClosedPolyline(rec.type, entity)) {
        closed += 1;
        if (rec.type === 'LWPOLYLINE') closedLw += 1;
      }
      if (!DRAWN.has(entity.kind)) unknown.set(rec.type, (unknown.get(rec.type) ?? 0) + 1);
    }
    expander.emitTop(entity);
  }
  if (blocklessDimensions > 0) {
    warnings.push(
      `${blocklessDimensions} DIMENSION entities have no geometry block (invalid for AutoCAD) and are not counted`,
    );
  }
  warnings.push(...expander.warnings());
  if (unknown.size > 0) {
    const list = [...unknown].map(([type, n]) => `${n} ${quoteExcerpt(type)}`).join(', ');
    warnings.push(`Not drawn (unsupported or not shown in plan): ${list}`);
  }
  const knownLayers = new Set(doc.layers.map((l) => l.name.toUpperCase()));
  const undefinedLayers = [...layerCounts.keys()].filter((name) => !knownLayers.has(name));
  if (undefinedLayers.length > 0) {
    warnings.push(`Entities use layers missing from the LAYER table: ${quoteList(undefinedLayers)}`);
  }

  const geometry = expander.geometry();
  const e = expander.extents;
  const hasExtents = e.minX <= e.maxX && e.minY <= e.maxY;
  const extents = hasExtents ? { min: { x: e.minX, y: e.minY }, max: { x: e.maxX, y: e.maxY } } : null;
  if (!hasExtents) warnings.push('Model space has no drawable geometry');
  const width = hasExtents ? e.maxX - e.minX : 0;
  const height = hasExtents ? e.maxY - e.minY : 0;
  const size = Math.max(width, height);
  const unitCheck = unitWarnings(units, size);
  if (unitCheck.warning) warnings.push(unitCheck.warning);

  let rooms: Room[] = [];
  if (hasExtents && size > 0) {
    const perUnit = unitCheck.plausible
      ? (metersPerUnit(units) as number)
      : (metersPerUnit(guessUnitFromSize(size)) as number);
    const found = searchRooms({
      geometry,
      texts: expander.texts,
      layers: doc.layers.map((l) => ({
        name: l.name,
        off: l.off,
        frozen: l.frozen,
        entity_count: layerCounts.get(l.name.toUpperCase()) ?? 0,
      })),
      metersPerUnit: perUnit,
      diagonal: Math.hypot(width, height),
      limits,
      deadline,
    });
    rooms = found.rooms;
    warnings.push(...found.warnings);
    if (unitCheck.plausible)
      for (const room of rooms) room.area_m2 = Number((room.area * perUnit * perUnit).toPrecision(6));
  }

  if (expander.texts.length > MAX_TEXTS)
    warnings.push(`Only the first ${MAX_TEXTS} of ${expander.texts.length} texts are listed`);
  const texts = expander.texts.slice(0, MAX_TEXTS).map((t: WorldText) => ({
    text: t.text,
    x: t.x,
    y: t.y,
    height: t.height,
    layer: t.layer,
  }));
  const processed: DxfProcessedJson = {
    format: 'dxf',
    dxf_version: version,
    binary: doc.tags.binary,
    encoding,
    units,
    insunits,
    layers: withSystemLayers(doc).map((l) => ({
      name: l.name,
      color: l.color,
      linetype: l.linetype,
      frozen: l.frozen,
      off: l.off,
      locked: l.locked,
      implicit: l.implicit,
      entity_count: layerCounts.get(l.name.toUpperCase()) ?? 0,
    })),
    entity_counts: counts,
    msp_entities: msp,
    paper_space_entities: paper,
    closed_polylines: closed,
    closed_lwpolylines: closedLw,
    blocks: [...doc.blocks.keys()].filter(
      (k) => !k.startsWith('*MODEL_SPACE') && !k.startsWith('*PAPER_SPACE'),
    ).length,
    extents,
    texts,
    rooms,
    dimensions: expander.dimensions
      .slice(0, MAX_DIMENSIONS)
      .map((d) => ({ measurement: d.measurement, text: d.text })),
    hatch_boundary_paths: expander.hatchPaths,
    warnings,
  };
  return { processed, geometry };
}

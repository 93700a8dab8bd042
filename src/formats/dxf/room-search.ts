import { isProcessingError } from '../errors';
import type { Deadline, ProcessingLimits } from '../limits';
import { quoteExcerpt } from '../quote';
import type { WorldText } from './expand';
import type { DxfGeometry } from './geometry';
import type { FaceSearchBudget } from './planar-faces';
import { FaceSearchTooCostly } from './planar-faces';
import type { RoomLayerRole } from './room-layers';
import { roomLayerRole } from './room-layers';
import type { Room, RoomShape } from './rooms';
import { isRoomSized, listRooms, ROOM_SIZE_TEXT, roomSizedFaces, straightSegments } from './rooms';
import { bridgeWallGaps } from './wall-gaps';

/** Widest opening closed along a wall line: double doors, sliding doors and most windows. */
const MAX_OPENING_M = 3;

/** Where the rooms came from, strongest evidence first. */
export type RoomSource = 'room_outlines' | 'wall_layers' | 'all_lines' | 'none';

export interface RoomSearchInput {
  geometry: DxfGeometry;
  texts: WorldText[];
  /** The layer table with the entities counted on each. */
  layers: readonly { name: string; off: boolean; frozen: boolean; entity_count: number }[];
  metersPerUnit: number;
  diagonal: number;
  limits: ProcessingLimits;
  /** The job's deadline; the search takes at most `limits.roomBudgetMs` of what is left. */
  deadline: Deadline;
}

export interface RoomSearchResult {
  rooms: Room[];
  source: RoomSource;
  /** Why no rooms were listed, why the search stopped, or that only the largest rooms are listed. */
  warnings: string[];
}

interface LayerRoles {
  /** Per geometry layer index: its role, or null when the layer is off or frozen. */
  roles: (RoomLayerRole | null)[];
  hiddenNames: string[];
  hiddenEntities: number;
}

/** Off and frozen layers are not shown by any CAD program, so their line work never bounds a room. */
function layerRoles(input: RoomSearchInput): LayerRoles {
  const hidden = new Set<string>();
  const hiddenNames: string[] = [];
  let hiddenEntities = 0;
  for (const layer of input.layers) {
    if (!layer.off && !layer.frozen) continue;
    hidden.add(layer.name.toUpperCase());
    if (layer.entity_count > 0) {
      hiddenNames.push(layer.name);
      hiddenEntities += layer.entity_count;
    }
  }
  const roles = input.geometry.layers.map((layer) =>
    hidden.has(layer.name.toUpperCase()) ? null : roomLayerRole(layer.name),
  );
  return { roles, hiddenNames, hiddenEntities };
}

/** Closed polylines on room/area layers are the author's own room outlines: exact, and nothing to search. */
function outlineShapes(input: RoomSearchInput, roles: LayerRoles): RoomShape[] {
  const { polylines } = input.geometry;
  const p = polylines.coords;
  const shapes: RoomShape[] = [];
  for (let k = 0; k + 1 < polylines.offsets.length; k += 1) {
    const flags = polylines.flags[k] as number;
    if ((flags & 1) === 0 || (flags & 4) !== 0) continue;
    if (roles.roles[polylines.layer[k] as number] !== 'outline') continue;
    input.deadline.check();
    const start = polylines.offsets[k] as number;
    const end = polylines.offsets[k + 1] as number;
    if (end - start < 3) continue;
    let area = 0;
    let perimeter = 0;
    for (let i = start, j = end - 1; i < end; j = i, i += 1) {
      const xi = p[i * 2] as number;
      const yi = p[i * 2 + 1] as number;
      const xj = p[j * 2] as number;
      const yj = p[j * 2 + 1] as number;
      area += xj * yi - xi * yj;
      perimeter += Math.hypot(xi - xj, yi - yj);
    }
    area /= 2;
    if (!isRoomSized(Math.abs(area), perimeter, input.metersPerUnit)) continue;
    // Counter-clockwise, as rooms are listed: a clockwise outline is read backwards.
    const ring: number[] = new Array<number>((end - start) * 2);
    for (let i = 0; i < end - start; i += 1) {
      const from = area > 0 ? start + i : end - 1 - i;
      ring[i * 2] = p[from * 2] as number;
      ring[i * 2 + 1] = p[from * 2 + 1] as number;
    }
    shapes.push({ ring, area: Math.abs(area), perimeter });
  }
  return shapes;
}

/** Layer names from the file, each quoted and made safe to show; five at most. */
function quotedLayers(names: string[]): string {
  const shown = names.slice(0, 5).map((name) => `"${quoteExcerpt(name)}"`);
  return names.length > 5 ? `${shown.join(', ')}, …` : shown.join(', ');
}

function layerNamesWith(input: RoomSearchInput, roles: LayerRoles, wanted: RoomLayerRole): string[] {
  return input.geometry.layers.filter((_layer, i) => roles.roles[i] === wanted).map((layer) => layer.name);
}

function hiddenNote(roles: LayerRoles): string {
  if (roles.hiddenEntities === 0) return '';
  return (
    `; ${roles.hiddenEntities.toLocaleString('en-US')} entities on layers that are off or frozen ` +
    `(${quotedLayers(roles.hiddenNames)}) were left out`
  );
}

/**
 * Rooms of a drawing, by the strongest evidence it has: closed outlines on room/area layers; else the faces
 * enclosed by the wall (and glazing) layers with door and window openings closed; else, only when no layer is
 * named for walls, the faces of all visible line work (plans drawn on one layer). Layers that are off or frozen
 * are never searched. The work stops at the search's budget (time, crossings, pair tests) with a warning; when
 * nothing is found the warning says what was searched and why nothing qualified.
 */
export function searchRooms(input: RoomSearchInput): RoomSearchResult {
  const { limits } = input;
  // A limit of 0 turns the search off (the master plan reads sheets whose rooms it never draws).
  if (limits.maxRoomSegments === 0) {
    return {
      rooms: [],
      source: 'none',
      warnings: ['Rooms were not searched: the room search is turned off'],
    };
  }
  const deadline = input.deadline.within(limits.roomBudgetMs);
  const budget: FaceSearchBudget = {
    maxGridEntries: limits.maxRoomGridEntries,
    maxPairTests: limits.maxRoomPairTests,
    maxCrossings: limits.maxRoomCrossings,
  };
  const roles = layerRoles(input);
  const hiddenLayers = new Set(
    input.geometry.layers.filter((_l, i) => roles.roles[i] === null).map((l) => l.name.toUpperCase()),
  );
  // A label on a hidden layer is not on the plan the user sees.
  const visibleTexts = input.texts.filter((t) => !hiddenLayers.has(t.layer.toUpperCase()));
  try {
    const found = (shapes: RoomShape[], source: RoomSource): RoomSearchResult => {
      const { rooms, warning } = listRooms(shapes, visibleTexts, deadline);
      return { rooms, source, warnings: warning ? [warning] : [] };
    };
    const outlines = outlineShapes({ ...input, deadline }, roles);
    if (outlines.length > 0) return found(outlines, 'room_outlines');

    const mask = (keep: (role: RoomLayerRole | null) => boolean): Uint8Array =>
      Uint8Array.from(roles.roles, (role) => (keep(role) ? 1 : 0));
    const wallSegments = straightSegments(
      input.geometry,
      mask((role) => role === 'wall'),
    );
    if (wallSegments.length > 0) {
      const segments = straightSegments(
        input.geometry,
        mask((role) => role === 'wall' || role === 'opening'),
      );
      const tooMany = segmentCap(segments, limits);
      if (tooMany) return { rooms: [], source: 'none', warnings: [tooMany] };
      const tol = Math.max(input.diagonal * 1e-6, 1e-9);
      const bridges = bridgeWallGaps(segments, MAX_OPENING_M / input.metersPerUnit, tol, deadline, budget);
      const all = new Float64Array(segments.length + bridges.length);
      all.set(segments);
      all.set(bridges, segments.length);
      const faces = roomSizedFaces(all, input.metersPerUnit, input.diagonal, deadline, budget);
      if (faces.length > 0) return found(faces, 'wall_layers');
      const walls = layerNamesWith(input, roles, 'wall');
      const glazing = layerNamesWith(input, roles, 'opening');
      return {
        rooms: [],
        source: 'none',
        warnings: [
          `No rooms found: the walls on ${walls.length === 1 ? 'layer' : 'layers'} ${quotedLayers(walls)}` +
            (glazing.length > 0 ? ` (with the glazing on ${quotedLayers(glazing)})` : '') +
            ` enclose no space of ${ROOM_SIZE_TEXT}, even with openings up to ${MAX_OPENING_M} m closed` +
            hiddenNote(roles),
        ],
      };
    }

    const segments = straightSegments(
      input.geometry,
      mask((role) => role !== null),
    );
    if (segments.length === 0) {
      return {
        rooms: [],
        source: 'none',
        warnings: [`No rooms found: the visible layers have no lines or polylines${hiddenNote(roles)}`],
      };
    }
    const tooMany = segmentCap(segments, limits);
    if (tooMany) return { rooms: [], source: 'none', warnings: [tooMany] };
    const faces = roomSizedFaces(segments, input.metersPerUnit, input.diagonal, deadline, budget);
    if (faces.length > 0) return found(faces, 'all_lines');
    return {
      rooms: [],
      source: 'none',
      warnings: [
        `No rooms found: no layer is named for walls (such as A-WALL, Walls, MUR, Wand or 壁) or room outlines ` +
          `(A-AREA, Rooms), and the visible lines enclose no space of ${ROOM_SIZE_TEXT}${hiddenNote(roles)}`,
      ],
    };
  } catch (error) {
    if (error instanceof FaceSearchTooCostly) {
      return {
        rooms: [],
        source: 'none',
        warnings: [`Rooms were not searched: ${error.message}, more than the room search handles`],
      };
    }
    if (isProcessingError(error) && error.code === 'timeout') {
      input.deadline.checkNow(); // the whole job's budget, when that is what ran out
      return {
        rooms: [],
        source: 'none',
        warnings: [
          `Rooms were not searched: the search took longer than ${Math.round(limits.roomBudgetMs / 1000)} s`,
        ],
      };
    }
    throw error;
  }
}

function segmentCap(segments: Float64Array, limits: ProcessingLimits): string | null {
  if (segments.length / 4 <= limits.maxRoomSegments) return null;
  return `Rooms were not searched: ${segments.length / 4} line segments exceed the ${limits.maxRoomSegments} limit`;
}

/**
 * The plan generator's data: a program in, plans out. Lengths are inches, y points up (front of the house at the
 * smallest y before the plan is turned to its front side), areas are square feet.
 */

export type Vec = readonly [number, number];

export const LAYOUT_STYLES = ['standard', 'maximize_bedrooms', 'open_living'] as const;
export type GenLayoutStyle = (typeof LAYOUT_STYLES)[number];

/** The side of the lot the front door faces, in plan coordinates (y up): south is the bottom edge. */
export const FRONT_SIDES = ['south', 'north', 'east', 'west'] as const;
export type FrontSide = (typeof FRONT_SIDES)[number];

/** What the generator is asked for: the project's program fields, in the project's own names. */
export interface Program {
  /** Conditioned (living) floor area over all stories; the garage comes on top of it. */
  readonly square_footage: number;
  readonly num_bedrooms: number;
  /** Halves allowed: 2.5 is two full baths and one half bath. */
  readonly num_bathrooms: number;
  readonly num_car_garage: number;
  readonly story: number;
  readonly layout_style: GenLayoutStyle;
  readonly front_side?: FrontSide;
  /** The buildable outline (inches, y up); every room of every story stays inside it. */
  readonly footprint?: readonly Vec[];
}

export const ROOM_TYPES = [
  'bedroom',
  'bathroom',
  'half_bath',
  'kitchen',
  'living',
  'dining',
  'family',
  'garage',
  'hall',
  'foyer',
  'laundry',
  'closet',
  'pantry',
  'office',
  'stair',
  'mudroom',
  'primary_bedroom',
  'primary_bath',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export interface PlanRoom {
  readonly id: string;
  readonly type: RoomType;
  readonly name: string;
  readonly polygon: readonly Vec[];
  readonly area_sqft: number;
  /** The area the program asked of this room (square feet); absent for rooms the layout adds. */
  readonly target_sqft?: number;
}

export type DoorKind = 'entry' | 'swing' | 'opening' | 'overhead';

export interface PlanDoor {
  readonly id: string;
  /** Room ids, or "exterior" as the second member for doors in the outline. */
  readonly between: readonly [string, string];
  readonly center: Vec;
  readonly width_in: number;
  readonly kind: DoorKind;
}

export interface PlanWindow {
  readonly id: string;
  readonly room: string;
  readonly a: Vec;
  readonly b: Vec;
  /** Meets the bedroom emergency-escape size (IRC R310): at least 24" clear width. */
  readonly egress: boolean;
}

export interface PlanWall {
  readonly a: Vec;
  readonly b: Vec;
  readonly thickness_in: number;
  readonly exterior: boolean;
}

export interface PlanStory {
  readonly level: number;
  /** This story's outline (the building's, not the lot's). */
  readonly footprint: readonly Vec[];
  readonly rooms: readonly PlanRoom[];
  readonly doors: readonly PlanDoor[];
  readonly windows: readonly PlanWindow[];
  readonly walls: readonly PlanWall[];
}

/** Every figure is 0–100 except the raw measures named *_pct, which are percentages. */
export interface Scores {
  /** Weighted total of the *_score parts, 0–100. */
  readonly total: number;
  /** Requested adjacencies realised (share of pairs that share a wall long enough for a door). */
  readonly adjacency_pct: number;
  /** Mean per-room area error against the program's targets. */
  readonly area_error_pct: number;
  /** Signed error of the living area total against square_footage. */
  readonly total_area_error_pct: number;
  /** Share of habitable rooms whose long side is at most twice the short one. */
  readonly aspect_pct: number;
  /** Halls, foyer and stairs as a share of the living area. */
  readonly circulation_pct: number;
  /** Share of private rooms (bedrooms, baths) whose doors avoid the public rooms. */
  readonly privacy_pct: number;
  readonly adjacency_score: number;
  readonly area_score: number;
  readonly total_area_score: number;
  readonly aspect_score: number;
  readonly circulation_score: number;
  readonly privacy_score: number;
}

export interface Plan {
  readonly unit: 'in';
  readonly program: Program;
  readonly seed: number;
  /** Which template and flags produced the plan: variants of one request differ here. */
  readonly template: string;
  readonly scores: Scores;
  readonly stories: readonly PlanStory[];
}

export const GATE_NAMES = [
  'no_overlap',
  'inside_footprint',
  'reachable',
  'room_counts',
  'habitable_size',
  'bedroom_egress',
  'garage_door',
  'stair',
] as const;
export type GateName = (typeof GATE_NAMES)[number];

export interface GateResult {
  readonly gate: GateName;
  readonly passed: boolean;
  /** Why it failed, naming the rooms involved; empty when passed. */
  readonly detail: string;
}

export type InfeasibleReason = 'invalid_program' | 'too_small' | 'footprint_too_small' | 'no_valid_layout';

export type GenerateResult =
  | { readonly ok: true; readonly variants: readonly Plan[] }
  | {
      readonly ok: false;
      readonly reason: InfeasibleReason;
      /** Human-readable explanation, naming the figures. */
      readonly message: string;
      /** The smallest square footage that gives a valid plan (null when more area cannot help). */
      readonly minimum_sqft: number | null;
    };

export interface GenerateOptions {
  readonly seed: number;
  /** Variants wanted (1–12, default 6). */
  readonly count?: number;
  /** Overrides the program's footprint / front side (the wizard's outline of a floor design, say). */
  readonly footprint?: readonly Vec[];
  readonly frontSide?: FrontSide;
}

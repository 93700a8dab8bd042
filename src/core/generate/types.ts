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

/** Setbacks from the lot lines (inches): the front one along the street, the rear one opposite, sides between. */
export interface Setbacks {
  readonly front: number;
  readonly side: number;
  readonly rear: number;
}

/**
 * The project's lot. Its outline (inches, y up; the street on the side `front_side` names) with setbacks gives
 * the buildable area; with only an area, the lot is taken as a rectangle twice as deep as it is wide.
 */
export interface Lot {
  readonly polygon?: readonly Vec[];
  readonly area_sqft?: number;
  /** Absent: the defaults of docs/decisions.md (front 20 ft, sides 5 ft, rear 15 ft). */
  readonly setbacks_in?: Setbacks;
}

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
  /** The lot the house stands on; its buildable area bounds every story (with the footprint, when both are set). */
  readonly lot?: Lot;
  /** Floor to floor height of every story (inches): 9-ft ceilings and a 10" floor, 118", when absent. */
  readonly floor_to_floor_in?: number;
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
  /** A room the generator proposes beyond the program (an office, a guest suite, a bonus room). */
  readonly proposed?: boolean;
}

export type DoorKind = 'entry' | 'swing' | 'opening' | 'overhead';

export interface PlanDoor {
  readonly id: string;
  /** Room ids, or "exterior" as the second member for doors in the outline. */
  readonly between: readonly [string, string];
  readonly center: Vec;
  readonly width_in: number;
  readonly kind: DoorKind;
  /**
   * Where a leaf swings: into which room ("exterior" for a door swinging out) from which jamb (its hinge, a point
   * on the wall's centre line). Absent for openings and overhead doors, and in plans made before it existed.
   */
  readonly swing?: DoorSwing;
}

export interface DoorSwing {
  readonly into: string;
  readonly hinge: Vec;
}

export type WindowOperation = 'casement' | 'awning' | 'slider' | 'double_hung' | 'fixed';

export interface PlanWindow {
  readonly id: string;
  readonly room: string;
  readonly a: Vec;
  readonly b: Vec;
  /** Meets the bedroom emergency-escape opening (IRC R310.2): 5.7 sf clear, 24" high, 20" wide, sill ≤ 44". */
  readonly egress: boolean;
  /** Head and sill heights above the finished floor (inches) of the rough opening. */
  readonly head_in?: number;
  readonly sill_in?: number;
  readonly operation?: WindowOperation;
}

export const FIXTURE_TYPES = [
  'toilet',
  'lavatory',
  'tub',
  'shower',
  'counter',
  'sink',
  'island',
  'washer',
  'dryer',
] as const;
export type FixtureType = (typeof FIXTURE_TYPES)[number];

/** A fixture or counter run: its outline (a rectangle) whose first edge is its back, against the wall. */
export interface PlanFixture {
  readonly id: string;
  readonly room: string;
  readonly type: FixtureType;
  readonly polygon: readonly Vec[];
}

export type StairShape = 'straight' | 'L' | 'U';

/** One run of treads: its walking line from the lower end to the upper, and its clear width. */
export interface StairFlight {
  readonly a: Vec;
  readonly b: Vec;
  readonly width_in: number;
  readonly risers: number;
}

/**
 * A stair rising from the story that lists it to the next one. `bottom` is where people step on at this story
 * (the foot of the first flight), `top` where they step off on the story above; both stories' stair rooms cover
 * the same outline, entered at those ends.
 */
export interface PlanStair {
  readonly id: string;
  /** The stair room on this story and on the story above. */
  readonly room: string;
  readonly upper_room: string;
  readonly shape: StairShape;
  readonly bottom: Vec;
  readonly top: Vec;
  /** Clear width between the walls (inches). */
  readonly width_in: number;
  readonly risers: number;
  readonly riser_in: number;
  readonly treads: number;
  readonly tread_in: number;
  /** Least clear height over the treads (inches). */
  readonly headroom_in: number;
  readonly flights: readonly StairFlight[];
  /** Landings between flights (rectangles). */
  readonly landings: readonly (readonly Vec[])[];
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
  /** Floor of this story to the floor above (inches). */
  readonly floor_to_floor_in?: number;
  /** Stairs rising from this story. */
  readonly stairs?: readonly PlanStair[];
  readonly fixtures?: readonly PlanFixture[];
}

/** Every figure is 0–100 except the raw measures named *_pct, which are percentages. */
export interface Scores {
  /** Weighted total of the *_score parts, 0–100. */
  readonly total: number;
  /** Requested adjacencies realised (share of pairs that share a wall long enough for a door). */
  readonly adjacency_pct: number;
  /** Floor area off its room targets (the sum of each room's miss) as a share of the targets' sum. */
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
  /**
   * How an architect would judge the plan's sense, 0–100: great room, zoning, circulation share, closets and
   * service access, each 0–100 below. Absent in plans made before it existed.
   */
  readonly plausibility_score?: number;
  readonly great_room_score?: number;
  readonly zoning_score?: number;
  readonly closets_score?: number;
  readonly service_score?: number;
}

export interface Plan {
  readonly unit: 'in';
  readonly program: Program;
  readonly seed: number;
  /** Which template and flags produced the plan: variants of one request differ here. */
  readonly template: string;
  /** The parti (the plan's organising idea): split_bedroom, l_wing, center_hall, two_story, primary_down, adu. */
  readonly parti?: string;
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
  'bath_sizes',
  'clearances',
  'bedroom_closets',
  'service_access',
  'natural_light',
] as const;
export type GateName = (typeof GATE_NAMES)[number];

export interface GateResult {
  readonly gate: GateName;
  readonly passed: boolean;
  /** Why it failed, naming the rooms involved; empty when passed. */
  readonly detail: string;
}

export type InfeasibleReason =
  | 'invalid_program'
  | 'too_small'
  | 'footprint_too_small'
  | 'no_valid_layout'
  | 'no_full_bath'
  | 'outside_residential_code';

/** A change of the program that would make it feasible, as the layout request's overrides, and its label. */
export interface Suggestion {
  readonly label: string;
  readonly overrides: Readonly<Partial<Pick<Program, 'num_bathrooms' | 'story' | 'square_footage'>>>;
}

export type GenerateResult =
  | { readonly ok: true; readonly variants: readonly Plan[] }
  | {
      readonly ok: false;
      readonly reason: InfeasibleReason;
      /** Human-readable explanation, naming the figures. */
      readonly message: string;
      /** The smallest square footage that gives a valid plan (null when more area cannot help). */
      readonly minimum_sqft: number | null;
      readonly suggestion?: Suggestion;
    };

export interface GenerateOptions {
  readonly seed: number;
  /** Variants wanted (1–12, default 6). */
  readonly count?: number;
  /** Overrides the program's footprint / front side (the wizard's outline of a floor design, say). */
  readonly footprint?: readonly Vec[];
  readonly frontSide?: FrontSide;
}

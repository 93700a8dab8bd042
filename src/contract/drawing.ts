import { z } from './zod';

/**
 * Drawing documents: canvas elements, floor design pages, a revision's pages_json, and the outline wizard's
 * raw_json / outline_metadata. The TypeScript types live in src/core; tests/unit/contract/drawing-types.test.ts
 * fails to compile if these schemas and those types drift apart.
 */

/** Current page document version (core: DRAWING_VERSION). Older documents go through `migratePage` first. */
export const DRAWING_VERSION = 4;

/** Caps that bound a request's size and the editor's work (see docs/decisions.md). */
export const DRAWING_LIMITS = {
  elementsPerPage: 50_000,
  pointsPerElement: 10_000,
  pagesPerDesign: 100,
  textLength: 10_000,
  idLength: 100,
  pageNameLength: 200,
  roomNameLength: 100,
  pointsPerRoom: 1000,
  /** World units (96 per inch): about 16 miles, far beyond a building and far within float precision. */
  coordinate: 1e8,
  layersPerPage: 1000,
  layerNameLength: 255,
  hatchLoops: 100,
  /** All loops of one hatch together. */
  hatchPoints: 10_000,
} as const;

/** Page underlay caps (core: UNDERLAY_LIMITS in model/underlay.ts; a unit test keeps the two equal). */
export const UNDERLAY_LIMITS = {
  perPage: 10,
  minOpacity: 0.1,
  maxOpacity: 1,
  nameLength: 200,
  maxPageNumber: 10_000,
} as const;

const finite = (message = 'must be a finite number') =>
  z
    .number({ error: message })
    .check(z.gte(-DRAWING_LIMITS.coordinate, 'is out of range'))
    .check(z.lte(DRAWING_LIMITS.coordinate, 'is out of range'));
const size = () => finite().check(z.gte(0, 'must be 0 or more'));
const id = () =>
  z
    .string({ error: 'must be a string' })
    .check(z.minLength(1, 'must not be empty'))
    .check(z.maxLength(DRAWING_LIMITS.idLength, `must be at most ${DRAWING_LIMITS.idLength} characters`));

/** A page's or an element's id (the core's ids, or any other non-empty string up to the limit). */
export const DrawingIdSchema = id();

export const PointSchema = z.object({ x: finite(), y: finite() });

const points = (max: number) =>
  z.readonly(z.array(PointSchema).check(z.maxLength(max, `must have at most ${max} points`)));

/** '#rrggbb', the one colour notation of documents (DXF colour indices are converted on import). */
export const HexColorSchema = z
  .string({ error: 'must be a string' })
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #rrggbb'));

/** A DXF layer or linetype name (AutoCAD allows up to 255 characters). */
const cadName = () =>
  z
    .string({ error: 'must be a string' })
    .check(z.minLength(1, 'must not be empty'))
    .check(
      z.maxLength(
        DRAWING_LIMITS.layerNameLength,
        `must be at most ${DRAWING_LIMITS.layerNameLength} characters`,
      ),
    );

/** Line weight in millimetres, DXF code 370 semantics: 0.00–2.11, or -3 for the default weight. */
export const LINEWEIGHT_DEFAULT = -3;
const lineweight = () =>
  z
    .number({ error: 'must be a number' })
    .check(z.refine((v) => v === LINEWEIGHT_DEFAULT || (v >= 0 && v <= 2.11), 'must be -3 or 0 to 2.11 mm'));

const base = {
  id: id(),
  x: finite(),
  y: finite(),
  rotation: finite(),
  groupId: z.optional(id()),
  /** Derived; the core recomputes it on load, so a stale or missing value is harmless. */
  snapPoints: z._default(points(64), []),
  /** Layer name; absent = "0". */
  layer: z.optional(cadName()),
  /** Absent = BYLAYER. */
  color: z.optional(HexColorSchema),
  linetype: z.optional(cadName()),
  lineweight: z.optional(lineweight()),
};

const lineEnds = { x2: finite(), y2: finite() };
const thickness = finite().check(z.positive('must be above 0'));

export const LineSchema = z.object({ ...base, type: z.literal('line'), ...lineEnds });
export const WallSchema = z.object({ ...base, type: z.literal('wall'), ...lineEnds, thickness });
export const DividerSchema = z.object({ ...base, type: z.literal('divider'), ...lineEnds, thickness });
export const RectangleSchema = z.object({
  ...base,
  type: z.literal('rectangle'),
  width: size(),
  height: size(),
});
export const SquareSchema = z.object({ ...base, type: z.literal('square'), width: size(), height: size() });
export const CircleSchema = z.object({ ...base, type: z.literal('circle'), radius: size() });
export const HalfArchSchema = z.object({
  ...base,
  type: z.literal('half-arch'),
  start: PointSchema,
  end: PointSchema,
  radius: size(),
});
export const BezierArchSchema = z.object({
  ...base,
  type: z.literal('bezier-arch'),
  start: PointSchema,
  end: PointSchema,
  control: PointSchema,
});
export const PolygonSchema = z.object({
  ...base,
  type: z.literal('polygon'),
  polygonType: z.enum(['pentagon', 'hexagon'], { error: 'must be pentagon or hexagon' }),
  radius: size(),
  points: points(6),
});
export const TriangleSchema = z.object({
  ...base,
  type: z.enum(['triangle', 'right-triangle', 'equilateral-triangle']),
  points: z.readonly(z.array(PointSchema).check(z.length(3, 'must have exactly 3 points'))),
  width: size(),
  height: size(),
});
export const TextSchema = z.object({
  ...base,
  type: z.literal('text'),
  text: z
    .string()
    .check(z.maxLength(DRAWING_LIMITS.textLength, `must be at most ${DRAWING_LIMITS.textLength} characters`)),
  fontSize: z.number().check(z.gte(8, 'must be at least 8')).check(z.lte(96, 'must be at most 96')),
  fill: z.string().check(z.maxLength(64, 'must be at most 64 characters')),
  fontStyle: z._default(z.enum(['normal', 'bold', 'italic', 'bold italic']), 'normal'),
  /** True size in world units (CAD text); wins over fontSize. */
  height: z.optional(finite().check(z.positive('must be above 0'))),
  align: z.optional(z.enum(['left', 'center', 'right'], { error: 'must be left, center or right' })),
  /** Wrapping width in world units (an MTEXT box). */
  width: z.optional(finite().check(z.positive('must be above 0'))),
});
export const FreePencilSchema = z.object({
  ...base,
  type: z.literal('free-pencil'),
  points: points(DRAWING_LIMITS.pointsPerElement),
});

/** Doors and windows sit in a wall: centre on its centre line, rotation = the wall's direction. */
const opening = { width: size(), thickness, wallId: z.optional(id()) };
export const DoorSchema = z.object({
  ...base,
  type: z.literal('door'),
  ...opening,
  hinge: z.enum(['start', 'end'], { error: 'must be start or end' }),
  swing: z.enum(['left', 'right'], { error: 'must be left or right' }),
  kind: z.enum(['swing', 'opening', 'entry', 'overhead'], {
    error: 'must be swing, opening, entry or overhead',
  }),
});
export const WindowSchema = z.object({
  ...base,
  type: z.literal('window'),
  ...opening,
  /** Sill and head heights above the floor (world units). */
  sill: z.optional(finite().check(z.gte(0, 'must be 0 or more'))),
  head: z.optional(finite().check(z.positive('must be above 0'))),
});
export const RoomSchema = z.object({
  ...base,
  type: z.literal('room'),
  name: z
    .string({ error: 'must be a string' })
    .check(
      z.maxLength(
        DRAWING_LIMITS.roomNameLength,
        `must be at most ${DRAWING_LIMITS.roomNameLength} characters`,
      ),
    ),
  points: points(DRAWING_LIMITS.pointsPerRoom),
  /** Traced from walls: re-traced when they change. Absent: a room drawn by hand (documents before it). */
  bound: z.optional(z.boolean({ error: 'must be true or false' })),
  /** false: a bound room whose walls no longer enclose it (it keeps its last outline). */
  enclosed: z.optional(z.boolean({ error: 'must be true or false' })),
});

export const DimensionSchema = z.object({
  ...base,
  type: z.literal('dimension'),
  ...lineEnds,
  offset: finite(),
  /** A DXF rotated dimension measures the projection on this direction (degrees); absent = aligned. */
  measureAngle: z.optional(finite()),
  /** '<>' stands for the measured value. */
  textOverride: z.optional(
    z
      .string()
      .check(
        z.maxLength(DRAWING_LIMITS.textLength, `must be at most ${DRAWING_LIMITS.textLength} characters`),
      ),
  ),
});

/** Degrees in [0, 360). */
const angle = () =>
  z
    .number({ error: 'must be a number' })
    .check(z.gte(0, 'must be 0 or more'))
    .check(z.lt(360, 'must be below 360'));

export const ArcSchema = z.object({
  ...base,
  type: z.literal('arc'),
  radius: size(),
  startAngle: angle(),
  endAngle: angle(),
});
export const EllipseSchema = z.object({
  ...base,
  type: z.literal('ellipse'),
  rx: size(),
  ry: size(),
  startAngle: angle(),
  /** 360 closes a full ellipse. */
  endAngle: z
    .number({ error: 'must be a number' })
    .check(z.gte(0, 'must be 0 or more'))
    .check(z.lte(360, 'must be 360 or less')),
});
export const PolylineSchema = z.object({
  ...base,
  type: z.literal('polyline'),
  points: points(DRAWING_LIMITS.pointsPerElement),
  bulges: z.optional(
    z.readonly(
      z
        .array(z.number({ error: 'must be a number' }).check(z.gte(-1e6)).check(z.lte(1e6)))
        .check(z.maxLength(DRAWING_LIMITS.pointsPerElement)),
    ),
  ),
  closed: z.boolean({ error: 'must be true or false' }),
});
export const HatchSchema = z
  .object({
    ...base,
    type: z.literal('hatch'),
    loops: z.readonly(
      z
        .array(points(DRAWING_LIMITS.hatchPoints))
        .check(
          z.maxLength(DRAWING_LIMITS.hatchLoops, `must have at most ${DRAWING_LIMITS.hatchLoops} loops`),
        ),
    ),
    pattern: z
      .string({ error: 'must be a string' })
      .check(z.minLength(1, 'must not be empty'))
      .check(z.maxLength(255)),
    patternScale: finite().check(z.positive('must be above 0')),
    patternAngle: finite(),
  })
  .check(
    z.refine((h) => h.loops.reduce((n, l) => n + l.length, 0) <= DRAWING_LIMITS.hatchPoints, {
      message: `must have at most ${DRAWING_LIMITS.hatchPoints} points in all`,
      path: ['loops'],
    }),
  );
export const PointElementSchema = z.object({ ...base, type: z.literal('point') });
/** A plan symbol of the library (core/symbols/library.ts FIXTURE_SYMBOLS): its box before rotation, maybe mirrored. */
export const FixtureSchema = z.object({
  ...base,
  type: z.literal('fixture'),
  symbol: z.enum(
    ['toilet', 'shower', 'vanity', 'kitchen-sink', 'bath', 'counter', 'counter-sink', 'stairs'],
    { error: 'is not a known symbol' },
  ),
  width: size(),
  depth: size(),
  /** true: drawn flipped across its box's centre line along y (a mirror copy); absent when not. */
  mirrored: z.optional(z.boolean({ error: 'must be true or false' })),
});

export const ELEMENT_TYPE_ERROR = 'is not a known element type';

export const ElementSchema = z.discriminatedUnion(
  'type',
  [
    LineSchema,
    WallSchema,
    DividerSchema,
    RectangleSchema,
    SquareSchema,
    CircleSchema,
    HalfArchSchema,
    BezierArchSchema,
    PolygonSchema,
    TriangleSchema,
    TextSchema,
    FreePencilSchema,
    DoorSchema,
    WindowSchema,
    RoomSchema,
    DimensionSchema,
    ArcSchema,
    EllipseSchema,
    PolylineSchema,
    HatchSchema,
    PointElementSchema,
    FixtureSchema,
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? ELEMENT_TYPE_ERROR : undefined) },
);
export type ElementSchema = z.infer<typeof ElementSchema>;

export const LayerSchema = z.object({
  name: cadName(),
  color: HexColorSchema,
  /** DXF "on". */
  visible: z.boolean({ error: 'must be true or false' }),
  frozen: z.boolean({ error: 'must be true or false' }),
  locked: z.boolean({ error: 'must be true or false' }),
  /** DXF LTYPE name, upper case ('CONTINUOUS', 'DASHED', …). */
  linetype: cadName(),
  lineweight: lineweight(),
});
export type LayerSchema = z.infer<typeof LayerSchema>;
/** A page underlay (core: model/underlay.ts); its sizes are world units like the elements'. */
export const UnderlaySchema = z.object({
  id: id(),
  fileId: id(),
  kind: z.enum(['pdf', 'image'], { error: 'must be pdf or image' }),
  pageNumber: z.optional(
    z
      .number()
      .check(z.int('must be a whole number'))
      .check(z.gte(1, 'must be at least 1'))
      .check(z.lte(UNDERLAY_LIMITS.maxPageNumber, `must be at most ${UNDERLAY_LIMITS.maxPageNumber}`)),
  ),
  name: z.optional(
    z
      .string()
      .check(
        z.maxLength(UNDERLAY_LIMITS.nameLength, `must be at most ${UNDERLAY_LIMITS.nameLength} characters`),
      ),
  ),
  x: finite(),
  y: finite(),
  width: finite().check(z.positive('must be above 0')),
  height: finite().check(z.positive('must be above 0')),
  rotation: finite(),
  opacity: z
    .number({ error: 'must be a number' })
    .check(z.gte(UNDERLAY_LIMITS.minOpacity, `must be at least ${UNDERLAY_LIMITS.minOpacity}`))
    .check(z.lte(UNDERLAY_LIMITS.maxOpacity, `must be at most ${UNDERLAY_LIMITS.maxOpacity}`)),
  visible: z.boolean(),
  locked: z.boolean(),
});
export type UnderlaySchema = z.infer<typeof UnderlaySchema>;

export const PageSchema = z
  .object({
    version: z.literal(DRAWING_VERSION, { error: `must be ${DRAWING_VERSION} (run migratePage first)` }),
    id: id(),
    name: z
      .string()
      .check(
        z.maxLength(
          DRAWING_LIMITS.pageNameLength,
          `must be at most ${DRAWING_LIMITS.pageNameLength} characters`,
        ),
      ),
    elements: z.readonly(
      z
        .array(ElementSchema)
        .check(
          z.maxLength(
            DRAWING_LIMITS.elementsPerPage,
            `must have at most ${DRAWING_LIMITS.elementsPerPage} elements`,
          ),
        ),
    ),
    layers: z._default(
      z.readonly(
        z
          .array(LayerSchema)
          .check(
            z.maxLength(
              DRAWING_LIMITS.layersPerPage,
              `must have at most ${DRAWING_LIMITS.layersPerPage} layers`,
            ),
          ),
      ),
      [],
    ),
    currentLayer: z.optional(cadName()),
    /** Optional and additive: pages saved before underlays existed stay valid as they are. */
    underlays: z.optional(
      z.readonly(
        z
          .array(UnderlaySchema)
          .check(
            z.maxLength(UNDERLAY_LIMITS.perPage, `must have at most ${UNDERLAY_LIMITS.perPage} underlays`),
          ),
      ),
    ),
    /** Optional and additive, like underlays: absent is 'centreline'. */
    wallDimensions: z.optional(z.enum(['centreline', 'faces'])),
    /** Optional and additive: absent is on; only `false` is stored (pages opened from a drawing). */
    autoDimensions: z.optional(z.literal(false)),
  })
  .check(
    z.superRefine((page, ctx) => {
      const seen = new Set<string>();
      page.elements.forEach((el, i) => {
        if (seen.has(el.id))
          ctx.addIssue({ code: 'custom', path: ['elements', i, 'id'], message: 'is a duplicate id' });
        seen.add(el.id);
      });
      // Layer names are unique case-insensitively, as in DXF.
      const names = new Set<string>();
      page.layers.forEach((l, i) => {
        const key = l.name.toLowerCase();
        if (names.has(key))
          ctx.addIssue({ code: 'custom', path: ['layers', i, 'name'], message: 'is a duplicate layer name' });
        names.add(key);
      });
      const underlayIds = new Set<string>();
      page.underlays?.forEach((u, i) => {
        if (underlayIds.has(u.id))
          ctx.addIssue({ code: 'custom', path: ['underlays', i, 'id'], message: 'is a duplicate id' });
        underlayIds.add(u.id);
      });
    }),
  );
export type PageSchema = z.infer<typeof PageSchema>;

/** A revision's pages_json (and the pages a save sends): the design's pages in order. */
export const PagesSchema = z
  .readonly(
    z
      .array(PageSchema)
      .check(
        z.maxLength(
          DRAWING_LIMITS.pagesPerDesign,
          `must have at most ${DRAWING_LIMITS.pagesPerDesign} pages`,
        ),
      ),
  )
  .check(
    z.superRefine((pages, ctx) => {
      const seen = new Set<string>();
      pages.forEach((p, i) => {
        if (seen.has(p.id))
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'is a duplicate page id' });
        seen.add(p.id);
      });
    }),
  );

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Legacy strokes stored points as a flat [x1, y1, x2, y2, …] list. */
function pointList(v: unknown): unknown {
  if (!Array.isArray(v) || !v.every((n) => typeof n === 'number')) return v;
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i + 1 < v.length; i += 2) out.push({ x: v[i] as number, y: v[i + 1] as number });
  return out;
}

function migrateElement(el: unknown, pageId: string, i: number): unknown {
  if (!isObject(el)) return el;
  const out: Json = { ...el };
  if (out.type === 'free-hand') out.type = 'free-pencil';
  if (out.id === undefined || out.id === '') out.id = `${pageId}-e${i + 1}`;
  if (out.rotation === undefined) out.rotation = 0;
  if (out.snapPoints !== undefined && !Array.isArray(out.snapPoints)) delete out.snapPoints;
  if (Array.isArray(out.snapPoints)) out.snapPoints = pointList(out.snapPoints);
  if (out.groupId === null) delete out.groupId;
  if ('points' in out) out.points = pointList(out.points);
  if (out.type === 'wall' && out.thickness === undefined) out.thickness = 6 * 96;
  if (out.type === 'divider' && out.thickness === undefined) out.thickness = 2 * 96;
  if (out.type === 'text') {
    if (typeof out.fontSize === 'number' && Number.isFinite(out.fontSize)) {
      out.fontSize = Math.min(96, Math.max(8, out.fontSize));
    } else if (out.fontSize === undefined) out.fontSize = 16;
    if (out.fill === undefined) out.fill = '#000000';
    if (out.text === undefined) out.text = 'Sample Text';
  }
  return out;
}

/**
 * Upgrades an older page document to the current version (a no-op for current ones): unversioned pages
 * (version 1) may lack ids, names, rotation and snap points, store strokes as 'free-hand' with flat point
 * lists, and carry out-of-range font sizes. Missing ids are derived from the page's position so migration
 * stays deterministic. Version 2 and 3 pages have the current element shapes (version 3 added the door, window
 * and room types, version 4 the CAD types and optional fields), so they take the new number and no layers. Anything it cannot make sense of is left for PageSchema to reject.
 */
export function migratePage(input: unknown, index = 0): unknown {
  if (!isObject(input)) return input;
  const version = input.version ?? 1;
  // Version 4 added layers (and optional fields): older pages get an empty list and nothing else changes.
  if (version === 2 || version === 3) return { ...input, version: DRAWING_VERSION, layers: [] };
  if (version !== 1) return input;
  const pageId = typeof input.id === 'string' && input.id !== '' ? input.id : `page-${index + 1}`;
  const name = typeof input.name === 'string' && input.name.trim() !== '' ? input.name : `Page ${index + 1}`;
  const elements = Array.isArray(input.elements)
    ? input.elements.map((el, i) => migrateElement(el, pageId, i))
    : (input.elements ?? []);
  return { ...input, version: DRAWING_VERSION, id: pageId, name, elements, layers: [] };
}

/** `pages[2].elements[5].x: must be a finite number` — the path of the first few problems, readable. */
export function describeIssues(error: z.core.$ZodError, max = 5): string {
  return error.issues
    .slice(0, max)
    .map((issue) => {
      const path = issue.path.reduce<string>(
        (s, key) => (typeof key === 'number' ? `${s}[${key}]` : s ? `${s}.${String(key)}` : String(key)),
        '',
      );
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Migrates then validates one page; the error names the offending path. */
export function parsePage(input: unknown, index = 0): Parsed<PageSchema> {
  const r = PageSchema.safeParse(migratePage(input, index));
  return r.success ? { ok: true, value: r.data } : { ok: false, error: describeIssues(r.error) };
}

/** Migrates then validates a list of pages (pages_json, or the pages of a save). */
export function parsePages(input: unknown): Parsed<z.infer<typeof PagesSchema>> {
  const migrated = Array.isArray(input) ? input.map((p, i) => migratePage(p, i)) : input;
  const r = PagesSchema.safeParse(migrated);
  return r.success ? { ok: true, value: r.data } : { ok: false, error: describeIssues(r.error) };
}

// ---- Outline wizard ----

export const MAX_FACE_LENGTH = 10_000;
export const MAX_FACE_SEGMENTS = 100;

export const OutlineFaceSchema = z.object({
  length: z
    .number()
    .check(z.gte(0, 'must be 0 or more'))
    .check(z.lte(MAX_FACE_LENGTH, `must be at most ${MAX_FACE_LENGTH}`)),
  segments: z
    .number()
    .check(z.int('must be a whole number'))
    .check(z.gte(1, 'must be at least 1'))
    .check(z.lte(MAX_FACE_SEGMENTS)),
  brokenWall: z._default(
    z.object({
      enabled: z.boolean(),
      segments: z
        .number()
        .check(z.int('must be a whole number'))
        .check(z.gte(1, 'must be at least 1'))
        .check(z.lte(MAX_FACE_SEGMENTS - 1))
        .check(z.refine((n) => n % 2 === 1, 'must be odd')),
    }),
    { enabled: false, segments: 1 },
  ),
});

/** raw_json: exactly what the wizard's user entered, per face. */
export const OutlineRawJsonSchema = z.object({
  south: OutlineFaceSchema,
  north: OutlineFaceSchema,
  west: OutlineFaceSchema,
  east: OutlineFaceSchema,
});

export const LengthUnitSchema = z.enum(['feet', 'meters'], { error: 'must be feet or meters' });

/** The wizard's form. */
export const OutlineInputSchema = z.object({
  name: z.string().check(z.trim()).check(z.minLength(1, 'is required')).check(z.maxLength(255)),
  unit: z._default(LengthUnitSchema, 'feet'),
  faces: OutlineRawJsonSchema,
});

const OutlineWallSummarySchema = z.object({
  id: id(),
  start: PointSchema,
  end: PointSchema,
  lengthPx: size(),
  label: z.string(),
});

const OutlineFaceSummarySchema = z.object({
  length: z.number().check(z.gte(0)),
  segments: z.number().check(z.int()).check(z.gte(1)),
  lengthPx: size(),
  label: z.string(),
  broken: z.boolean(),
  walls: z.readonly(z.array(OutlineWallSummarySchema).check(z.maxLength(MAX_FACE_SEGMENTS))),
  openings: z.readonly(
    z
      .array(z.object({ start: PointSchema, end: PointSchema, lengthPx: size() }))
      .check(z.maxLength(MAX_FACE_SEGMENTS)),
  ),
});

/** outline_metadata: the derived walls' summary (core outline.ts `buildOutline`). */
export const OutlineMetadataSchema = z.object({
  unit: LengthUnitSchema,
  closed: z.boolean(),
  wallThickness: size(),
  perimeterPx: size(),
  corners: z.object({ sw: PointSchema, se: PointSchema, ne: PointSchema, nw: PointSchema }),
  faces: z.object({
    south: OutlineFaceSummarySchema,
    north: OutlineFaceSummarySchema,
    west: OutlineFaceSummarySchema,
    east: OutlineFaceSummarySchema,
  }),
});

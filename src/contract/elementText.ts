import { DRAWING_LIMITS, ElementSchema, FixtureSchema, LINEWEIGHT_DEFAULT } from './drawing';

/*
 * The hot path of a big save: a 50,000-element page checked against the contract and serialised in one pass,
 * without zod's generic machinery (a third of a full save's time) or building the validated objects only to
 * stringify them. It answers only when it is sure: an element it accepts is one ElementSchema accepts, and its
 * text is exactly JSON.stringify of ElementSchema's output (the shape's key order, unknown keys dropped,
 * defaults filled). Anything else — an invalid element, a type or field it does not know — answers null, and
 * the caller validates with zod, which also words the error. tests/server/saves/element-text.test.ts checks
 * that promise with fast-check on valid and invalid elements. Pure: the server's saves and the editor's parse
 * worker both use it.
 */

/** A value the contract refuses (or this file is not sure of). */
const NO = Symbol('no');

/** A field's value as the contract outputs it (the value itself, or a copy in the contract's shape), or NO. */
type Writer = (value: unknown) => unknown;

const LIMIT = DRAWING_LIMITS.coordinate;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const finite: Writer = (v) => (typeof v === 'number' && v >= -LIMIT && v <= LIMIT ? v : NO);
const size: Writer = (v) => (typeof v === 'number' && v >= 0 && v <= LIMIT ? v : NO);
const positive: Writer = (v) => (typeof v === 'number' && v > 0 && v <= LIMIT ? v : NO);
const string =
  (min: number, max: number): Writer =>
  (v) =>
    typeof v === 'string' && v.length >= min && v.length <= max ? v : NO;
const id = string(1, DRAWING_LIMITS.idLength);
const bool: Writer = (v) => (typeof v === 'boolean' ? v : NO);
const oneOf =
  (...values: string[]): Writer =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? v : NO;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether the object's own keys are exactly x then y (then it serialises as the contract's point does). */
function isPlainPoint(v: Record<string, unknown>): boolean {
  let n = 0;
  for (const key in v) {
    if ((n === 0 && key !== 'x') || (n === 1 && key !== 'y') || n > 1) return false;
    n++;
  }
  return n === 2;
}

const point: Writer = (v) => {
  if (!isRecord(v)) return NO;
  const x = finite(v.x);
  const y = finite(v.y);
  if (x === NO || y === NO) return NO;
  return isPlainPoint(v) ? v : { x, y };
};

const points =
  (max: number, exactly?: number): Writer =>
  (v) => {
    if (!Array.isArray(v) || v.length > max || (exactly !== undefined && v.length !== exactly)) return NO;
    let out: unknown[] | null = null;
    for (let i = 0; i < v.length; i++) {
      const p: unknown = v[i];
      const checked = point(p);
      if (checked === NO) return NO;
      if (checked !== p && out === null) out = (v as unknown[]).slice();
      if (out) out[i] = checked;
    }
    return out ?? v;
  };

/** Degrees from 0 up to 360 (360 itself only where it closes a full ellipse). */
const degrees =
  (upTo360: boolean): Writer =>
  (v) =>
    typeof v === 'number' && v >= 0 && (upTo360 ? v <= 360 : v < 360) ? v : NO;

const bulges: Writer = (v) => {
  if (!Array.isArray(v) || v.length > DRAWING_LIMITS.pointsPerElement) return NO;
  for (const b of v as unknown[]) if (typeof b !== 'number' || !(b >= -1e6 && b <= 1e6)) return NO;
  return v;
};

/** A hatch's loops: at most hatchLoops, and hatchPoints points in all (the schema's refine). */
const hatchLoop = points(DRAWING_LIMITS.hatchPoints);
const loops: Writer = (v) => {
  if (!Array.isArray(v) || v.length > DRAWING_LIMITS.hatchLoops) return NO;
  let total = 0;
  let out: unknown[] | null = null;
  for (let i = 0; i < v.length; i++) {
    const loop: unknown = v[i];
    const checked = hatchLoop(loop);
    if (checked === NO) return NO;
    total += (checked as unknown[]).length;
    if (total > DRAWING_LIMITS.hatchPoints) return NO;
    if (checked !== loop && out === null) out = (v as unknown[]).slice();
    if (out) out[i] = checked;
  }
  return out ?? v;
};

interface Field {
  key: string;
  write: Writer;
  /** Absent: left out (optional), refused, or this value (the contract's default). */
  absent: 'omit' | 'refuse' | { value: unknown };
}

/** What each key of an element's shape holds; a key not listed here turns the fast path off for its type. */
function writerFor(type: string, key: string): Pick<Field, 'write' | 'absent'> | null {
  switch (key) {
    case 'id':
      return { write: id, absent: 'refuse' };
    case 'groupId':
    case 'wallId':
      return { write: id, absent: 'omit' };
    case 'x':
    case 'y':
    case 'rotation':
    case 'x2':
    case 'y2':
    case 'offset':
      return { write: finite, absent: 'refuse' };
    case 'width':
    case 'height':
      // Text's are optional (an MTEXT box, a CAD height) and above 0; the boxes' are required sizes.
      if (type === 'text') return { write: positive, absent: 'omit' };
      return { write: size, absent: 'refuse' };
    case 'radius':
    case 'depth':
      return { write: size, absent: 'refuse' };
    case 'layer':
    case 'linetype':
      return { write: string(1, DRAWING_LIMITS.layerNameLength), absent: 'omit' };
    case 'color':
      return { write: (v) => (typeof v === 'string' && HEX_COLOR.test(v) ? v : NO), absent: 'omit' };
    case 'lineweight':
      return {
        write: (v) => (typeof v === 'number' && (v === LINEWEIGHT_DEFAULT || (v >= 0 && v <= 2.11)) ? v : NO),
        absent: 'omit',
      };
    case 'align':
      return { write: oneOf('left', 'center', 'right'), absent: 'omit' };
    case 'measureAngle':
      return { write: finite, absent: 'omit' };
    case 'textOverride':
      return { write: string(0, DRAWING_LIMITS.textLength), absent: 'omit' };
    case 'thickness':
      return { write: positive, absent: 'refuse' };
    case 'snapPoints':
      return { write: points(64), absent: { value: [] } };
    case 'start':
    case 'end':
    case 'control':
      return { write: point, absent: 'refuse' };
    case 'points':
      if (type === 'polygon') return { write: points(6), absent: 'refuse' };
      if (type === 'free-pencil' || type === 'polyline')
        return { write: points(DRAWING_LIMITS.pointsPerElement), absent: 'refuse' };
      if (type === 'room') return { write: points(DRAWING_LIMITS.pointsPerRoom), absent: 'refuse' };
      if (type.endsWith('triangle')) return { write: points(3, 3), absent: 'refuse' };
      return null;
    case 'text':
      return { write: string(0, DRAWING_LIMITS.textLength), absent: 'refuse' };
    case 'fontSize':
      return {
        write: (v) => (typeof v === 'number' && v >= 8 && v <= 96 ? v : NO),
        absent: 'refuse',
      };
    case 'fill':
      return { write: string(0, 64), absent: 'refuse' };
    case 'fontStyle':
      return { write: oneOf('normal', 'bold', 'italic', 'bold italic'), absent: { value: 'normal' } };
    case 'polygonType':
      return { write: oneOf('pentagon', 'hexagon'), absent: 'refuse' };
    case 'name':
      return type === 'room' ? { write: string(0, DRAWING_LIMITS.roomNameLength), absent: 'refuse' } : null;
    case 'bound':
    case 'enclosed':
      return type === 'room' ? { write: bool, absent: 'omit' } : null;
    case 'hinge':
      return { write: oneOf('start', 'end'), absent: 'refuse' };
    case 'swing':
      return { write: oneOf('left', 'right'), absent: 'refuse' };
    case 'kind':
      return { write: oneOf('swing', 'opening', 'entry', 'overhead'), absent: 'refuse' };
    case 'symbol':
      return type === 'fixture'
        ? { write: oneOf(...FixtureSchema.shape.symbol.options), absent: 'refuse' }
        : null;
    case 'mirrored':
      return type === 'fixture' ? { write: bool, absent: 'omit' } : null;
    case 'sill':
      return type === 'window'
        ? { write: (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : NO), absent: 'omit' }
        : null;
    case 'head':
      return type === 'window' ? { write: positive, absent: 'omit' } : null;
    // The CAD types a DXF brings (arcs, ellipses, polylines, hatches): an imported drawing saves fast too.
    case 'rx':
    case 'ry':
      return { write: size, absent: 'refuse' };
    case 'startAngle':
      return { write: degrees(false), absent: 'refuse' };
    case 'endAngle':
      // An ellipse's 360 closes it; an arc's end is below 360 like its start.
      return { write: degrees(type === 'ellipse'), absent: 'refuse' };
    case 'bulges':
      return type === 'polyline' ? { write: bulges, absent: 'omit' } : null;
    case 'closed':
      return type === 'polyline' ? { write: bool, absent: 'refuse' } : null;
    case 'loops':
      return type === 'hatch' ? { write: loops, absent: 'refuse' } : null;
    case 'pattern':
      return type === 'hatch' ? { write: string(1, 255), absent: 'refuse' } : null;
    case 'patternScale':
      return { write: positive, absent: 'refuse' };
    case 'patternAngle':
      return { write: finite, absent: 'refuse' };
    default:
      return null;
  }
}

/** The element types' fields in their shape's order (read from the contract, so the order cannot drift). */
const SPECS: ReadonlyMap<string, readonly Field[]> = (() => {
  const specs = new Map<string, Field[]>();
  for (const option of ElementSchema.def.options) {
    // A literal's or an enum's values (zod core keeps both as `_zod.values`).
    const types = [...(option.shape.type._zod.values ?? [])].filter(
      (t): t is string => typeof t === 'string',
    );
    for (const type of types) {
      const fields: Field[] = [];
      let known = true;
      for (const key of Object.keys(option.shape)) {
        if (key === 'type') {
          fields.push({ key, write: (v) => (v === type ? v : NO), absent: 'refuse' });
          continue;
        }
        const writer = writerFor(type, key);
        if (!writer) known = false;
        else fields.push({ key, ...writer });
      }
      if (known) specs.set(type, fields);
    }
  }
  return specs;
})();

/**
 * The element as ElementSchema.parse(value) outputs it — its fields in the shape's order, unknown keys dropped,
 * defaults filled, so JSON.stringify gives the same text — or null when the element is invalid or outside what
 * this fast path knows (then ask zod).
 */
export function canonicalElement(value: unknown): Record<string, unknown> | null {
  if (!isRecord(value)) return null;
  const type = value.type;
  const fields = typeof type === 'string' ? SPECS.get(type) : undefined;
  if (!fields) return null;
  // Checked first without building anything: most elements (loaded from the server, or edited with a spread)
  // already are the contract's output, and then they are kept as they are.
  const checked: unknown[] = [];
  let same = true;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as Field;
    const v = value[field.key];
    if (v === undefined) {
      // Present but undefined (not JSON): zod decides.
      if (Object.hasOwn(value, field.key) || field.absent === 'refuse') return null;
      if (field.absent !== 'omit') {
        checked.push(field.absent.value);
        same = false;
      } else checked.push(undefined);
      continue;
    }
    const c = field.write(v);
    if (c === NO) return null;
    if (c !== v) same = false;
    checked.push(c);
  }
  if (same && keysInOrder(value, fields, checked)) return value;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i++)
    if (checked[i] !== undefined) out[(fields[i] as Field).key] = checked[i];
  return out;
}

/** Whether `value`'s own keys are exactly the present fields', in order (it then serialises as the output). */
function keysInOrder(
  value: Record<string, unknown>,
  fields: readonly Field[],
  checked: readonly unknown[],
): boolean {
  let i = 0;
  for (const key in value) {
    while (i < fields.length && checked[i] === undefined) i++;
    if (i >= fields.length || (fields[i] as Field).key !== key || !Object.hasOwn(value, key)) return false;
    i++;
  }
  while (i < fields.length && checked[i] === undefined) i++;
  return i === fields.length;
}

/**
 * A page's elements as ElementSchema would output them (each element as canonicalElement answers), or null when
 * any element is not sure, ids repeat, or there are too many: then the page goes through zod. The editor's parse
 * worker checks a big design's elements this way (zod then checks the rest of the answer).
 */
export function canonicalElements(elements: unknown): Record<string, unknown>[] | null {
  if (!Array.isArray(elements) || elements.length > DRAWING_LIMITS.elementsPerPage) return null;
  // Pushed, not preallocated: a packed array keeps JSON.stringify on its fast path.
  const out: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < elements.length; i++) {
    const el = canonicalElement(elements[i]);
    if (el === null) return null;
    const elementId = el.id as string;
    if (seen.has(elementId)) return null;
    seen.add(elementId);
    out.push(el);
  }
  return out;
}

/**
 * A page's elements as the JSON text of the validated array, or null when any element is not sure (or ids
 * repeat, or there are too many): then the page goes through zod.
 */
export function elementsText(elements: unknown): { text: string; count: number } | null {
  const out = canonicalElements(elements);
  return out ? { text: JSON.stringify(out), count: out.length } : null;
}

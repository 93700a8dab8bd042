import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAWING_VERSION, ElementSchema, PagesSchema } from '../../../src/contract/drawing';
import { FloorDesignEditRequest } from '../../../src/contract/floordesigns';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { canonicalElement, elementsText } from '../../../src/server/saves/element-text';
import { pageBlobText, preparePage } from '../../../src/server/saves/page-text';
import { prepareEdit } from '../../../src/server/saves/prepare';

// The save's fast element check stands in for zod on the hot path: whatever it accepts, the contract accepts,
// with exactly the same JSON text; whatever the contract refuses, it refuses (and zod then words the error).

const TYPES = [
  'line',
  'wall',
  'divider',
  'rectangle',
  'square',
  'circle',
  'half-arch',
  'bezier-arch',
  'polygon',
  'triangle',
  'right-triangle',
  'equilateral-triangle',
  'text',
  'free-pencil',
  'door',
  'window',
  'room',
  'dimension',
  'ellipse',
  'fixture',
  'arc',
  'polyline',
  'hatch',
  'point',
];

const number = fc.oneof(
  fc.double({ min: -2e8, max: 2e8, noNaN: true }),
  fc.integer({ min: -100, max: 100 }),
  fc.constantFrom(0, -0, 8, 96, 1e8, -1e8, 1e8 + 1, Infinity, -Infinity, Number.NaN, 7.9, 96.5),
);
const text = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('', 'x'.repeat(101), 'normal', 'bold'));
const point = fc.oneof(
  fc.record({ x: number, y: number }),
  fc.record({ y: number, x: number }),
  fc.record({ x: number, y: number, z: number }),
  fc.record({ x: number }),
  fc.constant(null),
);
const points = fc.array(point, { maxLength: 8 });
const anything = fc.oneof(number, text, point, points, fc.constant(null), fc.constant(true));

/** A value for a field: usually a plausible one for its name, sometimes anything at all. */
function fieldValue(key: string): fc.Arbitrary<unknown> {
  const plausible: Record<string, fc.Arbitrary<unknown>> = {
    id: fc.oneof(fc.string({ minLength: 1, maxLength: 6 }), fc.constant('')),
    groupId: fc.string({ maxLength: 4 }),
    wallId: fc.string({ maxLength: 4 }),
    snapPoints: points,
    points,
    start: point,
    end: point,
    control: point,
    text,
    name: text,
    fill: text,
    fontStyle: fc.constantFrom('normal', 'bold', 'italic', 'bold italic', 'heavy'),
    polygonType: fc.constantFrom('pentagon', 'hexagon', 'octagon'),
    hinge: fc.constantFrom('start', 'end', 'middle'),
    swing: fc.constantFrom('left', 'right', 'up'),
    kind: fc.constantFrom('swing', 'opening', 'entry', 'overhead', 'sliding'),
    layer: fc.oneof(
      fc.constantFrom('0', 'A-WALL', ''),
      fc.string({ maxLength: 4 }),
      fc.constant('L'.repeat(256)),
    ),
    linetype: fc.constantFrom('DASHED', 'CONTINUOUS', '', 'X'.repeat(256)),
    color: fc.constantFrom('#ff0000', '#00AAff', 'red', '#fff', '#12345g'),
    lineweight: fc.constantFrom(-3, 0, 0.35, 2.11, 2.12, -1, -3.5),
    align: fc.constantFrom('left', 'center', 'right', 'middle'),
    textOverride: text,
    bound: fc.constantFrom(true, false, 'yes', 1),
    enclosed: fc.constantFrom(true, false, 'no', 0),
    symbol: fc.constantFrom('bath', 'stairs', 'toilet', 'piano', ''),
    mirrored: fc.constantFrom(true, false, 'yes', 1, null),
    startAngle: fc.constantFrom(0, 90, 359.9, 360, -1, 400),
    endAngle: fc.constantFrom(0, 180, 359.9, 360, 360.5, -0.5),
    bulges: fc.array(fc.oneof(number, fc.constantFrom(1e6, -1e6, 1e6 + 1)), { maxLength: 5 }),
    closed: fc.constantFrom(true, false, 'true', 0),
    loops: fc.array(points, { maxLength: 3 }),
    pattern: fc.constantFrom('ANSI31', 'SOLID', '', 'P'.repeat(256)),
  };
  return fc.oneof({ weight: 6, arbitrary: plausible[key] ?? number }, { weight: 1, arbitrary: anything });
}

const KEYS = [
  'id',
  'x',
  'y',
  'rotation',
  'groupId',
  'snapPoints',
  'x2',
  'y2',
  'thickness',
  'width',
  'height',
  'radius',
  'start',
  'end',
  'control',
  'polygonType',
  'points',
  'text',
  'fontSize',
  'fill',
  'fontStyle',
  'wallId',
  'hinge',
  'swing',
  'kind',
  'name',
  'offset',
  'layer',
  'color',
  'linetype',
  'lineweight',
  'align',
  'measureAngle',
  'textOverride',
  'bound',
  'enclosed',
  'symbol',
  'depth',
  'mirrored',
  'rx',
  'ry',
  'startAngle',
  'endAngle',
  'bulges',
  'closed',
  'loops',
  'pattern',
  'patternScale',
  'patternAngle',
  'extra',
];

/** Elements of every type with any subset of fields, in any order, valid or not. */
const element = fc
  .tuple(
    fc.constantFrom(...TYPES),
    fc.shuffledSubarray(KEYS, { minLength: 0 }),
    fc.array(fc.boolean(), { minLength: KEYS.length, maxLength: KEYS.length }),
  )
  .chain(([type, keys, drop]) =>
    fc.tuple(...keys.map((k) => fieldValue(k))).map((values) => {
      const el: Record<string, unknown> = { type };
      keys.forEach((k, i) => {
        if (!drop[i] || ['id', 'x', 'y', 'rotation'].includes(k)) el[k] = values[i];
      });
      return el;
    }),
  );

/** A valid value for each field of the contract's element shapes. */
function validValue(type: string, key: string): unknown {
  if (key === 'type') return type;
  if (key === 'points') {
    const n = type.endsWith('triangle') ? 3 : 4;
    return Array.from({ length: n }, (_, i) => ({ x: i, y: i * 2 }));
  }
  const values: Record<string, unknown> = {
    id: 'a',
    groupId: 'g',
    wallId: 'w',
    snapPoints: [{ x: 1, y: 2 }],
    start: { x: 0, y: 0 },
    end: { x: 5, y: 0 },
    control: { x: 2, y: 3 },
    text: 'Hi',
    name: 'Kitchen',
    fill: '#000',
    fontSize: 16,
    fontStyle: 'bold',
    polygonType: 'hexagon',
    hinge: 'end',
    swing: 'right',
    kind: 'entry',
    thickness: 6,
    symbol: 'bath',
    mirrored: true,
    layer: 'A-WALL',
    color: '#00aaff',
    linetype: 'DASHED',
    lineweight: 0.35,
    align: 'center',
    textOverride: '<> TYP.',
    bound: true,
    enclosed: false,
  };
  if (key === 'bulges') return type === 'polyline' ? [0, 0.5, -1, 0] : 3;
  if (key === 'closed') return false;
  if (key === 'loops')
    return [
      [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 4, y: 4 },
      ],
    ];
  if (key === 'pattern') return 'ANSI31';
  return key in values ? values[key] : 3;
}

/** Every element type with every field of its contract shape set to a valid value. */
const everyTypeValid = ElementSchema.def.options.flatMap((o) => {
  return [...(o.shape.type._zod.values ?? [])].map((type) =>
    Object.fromEntries(Object.keys(o.shape).map((k) => [k, validValue(String(type), k)])),
  );
});

/** Every element type, valid, then changed in up to three ways: a field's value, a field gone, a key added. */
const nearValid = fc
  .tuple(
    fc.constantFrom(
      ...ElementSchema.def.options.flatMap((o) => {
        return [...(o.shape.type._zod.values ?? [])].map((type) => ({
          type: String(type),
          keys: Object.keys(o.shape),
        }));
      }),
    ),
    fc.array(fc.tuple(fc.constantFrom('value', 'drop', 'extra', 'pointKey'), fc.nat(30), anything), {
      maxLength: 3,
    }),
    fc.boolean(),
  )
  .map(([{ type, keys }, changes, shuffle]) => {
    const order = shuffle ? [...keys].reverse() : keys;
    const el: Record<string, unknown> = Object.fromEntries(order.map((k) => [k, validValue(type, k)]));
    for (const [change, n, value] of changes) {
      const key = keys[n % keys.length] as string;
      if (change === 'value') el[key] = value;
      else if (change === 'drop') Reflect.deleteProperty(el, key);
      else if (change === 'extra') el[`extra${n}`] = value;
      else if (Array.isArray(el.snapPoints)) el.snapPoints = [{ y: 1, x: 2, q: value }];
    }
    return el;
  });

/** Valid elements as the editor makes them (finalizeElement's key order), with a few fields changed. */
const validElement = fc
  .record({
    x: fc.integer({ min: -1000, max: 1000 }),
    w: fc.integer({ min: 0, max: 500 }),
    kind: fc.constantFrom('rectangle', 'wall', 'text', 'door', 'room', 'dimension', 'fixture'),
  })
  .map(({ x, w, kind }) => {
    if (kind === 'wall')
      return finalizeElement({
        id: `w${x}`,
        type: 'wall',
        x,
        y: 0,
        rotation: 0,
        x2: x + w,
        y2: 5,
        thickness: 6,
      });
    if (kind === 'text')
      return finalizeElement({
        id: `t${x}`,
        type: 'text',
        x,
        y: 0,
        rotation: 0,
        text: `"${w}"`,
        fontSize: 16,
        fill: '#000',
        fontStyle: 'bold',
      });
    if (kind === 'door')
      return finalizeElement({
        id: `d${x}`,
        type: 'door',
        x,
        y: 0,
        rotation: 90,
        width: w,
        thickness: 6,
        hinge: 'start',
        swing: 'left',
        kind: 'swing',
      });
    if (kind === 'room')
      return finalizeElement({
        id: `r${x}`,
        type: 'room',
        x: 0,
        y: 0,
        rotation: 0,
        name: 'Kitchen',
        points: [
          { x, y: 0 },
          { x: x + w, y: 0 },
          { x, y: w },
        ],
        // Rooms traced from walls, some no longer enclosed, beside hand-drawn ones.
        ...(w % 2 === 0 ? { bound: true } : {}),
        ...(w % 3 === 0 ? { enclosed: false } : {}),
      });
    if (kind === 'dimension')
      return finalizeElement({
        id: `m${x}`,
        type: 'dimension',
        x,
        y: 0,
        rotation: 0,
        x2: x + w,
        y2: 0,
        offset: -12,
      });
    if (kind === 'fixture')
      return finalizeElement({
        id: `f${x}`,
        type: 'fixture',
        symbol: 'bath',
        x,
        y: 0,
        rotation: 90,
        width: 60 * 96,
        depth: w,
        // Mirrored ones carry the flag; the others leave it out, as the Mirror command does.
        ...(w % 2 === 0 ? { mirrored: true } : {}),
      });
    return finalizeElement({ id: `e${x}`, type: 'rectangle', x, y: 20, rotation: 0, width: w, height: 40 });
  });

describe('the fast element check', () => {
  it('accepts every element type with all its fields set, as zod does (the property below starts from these)', () => {
    expect(everyTypeValid.length).toBeGreaterThanOrEqual(TYPES.length);
    for (const el of everyTypeValid) {
      const zod = ElementSchema.safeParse(el);
      expect(zod.success, `${String(el.type)}: ${zod.error?.issues[0]?.message}`).toBe(true);
      expect(JSON.stringify(canonicalElement(el)), String(el.type)).toBe(JSON.stringify(zod.data));
    }
  });

  it('accepts only what the contract accepts, with the same JSON text', () => {
    fc.assert(
      fc.property(fc.oneof(element, nearValid, nearValid), (el) => {
        const fast = canonicalElement(el);
        const zod = ElementSchema.safeParse(el);
        if (fast !== null) {
          expect(zod.success).toBe(true);
          expect(JSON.stringify(fast)).toBe(JSON.stringify(zod.data));
        }
        // Every type is known to the fast path: a valid element is accepted.
        if (zod.success && !('groupId' in el && el.groupId === '')) {
          expect(fast).not.toBeNull();
        }
      }),
      { numRuns: 3000 },
    );
  }, 120_000);

  it("takes the editor's elements (any key order) as the contract outputs them, and keeps those already so", () => {
    fc.assert(
      fc.property(fc.array(validElement, { maxLength: 20 }), (els) => {
        const unique = [...new Map(els.map((e) => [e.id, e])).values()];
        const fast = elementsText(unique);
        const parsed = PagesSchema.parse([
          { version: DRAWING_VERSION, id: 'p', name: 'n', elements: unique },
        ]);
        expect(fast?.text).toBe(JSON.stringify(parsed[0]?.elements));
        const canonical = JSON.parse(fast?.text ?? '[]') as unknown[];
        canonical.forEach((el) => expect(canonicalElement(el)).toBe(el));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves repeated ids and every refusal to zod, whose message the save answers', () => {
    const a = finalizeElement({ id: 'a', type: 'rectangle', x: 0, y: 0, rotation: 0, width: 1, height: 1 });
    expect(elementsText([a, a])).toBeNull();
    const body = {
      pages: [{ version: DRAWING_VERSION, id: 'p', name: 'P', elements: [a, { ...a, id: 'b', x: 'far' }] }],
    };
    expect(prepareEdit(body)).toEqual({
      ok: false,
      error: 'pages[0].elements[1].x: must be a finite number',
    });
  });

  it("prepares an edit exactly as the contract's parse would", () => {
    fc.assert(
      fc.property(fc.array(validElement, { maxLength: 10 }), fc.string({ maxLength: 5 }), (els, name) => {
        const unique = [...new Map(els.map((e) => [e.id, e])).values()];
        const body = {
          name: 'Design',
          notes: 'n',
          extra: 1,
          pages: [{ version: DRAWING_VERSION, id: 'p', name, elements: unique, more: 2 }],
        };
        const fast = prepareEdit(body);
        const parsed = FloorDesignEditRequest.parse(body);
        const { pages, ...fields } = parsed;
        expect(fast).toEqual({ ok: true, value: { fields, pages: pages.map(preparePage) } });
        if (fast.ok) expect(pageBlobText(fast.value.pages[0] as never)).toBe(JSON.stringify({ ...pages[0] }));
      }),
      { numRuns: 200 },
    );
  });
});

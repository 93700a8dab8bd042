import type { Box } from '../geometry';
import { fullBaths, isAdu, type Brief, type RoomSpec } from '../program';
import type { DoorDecl, Scheme, SchemeRoom } from '../scheme';
import type { Node } from '../slicing';
import { X, Y, fixed, layout, sizeFor, targetOf } from '../slicing';
import type { Program } from '../types';
import { mirrorScheme } from './mirror';
import { L, Rooms, garageOf, GARAGE_DEPTH_IN } from './rooms';
import { CLOSET_IN, HALL_IN } from './zones';

/**
 * Small houses and accessory units. The compact center-hall cottage: the entry and a short hall down the middle,
 * the living room and kitchen on one side, bedrooms and baths on the other. The studio and one-bedroom units:
 * living and kitchen as one room, the bath (and the bedroom behind a closet and a small hall) beside or behind it.
 */

const FT = 12;

const sumOf = (nodes: (Node | null)[]) => nodes.reduce((s, n) => s + (n ? targetOf(n) : 0), 0) * 144;

function place(zones: readonly [Node, Box][]): { rooms: SchemeRoom[]; bent: number } {
  const rooms: SchemeRoom[] = [];
  let bent = 0;
  for (const [node, box] of zones) {
    const l = layout(node, box);
    bent += l.bent;
    rooms.push(...l.rooms.map((r) => ({ spec: r.room, box: r.box })));
  }
  return { rooms, bent };
}

/** The compact center-hall house (one story, up to two bedrooms): public side, hall, private side. */
export function centerHallScheme(
  p: Program,
  brief: Brief,
  depthFt: number,
  mirror: boolean,
  /** The wet rows fill the foyer's depth, so no bedroom shares a wall with the foyer. */
  shield = true,
): Scheme | null {
  if (p.story !== 1 || p.num_bedrooms > 2 || isAdu(p)) return null;
  const firstCloset = p.num_bedrooms === 0 ? null : undefined;
  void firstCloset;
  const rooms = new Rooms(brief);
  const doors: DoorDecl[] = [];
  const living = rooms.take('living');
  const kitchen = rooms.take('kitchen');
  const foyer = rooms.take('foyer');
  if (!living || !kitchen || !foyer) return null;
  const dining = rooms.take('dining');
  const family = rooms.take('family');
  // Proposed bonus rooms (typed family) line the public side behind the family room, each open off the room
  // before it: a large program with few bedrooms is this parti's case.
  const bonus = rooms.all('family');
  const pantry = rooms.take('pantry');
  const laundry = rooms.take('laundry');
  const mud = rooms.take('mudroom');
  const powders = rooms.all('half_bath');
  const offices = rooms.all('office');
  const hall = rooms.add('hall', 'Hall');
  const D = Math.round(depthFt * FT);

  // Public side (left): living at the front, kitchen and dining behind it, open to it.
  const back = X(pantry ? L(pantry) : null, L(kitchen), dining ? L(dining) : null);
  const pub = Y(L(living), family ? L(family) : null, ...bonus.map((r) => L(r)), back);
  bonus.forEach((r, i) => {
    const before = i === 0 ? (family ?? living) : (bonus[i - 1] ?? living);
    doors.push({ a: r.key, b: [before.key, hall.key, kitchen.key] });
  });
  doors.push({ a: foyer.key, b: living.key, kind: 'opening' });
  doors.push({ a: kitchen.key, b: [living.key, family?.key ?? living.key] });
  if (dining)
    doors.push(
      { a: kitchen.key, b: dining.key },
      { a: dining.key, b: [living.key, family?.key ?? living.key], optional: true },
    );
  if (family) doors.push({ a: living.key, b: family.key });
  if (pantry) doors.push({ a: kitchen.key, b: pantry.key });

  // The hall column: the foyer, the hall, and the laundry at its end.
  const FOYER_D = 96;
  const hallCol = Y(fixed(L(foyer), FOYER_D), L(hall), laundry && !mud ? L(laundry) : null);
  doors.push({ a: foyer.key, b: 'exterior', kind: 'entry', edge: 'y0' });
  doors.push({ a: foyer.key, b: hall.key, kind: 'opening' });
  doors.push({
    a: hall.key,
    b: [kitchen.key, dining?.key ?? kitchen.key, living.key],
    kind: 'opening',
    optional: true,
  });
  if (laundry && !mud) doors.push({ a: hall.key, b: laundry.key });

  // Private side (right): rooms on the hall, front to back; each bedroom's closet on its outer wall.
  const priv: Node[] = [];
  const primary = rooms.take('primary_bedroom');
  const wic = rooms.take('closet', (c) => c.name === 'Walk-in closet');
  const pbath = rooms.take('primary_bath');
  const beds = rooms.all('bedroom');
  for (const bed of beds) {
    const cl =
      rooms.take('closet', (c) => c.name === `Closet ${bed.name.replace('Bedroom ', '')}`) ??
      rooms.add('closet', `${bed.name} closet`, 14);
    priv.push(X(L(bed), fixed(L(cl), CLOSET_IN)));
    doors.push({ a: hall.key, b: bed.key }, { a: bed.key, b: cl.key });
  }
  const baths = rooms.all('bathroom');
  const wet = [...baths, ...powders];
  for (const b of wet) doors.push({ a: b.key, b: [hall.key, foyer.key] });
  for (const o of offices) doors.push({ a: o.key, b: [hall.key, foyer.key] });
  const linen = rooms.take('closet') ?? rooms.add('closet', 'Linen', 10);
  doors.push({ a: linen.key, b: [hall.key, foyer.key, ...wet.map((r) => r.key)] });
  // The baths right behind the foyer (by the hall's mouth, for guests), then the bedrooms.
  // One row per wet room, each beside a closet, so every one has a wall on the hall (in one row only the first
  // would reach it).
  const wetRows = wet.map((r, i) => {
    const cl = i === 0 ? linen : rooms.add('closet', 'Storage', 10);
    if (i > 0) doors.push({ a: cl.key, b: [hall.key, foyer.key, r.key] });
    return X(L(r), L(cl));
  });
  // The wet rows fill at least the foyer's depth, so no bedroom behind them shares a wall with the foyer.
  const wetBlock = Y(...(wetRows.length ? wetRows : [L(linen)]));
  priv.unshift(
    shield
      ? fixed(wetBlock, Math.max(FOYER_D, Math.round(sumOf([wetBlock]) / (11 * FT + CLOSET_IN))))
      : wetBlock,
  );
  for (const o of offices) priv.unshift(L(o));
  if (primary) {
    const closet = wic ?? rooms.add('closet', 'Closet', 16);
    const side = Y(pbath ? L(pbath) : null, L(closet));
    priv.push(X(L(primary), fixed(side, pbath ? 72 : 42)));
    doors.push({ a: hall.key, b: primary.key }, { a: primary.key, b: closet.key });
    if (pbath) doors.push({ a: primary.key, b: pbath.key });
  }
  if (rooms.rest().some((r) => r.type !== 'garage')) return null;
  const privNode = Y(...priv);
  const HALL_COL = 48;
  const wPriv = Math.max(sizeFor(privNode, 'x', D), 11 * FT + CLOSET_IN);
  const wPub = Math.max(sizeFor(pub, 'x', D), 12 * FT);
  const zones: [Node, Box][] = [
    [pub, { x0: 0, y0: 0, x1: wPub, y1: D }],
    [hallCol, { x0: wPub, y0: 0, x1: wPub + HALL_COL, y1: D }],
    [privNode, { x0: wPub + HALL_COL, y0: 0, x1: wPub + HALL_COL + wPriv, y1: D }],
  ];
  const { rooms: placed, bent } = place(zones);
  if (p.num_car_garage > 0 && mud) {
    // The garage beside the public side, a mudroom (and the laundry) between them, the garage's door into it.
    const garage = attachedGarage(p, laundry ? [mud, laundry] : [mud], D, doors);
    const l = layout(...garage.service);
    placed.push(garage.room, ...l.rooms.map((r) => ({ spec: r.room, box: r.box })));
    doors.push({ a: mud.key, b: [kitchen.key, living.key, dining?.key ?? kitchen.key] });
    if (laundry) doors.push({ a: laundry.key, b: [mud.key, kitchen.key, dining?.key ?? kitchen.key] });
  }
  const scheme: Scheme = {
    parti: 'center_hall',
    template: `C${mirror ? 'R' : 'L'}${depthFt}${shield ? '' : 'o'}`,
    stories: [{ rooms: placed, doors, stairs: [] }],
    bent,
  };
  return mirror ? mirrorScheme(scheme) : scheme;
}

export const centerHallParti = {
  name: 'center_hall',
  schemes(p: Program, brief: Brief): Scheme[] {
    const out: Scheme[] = [];
    const base = Math.round(Math.sqrt(p.square_footage * 0.6));
    for (const depth of [base, base - 3, base + 3])
      for (const mirror of [false, true])
        // The shielded foyer first; the plain one when the wet rows cannot fill its depth.
        for (const shield of [true, false]) {
          const s = centerHallScheme(p, brief, Math.max(24, Math.min(44, depth)), mirror, shield);
          if (s) out.push(s);
        }
    return out;
  },
};

/**
 * Accessory units (studio and one bedroom): three arrangements. `side`: the bath (and bedroom) beside the living
 * room; `back`: behind it across a band of closets and a small hall; `corner`: the kitchen along one side.
 */
export function aduScheme(
  p: Program,
  brief: Brief,
  kind: 'side' | 'back' | 'corner',
  stretch: number,
  mirror: boolean,
): Scheme | null {
  // Studios and one-bedroom plans of any size: accessory units, and small houses that add a foyer, a dining
  // room, a pantry or a garage with its mudroom to the same arrangement.
  if (p.story !== 1 || p.num_bedrooms > 1 || fullBaths(p) > 1) return null;
  const rooms = new Rooms(brief);
  const doors: DoorDecl[] = [];
  const living = rooms.take('living');
  const kitchen = rooms.take('kitchen');
  const bath = rooms.take('bathroom') ?? rooms.take('primary_bath');
  if (!living || !kitchen || !bath) return null;
  const bed = rooms.take('primary_bedroom');
  const closet = rooms.take('closet');
  const laundry = rooms.take('laundry');
  const powders = rooms.all('half_bath');
  const foyer = rooms.take('foyer');
  const dining = rooms.take('dining');
  const pantry = rooms.take('pantry');
  const mud = rooms.take('mudroom');
  // A house's foyer and dining room fit beside the living room and kitchen only in the side-by-side plan.
  if (!closet) return null;
  // A house's foyer stands beside the living room at the front; a unit is entered straight into its living room.
  const FOYER_W = 66;
  const front = foyer ? X(fixed(L(foyer), FOYER_W), L(living)) : L(living);
  if (foyer) {
    doors.push({ a: foyer.key, b: 'exterior', kind: 'entry', edge: 'y0' });
    doors.push({ a: foyer.key, b: living.key, kind: 'opening' });
  } else doors.push({ a: living.key, b: 'exterior', kind: 'entry', edge: 'y0' });
  doors.push({ a: kitchen.key, b: living.key, kind: 'opening' });
  // A house's pantry and dining room in a row with the kitchen, the kitchen toward the bath column.
  const cook =
    pantry || dining ? X(pantry ? L(pantry) : null, dining ? L(dining) : null, L(kitchen)) : L(kitchen);
  if (pantry) doors.push({ a: kitchen.key, b: pantry.key });
  if (dining) doors.push({ a: dining.key, b: [living.key, kitchen.key], kind: 'opening', optional: true });
  let node: Node;
  let depth: number;
  if (!bed) {
    // Studio: the living/sleeping room, the kitchen open to it, the bath and closet off it.
    const service = Y(L(bath), L(closet), laundry ? L(laundry) : null, ...powders.map((r) => L(r)));
    for (const r of [bath, closet, laundry, ...powders])
      if (r) doors.push({ a: r.key, b: [living.key, kitchen.key, ...(foyer ? [foyer.key] : [])] });
    if (kind === 'side') node = X(Y(front, cook), fixed(service, 66));
    else if (kind === 'back')
      // The bath is entered from its short side: 9 ft long for the toilet beyond the door's swing, 6.5 ft wide
      // for the basin across from it.
      node = Y(
        front,
        fixed(
          X(cook, fixed(L(bath), 78), L(closet), laundry ? L(laundry) : null, ...powders.map((r) => L(r))),
          108,
        ),
      );
    else
      node = X(
        fixed(cook, 108),
        Y(front, X(L(bath), L(closet), laundry ? L(laundry) : null, ...powders.map((r) => L(r)))),
      );
    // Behind the living room the service row takes depth: the plan is squarer, so the living room is not a bar.
    depth = Math.round(Math.sqrt(p.square_footage * 144 * (kind === 'back' ? 1.1 : 0.8)) * stretch);
  } else {
    // One bedroom behind a band of its closet, a small hall and the bath: no bedroom wall on the living room.
    const vest = rooms.add('hall', 'Hall');
    doors.push(
      { a: vest.key, b: living.key, kind: 'opening' },
      { a: vest.key, b: bed.key },
      { a: bed.key, b: closet.key },
    );
    doors.push({ a: bath.key, b: [vest.key, living.key] });
    if (laundry)
      doors.push({ a: laundry.key, b: [vest.key, kitchen.key, living.key, ...(dining ? [dining.key] : [])] });
    for (const pw of powders)
      doors.push({ a: pw.key, b: [living.key, vest.key, ...(foyer ? [foyer.key] : [])] });
    const extras = [laundry ? L(laundry) : null, ...powders.map((r) => L(r))];
    if (kind === 'side') {
      // The small hall by the front wall, where the living room always is; the bath behind it, the closet last.
      node = X(Y(front, cook), fixed(Y(fixed(L(vest), HALL_IN), L(bath), L(closet), ...extras), 66), L(bed));
      depth = Math.round(Math.max(168, Math.min(252, Math.sqrt(p.square_footage * 144 * 0.6) * stretch)));
    } else if (kind === 'back') {
      node = Y(X(front, cook), fixed(X(L(closet), fixed(L(vest), 42), L(bath), ...extras), 66), L(bed));
      depth = Math.round(Math.sqrt(p.square_footage * 144 * 1.5) * stretch);
    } else {
      node = X(
        fixed(cook, 108),
        Y(front, fixed(X(L(bath), fixed(L(vest), 42), L(closet), ...extras), 66), L(bed)),
      );
      depth = Math.round(Math.sqrt(p.square_footage * 144 * 1.6) * stretch);
    }
  }
  if (rooms.rest().some((r) => r.type !== 'garage')) return null;
  const width = Math.round(sumOf([node]) / depth);
  const zones: [Node, Box][] = [[node, { x0: 0, y0: 0, x1: width, y1: depth }]];
  const garage = p.num_car_garage > 0 && mud ? attachedGarage(p, [mud], depth, doors) : null;
  if (p.num_car_garage > 0 && !garage) return null;
  if (garage && mud) doors.push({ a: mud.key, b: [living.key, kitchen.key, ...(foyer ? [foyer.key] : [])] });
  if (garage) zones.push(garage.service);
  const { rooms: placed, bent } = place(zones);
  if (garage) placed.push(garage.room);
  const scheme: Scheme = {
    parti: kind === 'side' ? 'adu_side' : kind === 'back' ? 'adu_back' : 'adu_corner',
    template: `A${kind[0]}${bed ? '1' : '0'}${mirror ? 'R' : 'L'}${Math.round(stretch * 10)}`,
    stories: [{ rooms: placed, doors, stairs: [] }],
    bent,
  };
  return mirror ? mirrorScheme(scheme) : scheme;
}

/**
 * A garage on the left of a one-story plan (x < 0), flush with its front, a mudroom between them (full depth)
 * that the garage's door opens into.
 */
function attachedGarage(
  p: Program,
  service: readonly RoomSpec[],
  depth: number,
  doors: DoorDecl[],
): { room: SchemeRoom; service: [Node, Box] } {
  const { spec, width: gw } = garageOf(p.num_car_garage);
  const node = Y(...service.map((r) => L(r)));
  const sw = Math.max(60, Math.round(sumOf([node]) / depth));
  doors.push({ a: spec.key, b: 'exterior', kind: 'overhead', edge: 'y0' });
  doors.push({ a: spec.key, b: service.map((r) => r.key) });
  return {
    room: { spec, box: { x0: -sw - gw, y0: 0, x1: -sw, y1: GARAGE_DEPTH_IN } },
    service: [node, { x0: -sw, y0: 0, x1: 0, y1: depth }],
  };
}

/** Each arrangement of the units is a parti of its own, so the variants show all three. */
export const aduPartis = (['side', 'back', 'corner'] as const).map((kind) => ({
  name: `adu_${kind}`,
  schemes(p: Program, brief: Brief): Scheme[] {
    const out: Scheme[] = [];
    for (const stretch of [1, 0.9, 1.1])
      for (const mirror of [false, true]) {
        const s = aduScheme(p, brief, kind, stretch, mirror);
        if (s) out.push(s);
      }
    return out;
  },
}));

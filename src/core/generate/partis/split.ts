import type { Box } from '../geometry';
import type { Brief } from '../program';
import type { DoorDecl, Scheme, SchemeRoom } from '../scheme';
import type { Node } from '../slicing';
import { X, Y, fixed, layout, minSide, sizeFor, targetOf } from '../slicing';
import type { Program } from '../types';
import { mirrorScheme } from './mirror';
import { L, mirrorY, Rooms, transpose, garageOf, GARAGE_DEPTH_IN } from './rooms';
import { CLOSET_IN, HALL_IN, VEST_IN } from './zones';

/**
 * The split-bedroom plan: the primary suite on one side of a central great room, the other bedrooms on a short
 * hall on the other side. Three bands run across the house — front (entry, service), middle (kitchen, dining,
 * the suite's bath), back (living, the primary bedroom) — so the suite's vestibule always meets the living room
 * and the wing's hall the dining room over a whole band. The wing is pulled back from the street by what its two
 * rows do not need, the garage stands in front of the suite.
 */

export interface BandParams {
  readonly front: number;
  readonly middle: number;
  readonly back: number;
  /** Suite (and garage) on the right instead of the left. */
  readonly mirror: boolean;
  /** The garage projects in front of the house (L) or sits flush in the front band's line (0 projection). */
  readonly garageForward: boolean;
  readonly kind: SplitKind;
  /** Two bands deep: the laundry in the bedroom wing, the pantry beside the kitchen (when there is no mudroom). */
  readonly compact?: boolean;
}

/**
 * The split family's arrangements, each a parti of its own. `split`: the suite at one end of the great room, the
 * bedroom wing beside it at the other. `ell`: the bedroom wing turned to run back from the great room (an L).
 * `grouped`: every bedroom in the wing, the primary suite at its far end, the service rooms at the other side.
 * `behind`: the primary suite behind the living room, an L whose leg is the suite (a lot's rear leg, or a garden
 * wing), the other bedrooms beside the great room.
 */
export type SplitKind = 'split' | 'ell' | 'grouped' | 'behind';

const SPLIT_KINDS: Readonly<Record<SplitKind, { parti: string; letter: string }>> = {
  split: { parti: 'split_bedroom', letter: 'S' },
  ell: { parti: 'l_wing', letter: 'E' },
  grouped: { parti: 'bedroom_wing', letter: 'G' },
  behind: { parti: 'suite_wing', letter: 'W' },
};

/** The suite's vestibule column, beside its walk-in (or, behind the house, beside its row of rooms). */
const VEST_COL_IN = 60;

const FT = 12;

/** Band depths for a brief: typical (14 / 12 / 11 ft) grown with the square root of the rooms' scale. */
export function bandDepths(brief: Brief, stretch: number): { front: number; middle: number; back: number } {
  const s = Math.sqrt(Math.max(0.7, Math.min(1.6, brief.scale))) * stretch;
  const clamp = (v: number, lo: number, hi: number) => Math.round(Math.max(lo, Math.min(hi, v)));
  return {
    front: clamp(11 * FT * s, 96, 168),
    middle: clamp(12.5 * FT * s, 132, 180),
    back: clamp(16.5 * FT * s, 168, 228),
  };
}

export function splitScheme(p: Program, brief: Brief, params: BandParams): Scheme | null {
  const ell = params.kind === 'ell';
  const grouped = params.kind === 'grouped';
  const behind = params.kind === 'behind';
  // One bedroom fits the parti when proposed guest rooms (typed office) fill the other wing: a large one-bedroom.
  const guestWing = brief.rooms.some((r) => r.proposed && r.type === 'office' && r.zone === 'private');
  if (p.num_bedrooms < 1 || (p.num_bedrooms < 2 && !guestWing) || p.story !== 1) return null;
  const rooms = new Rooms(brief);
  const doors: DoorDecl[] = [];
  const b = params.back;

  // Suite zone, drawn on the left (its inner side, toward the great room, at x1).
  const bed = rooms.take('primary_bedroom');
  const wic = rooms.take('closet', (c) => c.name === 'Walk-in closet');
  const pbath = rooms.take('primary_bath');
  const laundry = rooms.take('laundry');
  const mud = rooms.take('mudroom');
  const living = rooms.take('living');
  const kitchen = rooms.take('kitchen');
  const dining = rooms.take('dining');
  const family = rooms.take('family');
  const foyer = rooms.take('foyer');
  const pantry = rooms.take('pantry');
  if (!bed || !wic || !living || !kitchen || !foyer) return null;
  // A mudroom and the laundry share the garage side; without a garage the laundry goes by the kitchen.
  const powders = rooms.all('half_bath');
  const powder2 = mud ? powders.slice(1) : [];
  const suiteFront = mud
    ? grouped || behind
      ? Y(L(mud), X(laundry ? L(laundry) : null, ...powder2.map((r) => L(r))))
      : X(laundry ? L(laundry) : null, ...powder2.map((r) => L(r)), L(mud))
    : null;
  // Compact: without a mudroom the laundry goes to the bedroom wing and the pantry beside the kitchen, so no row
  // stands before the kitchen and the house is two bands deep (a shallow lot, or an L's front bar).
  const laundryInWing = params.compact === true && !mud ? laundry : null;
  const laundryByKitchen = mud || laundryInWing ? null : laundry;
  let suiteBack: Node | null = null;
  let suiteMiddle: Node | null = null;
  let suiteRow: Node | null = null;
  let suiteTop: Node | null = null;
  if (!grouped) {
    const vest = rooms.add('hall', 'Hall');
    const linen = rooms.add('closet', 'Linen', 12);
    if (behind) {
      // Along the house's back wall the vestibule, walk-in, bath and linen; the bedroom behind them, so none of
      // its walls is a public room's.
      suiteRow = X(fixed(L(vest), VEST_COL_IN), L(wic), pbath ? L(pbath) : null, L(linen));
    } else {
      suiteBack = X(L(bed), fixed(Y(fixed(L(vest), VEST_IN), L(wic)), VEST_COL_IN));
      suiteMiddle = X(pbath ? L(pbath) : null, L(linen));
    }
    doors.push({ a: linen.key, b: [pbath?.key ?? bed.key, vest.key, bed.key] });
    doors.push({ a: vest.key, b: bed.key }, { a: bed.key, b: wic.key });
    doors.push({ a: vest.key, b: [living.key, dining?.key ?? living.key], kind: 'opening', width: 36 });
  } else {
    // The suite closes the wing: its bath and walk-in in front, the bedroom behind, entered from the hall's end.
    suiteTop = X(L(wic), pbath ? L(pbath) : null);
    doors.push({ a: bed.key, b: wic.key });
  }
  // The bath's door by the suite's inner side leaves its outer end whole for the shower.
  if (pbath) doors.push({ a: bed.key, b: pbath.key, at: grouped ? undefined : 'hi' });

  // Great room core: the foyer and a short gallery lead straight to the living room; the kitchen beside them
  // opens to the living and dining rooms across the back.
  const study = rooms.take('office', (r) => r.name === 'Office');
  const offices = study ? [study] : [];
  const gallery = rooms.add('hall', 'Gallery');
  // The first powder room by the foyer; a second one by the mudroom.
  const kFront = [
    ...powders.slice(0, mud ? 1 : powders.length).map((r) => L(r)),
    laundryByKitchen ? L(laundryByKitchen) : null,
    pantry && !params.compact ? L(pantry) : null,
  ].filter((n): n is Node => n !== null);
  const K_FRONT = 66;
  const kitchenCol = Y(
    kFront.length ? fixed(X(...kFront), K_FRONT) : null,
    pantry && params.compact ? X(L(kitchen), fixed(L(pantry), 48)) : L(kitchen),
  );
  // In an L the wing covers the great room's back wall at its far end: the living room takes that end, where its
  // side wall is outside.
  // Proposed bonus and media rooms join the great room's back band, off the family (or living) room.
  const bonusRooms = rooms.all('family');
  // Each opens off the great room, or off the bonus room before it in the band (a media room off a bonus room).
  bonusRooms.forEach((r, i) =>
    doors.push({
      a: r.key,
      b: [
        family?.key ?? living.key,
        dining?.key ?? living.key,
        living.key,
        ...(i > 0 ? [(bonusRooms[i - 1] as typeof r).key] : []),
      ],
    }),
  );
  const coreBack = ell
    ? X(...bonusRooms.map((r) => L(r)), dining ? L(dining) : null, family ? L(family) : null, L(living))
    : X(L(living), family ? L(family) : null, ...bonusRooms.map((r) => L(r)), dining ? L(dining) : null);
  doors.push({ a: foyer.key, b: 'exterior', kind: 'entry', edge: 'y0' });
  doors.push({ a: foyer.key, b: gallery.key, kind: 'opening' });
  doors.push({
    a: gallery.key,
    b: [living.key, dining?.key ?? living.key, family?.key ?? living.key],
    kind: 'opening',
  });
  doors.push({ a: kitchen.key, b: [living.key, family?.key ?? living.key, dining?.key ?? living.key] });
  doors.push({ a: kitchen.key, b: [dining?.key ?? living.key, family?.key ?? living.key], optional: true });
  doors.push({ a: gallery.key, b: kitchen.key, kind: 'opening', optional: true });
  if (dining) doors.push({ a: living.key, b: [dining.key, family?.key ?? dining.key] });
  // Bonus rooms stand between the family and dining rooms (the wing's hall opens on the dining room at the end):
  // the dining room opens on the kitchen or the last of them.
  if (dining && bonusRooms.length > 0 && !ell)
    doors.push({
      a: dining.key,
      b: [kitchen.key, ...bonusRooms.map((r) => r.key).reverse()],
      kind: 'opening',
    });
  if (family) doors.push({ a: family.key, b: [dining?.key ?? living.key, living.key, kitchen.key] });
  if (pantry) doors.push({ a: kitchen.key, b: pantry.key });
  powders.forEach((pw, i) =>
    doors.push({
      a: pw.key,
      b:
        i === 0 || !mud
          ? [gallery.key, foyer.key, kitchen.key]
          : [mud.key, laundry?.key ?? mud.key, foyer.key],
    }),
  );
  for (const o of offices)
    doors.push({
      a: o.key,
      b: [dining?.key ?? living.key, family?.key ?? living.key, living.key, kitchen.key],
    });
  if (mud) doors.push({ a: mud.key, b: [foyer.key, gallery.key] });
  if (laundry && !laundryInWing)
    doors.push({ a: laundry.key, b: mud ? [mud.key] : [kitchen.key, gallery.key, foyer.key] });

  // Bedroom wing: the back row shallower than the back band, so its hall opens on the dining (or living) room;
  // closets on each bedroom's inner side, baths by the hall's mouth.
  const beds = rooms.all('bedroom');
  const guests = rooms.all('office');
  const baths = rooms.all('bathroom');
  const sleepers = [...beds, ...guests];
  if (sleepers.length === 0) return null;
  const hall = rooms.add('hall', 'Hall');
  const unit = (r: (typeof sleepers)[number]) => {
    const cl =
      r.type === 'bedroom'
        ? rooms.take('closet', (c) => c.name === `Closet ${r.name.replace('Bedroom ', '')}`)
        : null;
    const closet = cl ?? rooms.add('closet', `${r.name} closet`, 14);
    doors.push({ a: hall.key, b: r.key, at: 'lo' }, { a: r.key, b: closet.key });
    return X(fixed(L(closet), CLOSET_IN), L(r));
  };
  // With four or more, the last bedroom closes the hall's far end (full depth), so the hall stays short.
  let endUnit: Node | null = null;
  if (sleepers.length >= 4 && !grouped) {
    const last = sleepers.pop() as (typeof sleepers)[number];
    const cl =
      last.type === 'bedroom'
        ? rooms.take('closet', (c) => c.name === `Closet ${last.name.replace('Bedroom ', '')}`)
        : null;
    const closet = cl ?? rooms.add('closet', `${last.name} closet`, 14);
    // Turned behind the house (an L), the hall's far end is its back (y1) end.
    doors.push({ a: hall.key, b: last.key, edge: ell ? 'y1' : 'x1' }, { a: last.key, b: closet.key });
    endUnit = X(L(last), fixed(L(closet), CLOSET_IN));
  }
  const nBack = Math.min(sleepers.length, Math.max(1, Math.ceil(sleepers.length / 2)));
  const backRow: Node[] = sleepers.slice(0, nBack).map(unit);
  const frontRow: Node[] = sleepers.slice(nBack).map(unit);
  for (const bath of baths) {
    (frontRow.length <= backRow.length ? frontRow : backRow).unshift(L(bath));
    doors.push({ a: hall.key, b: bath.key });
  }
  if (laundryInWing) {
    // By the hall's mouth in the shorter row, where the baths are.
    (frontRow.length <= backRow.length ? frontRow : backRow).unshift(L(laundryInWing));
    doors.push({ a: hall.key, b: laundryInWing.key });
  }
  if (frontRow.length === 0) frontRow.push(L(rooms.add('closet', 'Linen', 12)));
  if (rooms.rest().some((r) => r.type !== 'garage' && r.type !== 'closet')) return null;
  // Beside the great room the wing's back row lines up with the back band; turned behind it (an L), nothing ties
  // its rows, and a compact L gives them 13 ft so the wing runs less far back (an L-shaped lot's leg).
  const deepRows = ell && params.compact;
  const backDepth = deepRows ? 13 * FT : b - HALL_IN - 6;
  const frontDepth = deepRows ? 13 * FT : Math.round(Math.max(10.5 * FT, Math.min(12.5 * FT, backDepth)));
  const rows = Y(X(...frontRow), fixed(L(hall), HALL_IN), fixed(X(...backRow), backDepth));
  // The suite's walk-in and bath as deep as the wing's front row, so its bedroom meets the hall's end.
  const suiteCol = suiteTop ? Y(fixed(suiteTop, frontDepth), L(bed)) : null;
  const wingNode = suiteCol ? X(rows, suiteCol) : endUnit ? X(rows, endUnit) : rows;
  const wingDepth = frontDepth + HALL_IN + backDepth;
  if (suiteCol) doors.push({ a: hall.key, b: bed.key, edge: 'x1' });
  doors.push({
    a: hall.key,
    b: [dining?.key ?? living.key, family?.key ?? living.key, living.key],
    kind: 'opening',
    width: 36,
  });

  // Sizes: the core as wide as its back band needs and as deep as its kitchen side needs; the suite as wide as
  // its bedroom and as deep as its rooms need, anchored at the back like the wing; the garage before the suite.
  const sum = (nodes: (Node | null)[]) => nodes.reduce((s, n) => s + (n ? targetOf(n) : 0), 0) * 144;
  const FOYER_W = 72;
  const wC = Math.round(Math.max(sizeFor(coreBack, 'x', b), FOYER_W + 12 * FT));
  const restC = Math.round(
    (kFront.length ? K_FRONT : 0) +
      Math.max(12.5 * FT, Math.min(16 * FT, (kitchen.target * 144) / (wC - FOYER_W))),
  );
  const D = b + restC;
  const withGallery = restC > 150;
  const foyerCol = withGallery ? Y(fixed(L(foyer), 102), L(gallery)) : Y(L(foyer));
  if (!withGallery) {
    // The foyer opens straight on the living room: doors to the gallery go to the foyer instead.
    const swap = (k: string) => (k === gallery.key ? foyer.key : k);
    for (let i = doors.length - 1; i >= 0; i--) {
      const d = doors[i] as DoorDecl;
      if ((d.a === foyer.key && d.b === gallery.key) || (d.a === gallery.key && d.b === kitchen.key))
        doors.splice(i, 1);
      else if (d.a === gallery.key) doors[i] = { ...d, a: foyer.key };
      else if (Array.isArray(d.b)) doors[i] = { ...d, b: [...new Set((d.b as string[]).map(swap))] };
    }
  }
  // A study at the front beside the foyer; a second powder room with the mudroom and laundry.
  const coreRest = X(fixed(foyerCol, FOYER_W), kitchenCol, offices[0] ? L(offices[0]) : null);
  // The suite's front rooms fill the depth the core's front part has (its mudroom meets the foyer).
  const wS = suiteBack
    ? Math.round(
        Math.max(
          sizeFor(suiteBack, 'x', b),
          12 * FT + VEST_COL_IN,
          sum([suiteMiddle, suiteFront]) / restC,
          suiteMiddle ? sizeFor(suiteMiddle, 'x', restC / 2) : 0,
          suiteFront ? sizeFor(suiteFront, 'x', restC / 2) : 0,
        ),
      )
    : suiteFront
      ? Math.round(Math.max(sizeFor(suiteFront, 'x', restC), 7 * FT))
      : 0;
  const suiteDepth = suiteBack ? D : restC;
  const endW = suiteCol ? sizeFor(suiteCol, 'x', wingDepth) : endUnit ? sizeFor(endUnit, 'x', wingDepth) : 0;
  const wW = Math.max(
    Math.round(sum([wingNode]) / (wingDepth - HALL_IN)),
    sizeFor(X(...frontRow), 'x', frontDepth) + endW,
    sizeFor(X(...backRow), 'x', backDepth) + endW,
  );
  const suite = suiteBack ? Y(suiteFront, suiteMiddle, fixed(suiteBack, b)) : suiteFront;
  const core = Y(coreRest, fixed(coreBack, b));
  const zones: [Node, Box][] = [[core, { x0: wS, y0: 0, x1: wS + wC, y1: D }]];
  if (suite)
    zones.unshift([
      suite,
      suiteBack ? { x0: 0, y0: 0, x1: wS, y1: D } : { x0: 0, y0: 0, x1: wS, y1: suiteDepth },
    ]);
  const placed: SchemeRoom[] = [];
  let bent = 0;
  for (const [node, box] of zones) {
    const l = layout(node, box);
    bent += l.bent;
    placed.push(...l.rooms.map((r) => ({ spec: r.room, box: r.box })));
  }
  const livingBox = placed.find((r) => r.spec.key === living.key)?.box;
  if (suiteRow) {
    // Behind the living room, from its outer end: the row along the house's back wall 8 ft deep, the bedroom
    // about 11.5 ft deep behind it, no wider than twice that (a leg 20 ft deep holds the suite).
    const ROW_IN = 96;
    const BED_DEPTH_IN = 138;
    // The vestibule has a fixed width and no area of its own: the row's rooms want their area beside it.
    const w = Math.min(
      2 * BED_DEPTH_IN - 16,
      Math.max(
        sizeFor(suiteRow, 'x', ROW_IN),
        Math.round((targetOf(suiteRow) * 144) / ROW_IN) + VEST_COL_IN,
        Math.round((bed.target * 144) / BED_DEPTH_IN),
        12 * FT + VEST_COL_IN,
      ),
    );
    const bedDepth = Math.max(minSide('primary_bedroom'), Math.round((bed.target * 144) / w), w / 2 + 8);
    const x0 = livingBox?.x0 ?? wS;
    const l = layout(Y(fixed(suiteRow, ROW_IN), L(bed)), {
      x0,
      y0: D,
      x1: x0 + w,
      y1: D + ROW_IN + Math.round(bedDepth),
    });
    bent += l.bent;
    placed.push(...l.rooms.map((r) => ({ spec: r.room, box: r.box })));
  }
  // The wing beside the great room, or — an L — turned a quarter behind the living room (at the great room's far
  // end), its hall running back from it and its far side overhanging the house's end.
  // The wing's hall (behind its back row) must open on the living room: a living room narrower than the back row
  // and the hall moves the wing toward the house, behind the room beside it (closets and baths stand between).
  const ellX0 = livingBox ? Math.min(livingBox.x0, livingBox.x1 - 12 - HALL_IN - backDepth) : 0;
  const wingBox: Box =
    ell && livingBox
      ? { x0: ellX0, y0: D, x1: ellX0 + wingDepth, y1: D + wW }
      : { x0: wS + wC, y0: D - wingDepth, x1: wS + wC + wW, y1: D };
  {
    const l = layout(ell ? transpose(mirrorY(wingNode)) : wingNode, wingBox);
    bent += l.bent;
    placed.push(...l.rooms.map((r) => ({ spec: r.room, box: r.box })));
  }
  if (p.num_car_garage > 0) {
    const { spec: g, width: gw } = garageOf(p.num_car_garage);
    // In front of the suite, its inner side in line with the suite's, so it meets the mudroom; or beside the
    // suite, flush with the front, for a lot too shallow for a garage that projects.
    placed.push({
      spec: g,
      box: params.garageForward
        ? { x0: wS - gw, y0: -GARAGE_DEPTH_IN, x1: wS, y1: 0 }
        : { x0: -gw, y0: 0, x1: 0, y1: GARAGE_DEPTH_IN },
    });
    doors.push({
      a: g.key,
      b: params.garageForward
        ? [(mud ?? laundry ?? foyer).key]
        : [mud, laundry].flatMap((r) => (r ? [r.key] : [])),
    });
    doors.push({ a: g.key, b: 'exterior', kind: 'overhead', edge: 'y0' });
  }
  const scheme: Scheme = {
    parti: SPLIT_KINDS[params.kind].parti,
    template: `${SPLIT_KINDS[params.kind].letter}${params.mirror ? 'R' : 'L'}${Math.round(D / FT)}${p.num_car_garage > 0 && !params.garageForward ? 'b' : ''}`,
    stories: [{ rooms: placed, doors, stairs: [] }],
    bent,
  };
  return params.mirror ? mirrorScheme(scheme) : scheme;
}

const splitPartiOf = (kind: SplitKind) => ({
  name: SPLIT_KINDS[kind].parti,
  schemes(p: Program, brief: Brief): Scheme[] {
    return splitFamily(p, brief, kind);
  },
});

export const splitParti = splitPartiOf('split');
export const ellParti = splitPartiOf('ell');
export const groupedParti = splitPartiOf('grouped');
export const suiteWingParti = splitPartiOf('behind');

function splitFamily(p: Program, brief: Brief, kind: SplitKind): Scheme[] {
  const out: Scheme[] = [];
  // The compact twin differs only where a laundry or pantry would stand before the kitchen.
  const compacts = brief.rooms.some(
    (r) => r.type === 'pantry' || (r.type === 'laundry' && p.num_car_garage === 0),
  )
    ? [false, true]
    : [false];
  for (const stretch of [1, 0.9, 1.12, 0.95])
    for (const mirror of [false, true])
      for (const garageForward of p.num_car_garage > 0 ? [true, false] : [true])
        for (const compact of compacts) {
          const s = splitScheme(p, brief, {
            ...bandDepths(brief, stretch),
            mirror,
            garageForward,
            kind,
            compact,
          });
          if (s)
            out.push({
              ...s,
              template: `${s.template}${stretch === 1 ? '' : stretch < 0.92 ? 's' : stretch < 1 ? 'n' : 'd'}${compact ? 'k' : ''}`,
            });
        }
  return out;
}

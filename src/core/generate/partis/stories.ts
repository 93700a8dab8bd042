import type { Box } from '../geometry';
import type { Brief, RoomSpec } from '../program';
import type { DoorDecl, Scheme, SchemeRoom, SchemeStory, StairDecl } from '../scheme';
import type { Node } from '../slicing';
import { X, Y, fixed, layout, minSide, sizeFor, targetOf } from '../slicing';
import { U_STAIR_WIDTH_IN, uStairLength } from '../stairs';
import type { Program } from '../types';
import { mirrorScheme } from './mirror';
import { L, Rooms, garageOf, GARAGE_DEPTH_IN } from './rooms';
import { CLOSET_IN, HALL_IN } from './zones';

/**
 * Houses of two and three stories. The ground story: a front band (the foyer, the stair, a study or dining room,
 * the powder room and the service rooms by the garage) and behind it the great room — living, kitchen, dining —
 * across the back. The stair is a U whose flights start and end at its back, so both stories enter it from
 * behind: from the great room below, from a cross hall above; on the stories above, bedrooms line that hall, the
 * primary suite closes one end of it. Stacked U stairs reach a third story the same way. `primary_down` keeps the
 * primary suite on the ground story at the end of the great room; `colonial` puts the living and dining rooms in
 * front either side of the entry and the kitchen with a family room behind.
 */

const FT = 12;

export type StoriesKind = 'two_story' | 'primary_down' | 'colonial';

const sumOf = (nodes: readonly (Node | null)[]) => nodes.reduce((s, n) => s + (n ? targetOf(n) : 0), 0) * 144;

export interface StoriesParams {
  readonly kind: StoriesKind;
  /** The body's depth against its typical 1.4 : 1 rectangle. */
  readonly stretch: number;
  readonly mirror: boolean;
  /** Upstairs, as many bedrooms either side of the stair as fit whole (floor) or as fill the side (round). */
  readonly pack?: 'floor' | 'round';
  /** Upstairs, the rooms at the ends behind the hall run up to the front band and close the hall's ends. */
  readonly closeEnds?: boolean;
  /** The garage in front of the service end (deep, narrow lots) instead of beside it. */
  readonly garageForward?: boolean;
}

export function storiesScheme(p: Program, brief: Brief, ftf: number, params: StoriesParams): Scheme | null {
  const { kind, stretch, mirror, pack = 'floor', closeEnds = false, garageForward = false } = params;
  if (p.story < 2 || p.story > 3) return null;
  if (kind === 'primary_down' && p.num_bedrooms < 2) return null;
  // The colonial's back is the kitchen with a family room, or with the dining room when there is no family room
  // (the living room stays in front): without either it would be the two-story plan again.
  const hasRoom = (t: 'family' | 'dining') => brief.rooms.some((r) => r.type === t && !r.proposed);
  if (kind === 'colonial' && !hasRoom('family') && !hasRoom('dining')) return null;
  const rooms = new Rooms(brief);
  const ground: DoorDecl[] = [];
  const living = rooms.take('living');
  const kitchen = rooms.take('kitchen');
  const foyer = rooms.take('foyer');
  if (!living || !kitchen || !foyer) return null;
  const dining = rooms.take('dining');
  const family = rooms.take('family', (r) => !r.proposed);
  const pantry = rooms.take('pantry');
  const laundry = rooms.take('laundry');
  const mud = rooms.take('mudroom');
  const powders = rooms.all('half_bath');
  const office = rooms.take('office', (r) => r.name === 'Office');
  const primary = rooms.take('primary_bedroom');
  const wic = rooms.take('closet', (c) => c.name === 'Walk-in closet');
  const pbath = rooms.take('primary_bath');
  const beds = rooms.all('bedroom');
  const baths = rooms.all('bathroom');
  // Proposed rooms go to the ground or up, whichever story is lighter, so the stories stay about the same size.
  const proposedRooms = [...rooms.all('office'), ...rooms.all('family')].sort((a, b) => b.target - a.target);
  const sumT = (rs: readonly (RoomSpec | null)[]) => rs.reduce((t, r) => t + (r ? r.target : 0), 0);
  let groundLoad = sumT([living, kitchen, dining, family, office, foyer, pantry, laundry, mud, ...powders]);
  if (kind === 'primary_down') groundLoad += sumT([primary, wic, pbath]);
  let upperLoad =
    (sumT([...beds, ...baths]) + (kind === 'primary_down' ? 0 : sumT([primary, wic, pbath]))) / (p.story - 1);
  const groundExtras: RoomSpec[] = [];
  const guests: RoomSpec[] = [];
  const bonus: RoomSpec[] = [];
  for (const r of proposedRooms) {
    if (groundLoad <= upperLoad && kind !== 'colonial') {
      groundExtras.push(r);
      groundLoad += r.target;
    } else {
      (r.type === 'office' ? guests : bonus).push(r);
      upperLoad += r.target / (p.story - 1);
    }
  }

  const stairLen = uStairLength(ftf);
  const STAIR_W = U_STAIR_WIDTH_IN;
  // The body's depth from its area per story (a 1.4 : 1 rectangle, varied by `stretch`), the front band deep enough
  // for the stair and the closet before it.
  const perStory = (p.square_footage * 144) / p.story;
  const Dbody = Math.sqrt(perStory / 1.4) * stretch;
  const frontDepth = Math.round(Math.max(stairLen + 40, Math.min(16 * FT, Dbody * 0.45)));
  const backDepth = Math.round(Math.max(14 * FT, Math.min(21 * FT, Dbody - frontDepth)));
  const D = frontDepth + backDepth;

  // Ground story. The stair column: a closet (or the powder room) in front of the stair.
  const stair0 = rooms.add('stair', 'Stair');
  const coat = powders.length ? null : rooms.add('closet', 'Coat closet', 10);
  const stairFront = powders[0] ?? (coat as RoomSpec);
  const stairCol = Y(L(stairFront), fixed(L(stair0), stairLen));
  const FOYER_W = 78;
  ground.push({ a: foyer.key, b: 'exterior', kind: 'entry', edge: 'y0' });
  ground.push({ a: stairFront.key, b: [foyer.key, living.key] });
  const groundStair: StairDecl = {
    key: stair0.key,
    upperKey: 'stair-up1',
    shape: 'U',
    axis: 'y',
    bottomAt: 'hi',
    firstHalf: 'lo',
  };

  let frontLeft: Node | null;
  let backBand: Node;
  let suiteDown: Node | null = null;
  if (kind === 'colonial') {
    // Living room in front on one side of the entry, dining (or a study) on the other; kitchen and family behind
    // (an eat-in kitchen and dining room behind, without a family room).
    frontLeft = L(living);
    backBand = X(family ? L(family) : null, L(kitchen), !family && dining ? L(dining) : null);
    ground.push({ a: foyer.key, b: [living.key], kind: 'opening' });
    ground.push({ a: kitchen.key, b: [family?.key ?? living.key, living.key] });
    ground.push({ a: foyer.key, b: [family?.key ?? kitchen.key, kitchen.key], kind: 'opening' });
    if (family) ground.push({ a: living.key, b: family.key, optional: true });
  } else {
    // A study (or the family room, or the dining room) in front beside the stair, so the stair stands near the
    // middle of the house and bedrooms fit either side of it upstairs.
    // Rooms that may stand in front (a study, the family room, the dining room) move there, in that order, while
    // the back band would be wider than the front: the two bands end up as wide as each other.
    const movable = [office, family, dining, ...groundExtras].filter((r): r is RoomSpec => r !== null);
    const fronts: RoomSpec[] = [];
    const backOf = () => [living, kitchen, ...movable.filter((r) => !fronts.includes(r))];
    const frontServiceW = (powders.length + (pantry ? 1 : 0) + (laundry ? 1 : 0) + (mud ? 1 : 0)) * 48;
    const width = (rs: readonly RoomSpec[], depth: number) => sizeFor(X(...rs.map((r) => L(r))), 'x', depth);
    for (const r of movable) {
      const backW = width(backOf(), Math.round(15 * FT * stretch));
      const frontW = (fronts.length ? width(fronts, 13 * FT) : 0) + frontServiceW + STAIR_W + FOYER_W;
      if (backW <= frontW + 8 * FT && fronts.length > 0) break;
      fronts.push(r);
    }
    frontLeft = fronts.length ? X(...fronts.map((r) => L(r))) : null;
    backBand = X(...backOf().map((r) => L(r)));
    ground.push({ a: foyer.key, b: [living.key, kitchen.key, dining?.key ?? living.key], kind: 'opening' });
    ground.push({ a: kitchen.key, b: [living.key, family?.key ?? living.key] });
    for (const r of fronts) {
      if (r.type === 'office')
        ground.push({
          a: r.key,
          b: [living.key, kitchen.key, dining?.key ?? living.key, family?.key ?? living.key],
        });
      else
        ground.push({
          a: r.key,
          b: [kitchen.key, living.key, family?.key ?? living.key, dining?.key ?? living.key],
          kind: 'opening',
        });
    }
    if (family && !fronts.includes(family))
      ground.push({ a: family.key, b: [kitchen.key, dining?.key ?? living.key, living.key] });
    for (const r of groundExtras.filter((x) => !fronts.includes(x)))
      ground.push({
        a: r.key,
        b: [living.key, family?.key ?? living.key, dining?.key ?? living.key, kitchen.key],
      });
  }
  if (dining) {
    if (kind === 'colonial')
      ground.push({
        a: dining.key,
        b: [kitchen.key, family?.key ?? kitchen.key, foyer.key],
        kind: 'opening',
      });
    else ground.push({ a: kitchen.key, b: dining.key, optional: true });
  }
  ground.push({
    a: stair0.key,
    b: [
      kind === 'colonial' ? (family?.key ?? kitchen.key) : living.key,
      living.key,
      kitchen.key,
      dining?.key ?? living.key,
    ],
    kind: 'opening',
    edge: 'y1',
    at: 'lo',
    width: 36,
  });
  // Service side (by the garage): mudroom, laundry, pantry, a second powder room.
  const service: RoomSpec[] = [
    ...(kind === 'colonial' && family && dining ? [dining] : []),
    ...powders.slice(1),
    ...(pantry ? [pantry] : []),
    ...(laundry ? [laundry] : []),
    ...(mud ? [mud] : []),
  ];
  if (kind === 'colonial' && office) service.unshift(office);
  for (const r of service) {
    if (r === dining) continue;
    if (r === office) ground.push({ a: office.key, b: [foyer.key, dining?.key ?? foyer.key] });
    else if (r === pantry) ground.push({ a: r.key, b: [kitchen.key, dining?.key ?? kitchen.key, foyer.key] });
    else if (r === mud)
      ground.push({
        a: r.key,
        b: [kitchen.key, dining?.key ?? kitchen.key, foyer.key, family?.key ?? kitchen.key],
      });
    else if (r === laundry)
      ground.push({
        a: r.key,
        b: mud
          ? [mud.key, kitchen.key, foyer.key]
          : [kitchen.key, foyer.key, dining?.key ?? kitchen.key, living.key],
      });
    else ground.push({ a: r.key, b: [foyer.key, kitchen.key, dining?.key ?? kitchen.key] });
  }
  const frontRight = service.length ? X(...service.map((r) => L(r))) : null;

  // The primary suite on the ground (primary_down): at the great room's far end, full depth, entered from the
  // living room through a short hall.
  let suiteUp: { bed: RoomSpec; wic: RoomSpec | null; bath: RoomSpec | null } | null = primary
    ? { bed: primary, wic, bath: pbath }
    : null;
  if (kind === 'primary_down' && primary) {
    const vest = rooms.add('hall', 'Hall');
    // Its bath and closet in the front band's depth, the bedroom behind with a short hall from the living room.
    const linen = rooms.add('closet', 'Linen', 12);
    ground.push({ a: linen.key, b: [vest.key, primary.key] });
    suiteDown = Y(
      fixed(X(wic ? L(wic) : null, pbath ? L(pbath) : null), frontDepth),
      X(L(primary), fixed(Y(fixed(L(vest), 48), L(linen)), 54)),
    );
    ground.push({ a: vest.key, b: [living.key], kind: 'opening', width: 36 });
    ground.push({ a: vest.key, b: primary.key });
    if (wic) ground.push({ a: primary.key, b: wic.key });
    if (pbath) ground.push({ a: primary.key, b: pbath.key });
    suiteUp = null;
  }
  // The colonial's entry opens on the living room beside it; the others' on the great room behind.
  const groundFront =
    kind === 'colonial'
      ? X(frontLeft, fixed(L(foyer), FOYER_W), fixed(stairCol, STAIR_W), frontRight)
      : X(frontLeft, fixed(stairCol, STAIR_W), fixed(L(foyer), FOYER_W), frontRight);
  const groundBody = Y(fixed(groundFront, frontDepth), backBand);

  // Upper stories: bedrooms split between them (the primary on the first upper story), bonus rooms on the top.
  const sleepers = [...beds, ...guests];
  const levels = p.story - 1;
  const perLevel: RoomSpec[][] = Array.from({ length: levels }, () => []);
  sleepers.forEach((r, i) => (perLevel[levels === 1 ? 0 : i % 2 === 0 ? 1 : 0] as RoomSpec[]).push(r));
  const bathsPer: RoomSpec[][] = Array.from({ length: levels }, () => []);
  baths.forEach((b, i) => (bathsPer[levels === 1 ? 0 : i % 2 === 0 ? levels - 1 : 0] as RoomSpec[]).push(b));
  const extrasPer: RoomSpec[][] = Array.from({ length: levels }, () => []);
  bonus.forEach((b) => (extrasPer[levels - 1] as RoomSpec[]).push(b));
  if (rooms.rest().some((r) => r.type !== 'garage' && r.type !== 'closet')) return null;

  // Widths: the ground's front band and back band both fill the body width; the suite (if down) beside it.
  // The body is as wide as the widest story needs: the ground's two bands, and on each upper story the bedrooms
  // either side of the stair in front and the suite, baths, bedrooms and bonus rooms along the hall behind.
  const upperNeed = perLevel.map((sl, lv) => {
    const suite = lv === 0 && suiteUp ? [suiteUp.bed, suiteUp.wic, suiteUp.bath] : [];
    const area =
      sumT([...sl, ...(bathsPer[lv] as RoomSpec[]), ...(extrasPer[lv] as RoomSpec[]), ...suite]) * 144;
    // Baths behind the hall need their 66" minimum width whatever their area: a narrow strip fits no fixtures.
    const bathSlack = (bathsPer[lv] as RoomSpec[]).length * 30;
    return Math.round(area / (D - HALL_IN) + STAIR_W + sl.length * CLOSET_IN * 0.5 + bathSlack);
  });
  const wBody = Math.round(
    Math.max(sizeFor(backBand, 'x', backDepth), sizeFor(groundFront, 'x', frontDepth), 24 * FT, ...upperNeed),
  );
  const wSuite = suiteDown ? Math.round(Math.max(sumOf([suiteDown]) / D, 12 * FT + 60)) : 0;
  const placed: SchemeRoom[][] = [];
  const storyDoors: DoorDecl[][] = [ground];
  const stairDecls: StairDecl[][] = [[groundStair]];
  let bent = 0;
  const lay = (node: Node, box: Box, out: SchemeRoom[]) => {
    const l = layout(node, box);
    bent += l.bent;
    out.push(...l.rooms.map((r) => ({ spec: r.room, box: r.box })));
  };
  const g: SchemeRoom[] = [];
  lay(groundBody, { x0: 0, y0: 0, x1: wBody, y1: D }, g);
  if (suiteDown) lay(suiteDown, { x0: -wSuite, y0: 0, x1: 0, y1: D }, g);
  const stairBox = g.find((r) => r.spec.key === stair0.key)?.box;
  if (!stairBox) return null;
  if (stairBox.x1 - stairBox.x0 < STAIR_W - 1) bent += STAIR_W - (stairBox.x1 - stairBox.x0);
  placed.push(g);

  // Each upper story over the body: in front, bedrooms either side of the stair (their closets toward it, a closet
  // in front of the stair taken by one of them); behind, a cross hall from the stair with the primary suite (first
  // upper story) closing its left end and baths, bedrooms and bonus rooms along it.
  for (let lv = 0; lv < levels; lv++) {
    const up = rooms.add('stair', 'Stair');
    const hall = rooms.add('hall', 'Hall');
    const doors: DoorDecl[] = [];
    const unit = (r: RoomSpec, closetAt: 'lo' | 'hi' | 'back') => {
      const cl =
        r.type === 'bedroom'
          ? rooms.take('closet', (c) => c.name === `Closet ${r.name.replace('Bedroom ', '')}`)
          : null;
      const closet = cl ?? rooms.add('closet', `${r.name} closet`, 14);
      doors.push({ a: hall.key, b: r.key }, { a: r.key, b: closet.key });
      if (closetAt === 'back') return Y(L(r), fixed(L(closet), CLOSET_IN));
      return closetAt === 'lo' ? X(fixed(L(closet), CLOSET_IN), L(r)) : X(L(r), fixed(L(closet), CLOSET_IN));
    };
    const mine = [...(perLevel[lv] as RoomSpec[])];
    // The primary suite takes the wider side of the stair: its bath and closet in front, the bedroom behind,
    // at the end of the hall. The other side gets a bedroom; the rest line the hall behind.
    const suite = lv === 0 ? suiteUp : null;
    const leftW = stairBox.x0;
    const rightW = wBody - stairBox.x1;
    // The suite takes the outer end of the side nearer its need; what is left of that side beside the stair
    // takes a bedroom when one fits (else the suite grows to the stair).
    const need = suite
      ? Math.round(
          Math.max(
            sumOf([L(suite.bed), suite.bath ? L(suite.bath) : null, suite.wic ? L(suite.wic) : null]) / D,
            12.5 * FT,
          ),
        )
      : 0;
    const fitLeft = Math.abs(leftW - need) <= Math.abs(rightW - need) || leftW - need >= 12 * FT + CLOSET_IN;
    const suiteLeft = suite !== null && leftW >= 11 * FT && (fitLeft || rightW < 11 * FT);
    const suiteRight = suite !== null && !suiteLeft;
    const filler = (name: string) => {
      const r = rooms.add('closet', name, 10);
      doors.push({ a: r.key, b: [hall.key] });
      return L(r);
    };
    // As many bedrooms as fit side by side (each with its closet), else a linen closet.
    const sideNode = (w: number, closetAt: 'lo' | 'hi') => {
      if (w <= 1) return null;
      // Rounded, a 25-ft side holds two bedrooms rather than one 2 : 1 room: fewer are left for the hall's ends,
      // but the baths behind the hall keep their width.
      const per = w / (13 * FT + CLOSET_IN);
      const fit = Math.max(w > 9 * FT ? 1 : 0, pack === 'round' ? Math.round(per) : Math.floor(per));
      const take = mine.splice(0, Math.min(fit, Math.max(0, mine.length - (fit > 1 ? 0 : 0))));
      if (take.length === 0) return filler('Linen');
      const units = take.map((r) => unit(r, closetAt));
      return units.length === 1 ? (units[0] as Node) : X(...units);
    };
    const out: SchemeRoom[] = [];
    const backCells: Node[] = [];
    let hallX0 = 0;
    let hallX1 = wBody;
    if (suite) {
      const side = suiteLeft ? leftW : rightW;
      if (side < 11 * FT) return null;
      const spare = side - need;
      const sw = spare >= 11 * FT + CLOSET_IN && mine.length > 0 ? need : side;
      const front = X(suite.bath ? L(suite.bath) : null, suite.wic ? L(suite.wic) : null);
      const fx0 = suiteLeft ? 0 : wBody - sw;
      lay(
        front.kids.length ? front : L(rooms.add('closet', 'Linen', 10)),
        { x0: fx0, y0: 0, x1: fx0 + sw, y1: frontDepth },
        out,
      );
      lay(L(suite.bed), { x0: fx0, y0: frontDepth, x1: fx0 + sw, y1: D }, out);
      doors.push({ a: hall.key, b: suite.bed.key, edge: suiteLeft ? 'x0' : 'x1' });
      if (suite.wic) doors.push({ a: suite.bed.key, b: suite.wic.key });
      if (suite.bath) doors.push({ a: suite.bed.key, b: suite.bath.key });
      if (sw < side) {
        const n = sideNode(side - sw, suiteLeft ? 'hi' : 'lo');
        if (n)
          lay(
            n,
            suiteLeft
              ? { x0: sw, y0: 0, x1: stairBox.x0, y1: frontDepth }
              : { x0: stairBox.x1, y0: 0, x1: wBody - sw, y1: frontDepth },
            out,
          );
      }
      if (suiteLeft) hallX0 = sw;
      else hallX1 = wBody - sw;
    }
    // Closing the hall's ends, the front bedrooms keep their closets on the outer walls: their doors stand by the
    // stair, so the hall need not reach past it.
    if (!suiteLeft) {
      const n = sideNode(leftW, closeEnds ? 'lo' : 'hi');
      if (n) lay(n, { x0: 0, y0: 0, x1: leftW, y1: frontDepth }, out);
    }
    if (!suiteRight) {
      const n = sideNode(rightW, closeEnds ? 'hi' : 'lo');
      if (n) lay(n, { x0: stairBox.x1, y0: 0, x1: wBody, y1: frontDepth }, out);
    }
    // Upstairs the stair room runs to the front wall: the floor in front of the flights is its landing.
    lay(L(up), { x0: stairBox.x0, y0: 0, x1: stairBox.x1, y1: frontDepth }, out);
    for (const b of bathsPer[lv] as RoomSpec[]) {
      backCells.push(L(b));
      doors.push({ a: hall.key, b: b.key });
    }
    for (const e of extrasPer[lv] as RoomSpec[]) {
      backCells.push(L(e));
      doors.push({ a: hall.key, b: e.key });
    }
    // A long hall stops at bedrooms closing its ends (full depth behind the front band, the bed toward the hall);
    // the rest line it.
    const ends: { r: RoomSpec; left: boolean }[] = [];
    const hallLong = () => hallX1 - hallX0 > 24 * FT;
    if (hallLong() && mine.length > 0 && backCells.length + mine.length >= 2 && !suiteRight)
      ends.push({ r: mine.pop() as RoomSpec, left: false });
    if (hallLong() && mine.length > 0 && backCells.length + mine.length >= 2 && !suiteLeft)
      ends.push({ r: mine.shift() as RoomSpec, left: true });
    // An end room may not cover the hall where the front rooms (and the stair) are entered from it: each keeps
    // 48" of the hall along its back wall, room for a door and its trim.
    const served = out.filter(
      (r) => Math.abs(r.box.y1 - frontDepth) < 1 && doors.some((d) => d.a === hall.key && d.b === r.spec.key),
    );
    const endLimit = (left: boolean) =>
      left
        ? Math.min(stairBox.x0, ...served.map((r) => r.box.x1 - 48)) - hallX0
        : hallX1 - Math.max(stairBox.x1, ...served.map((r) => r.box.x0 + 48));
    const UNIT_MIN = minSide('bedroom') + CLOSET_IN;
    for (const e of ends) {
      const limit = endLimit(e.left);
      // Too narrow for the bedroom and its closet side by side, the closet goes across the back of the room.
      if (limit < minSide('bedroom') + 12) {
        mine.push(e.r);
        continue;
      }
      const node = unit(e.r, limit < UNIT_MIN ? 'back' : e.left ? 'lo' : 'hi');
      const w = Math.min(limit, sizeFor(node, 'x', D - frontDepth));
      const box: Box = e.left
        ? { x0: hallX0, y0: frontDepth, x1: hallX0 + w, y1: D }
        : { x0: hallX1 - w, y0: frontDepth, x1: hallX1, y1: D };
      lay(node, box, out);
      if (e.left) hallX0 += w;
      else hallX1 -= w;
    }
    // Closing the ends, the last bedroom keeps its closet on the far side so its own wall meets the hall's end.
    mine.forEach((r, i) => backCells.push(unit(r, closeEnds && i === mine.length - 1 ? 'hi' : 'lo')));
    if (backCells.length === 0) backCells.push(filler('Linen'));
    const band: Box = { x0: hallX0, y0: frontDepth, x1: hallX1, y1: D };
    const hallOver = (cells: readonly Node[]) => Y(fixed(L(hall), HALL_IN), X(...cells));
    const leftMax = endLimit(true);
    const rightMax = endLimit(false);
    const MIN_END = 7 * FT;
    // Not at the end the primary suite closes already: its bedroom is entered from the hall's end.
    const closeLeft = closeEnds && hallLong() && !suiteLeft && backCells.length >= 2 && leftMax >= MIN_END;
    const closeRight =
      closeEnds &&
      hallLong() &&
      !suiteRight &&
      backCells.length >= (closeLeft ? 3 : 2) &&
      rightMax >= MIN_END;
    if (closeLeft || closeRight) {
      // The rooms at the ends behind the hall take the hall's depth too, as far as the front rooms and the stair
      // allow: the hall serves only the doors between them instead of running the width of the house.
      const cells = [...backCells];
      const lo = closeLeft ? fixed(cells.shift() as Node, Math.round(leftMax)) : null;
      const hi = closeRight ? fixed(cells.pop() as Node, Math.round(rightMax)) : null;
      lay(X(lo, hallOver(cells), hi), band, out);
    } else lay(hallOver(backCells), band, out);
    placed.push(out);
    // The stair from below arrives at the back of its second flight; a stair continuing up leaves from its first:
    // one opening across both when it does.
    const continues = lv + 1 < levels;
    doors.push({
      a: up.key,
      b: hall.key,
      kind: 'opening',
      edge: 'y1',
      ...(continues ? { at: 'mid' as const, width: U_STAIR_WIDTH_IN - 12 } : { at: 'hi' as const }),
    });
    storyDoors.push(doors);
    const below = stairDecls[lv] as StairDecl[];
    below[0] = { ...(below[0] as StairDecl), upperKey: up.key };
    stairDecls.push(
      continues
        ? [{ key: up.key, upperKey: '', shape: 'U', axis: 'y', bottomAt: 'hi', firstHalf: 'lo' }]
        : [],
    );
  }

  // Garage beside the ground story's service end, in line with the front.
  if (p.num_car_garage > 0) {
    const { spec, width: gw } = garageOf(p.num_car_garage);
    // In front, the garage leaves the foyer's front wall free for the entry: it stands before the service rooms
    // and, when they are narrower than it, reaches past the house's side.
    const foyerBox = (placed[0] as SchemeRoom[]).find((r) => r.spec.key === foyer.key)?.box;
    const gx0 = Math.max(foyerBox?.x1 ?? 0, wBody - gw);
    if (garageForward && wBody - gx0 < 48) return null;
    (placed[0] as SchemeRoom[]).push({
      spec,
      box: garageForward
        ? { x0: gx0, y0: -GARAGE_DEPTH_IN, x1: gx0 + gw, y1: 0 }
        : { x0: wBody, y0: 0, x1: wBody + gw, y1: GARAGE_DEPTH_IN },
    });
    ground.push({ a: spec.key, b: 'exterior', kind: 'overhead', edge: 'y0' });
    ground.push({
      a: spec.key,
      b: [mud?.key ?? '', laundry?.key ?? '', pantry?.key ?? '', kitchen.key, dining?.key ?? ''].filter(
        Boolean,
      ),
    });
  }
  const stories: SchemeStory[] = placed.map((rs, i) => ({
    rooms: rs,
    doors: storyDoors[i] as DoorDecl[],
    stairs: stairDecls[i] as StairDecl[],
  }));
  const scheme: Scheme = {
    parti: kind,
    template: `${kind === 'two_story' ? 'T' : kind === 'primary_down' ? 'P' : 'N'}${mirror ? 'R' : 'L'}${p.story}${Math.round(stretch * 10)}${pack === 'round' ? 'p' : ''}${closeEnds ? 'c' : ''}${garageForward && p.num_car_garage > 0 ? 'f' : ''}`,
    stories,
    bent,
  };
  return mirror ? mirrorScheme(scheme) : scheme;
}

/** Whether a hall on an upper story is over 24 ft long: the ones worth closing at their ends. */
function upperHallLong(s: Scheme): boolean {
  return s.stories
    .slice(1)
    .some((st) =>
      st.rooms.some(
        (r) => r.spec.type === 'hall' && Math.max(r.box.x1 - r.box.x0, r.box.y1 - r.box.y0) > 24 * FT,
      ),
    );
}

/** Two schemes with the same rooms in the same places. */
function sameRooms(a: Scheme, b: Scheme): boolean {
  const key = (s: Scheme) =>
    s.stories
      .map((st) =>
        st.rooms.map((r) => `${r.spec.key}:${r.box.x0},${r.box.y0},${r.box.x1},${r.box.y1}`).join(';'),
      )
      .join('|');
  return key(a) === key(b);
}

/** The schemes of one kind of house on stories: its depths, mirrors, packings and garage places. */
function storiesSchemes(p: Program, brief: Brief, ftf: number, kind: StoriesKind): Scheme[] {
  const out: Scheme[] = [];
  for (const stretch of [1, 0.9, 1.12])
    for (const mirror of [false, true])
      for (const pack of ['floor', 'round'] as const)
        for (const garageForward of p.num_car_garage > 0 ? [false, true] : [false]) {
          const params: StoriesParams = { kind, stretch, mirror, pack, garageForward };
          const s = storiesScheme(p, brief, ftf, params);
          // The packed twin only when it differs (it is the same plan when every side holds whole bedrooms).
          if (!s || out.some((o) => sameRooms(o, s))) continue;
          // A scheme whose upstairs hall runs long gets a twin with the hall's ends closed, tried first.
          const closed = upperHallLong(s)
            ? storiesScheme(p, brief, ftf, { ...params, closeEnds: true })
            : null;
          if (closed && !out.some((o) => sameRooms(o, closed))) out.push(closed);
          out.push(s);
        }
  return out;
}

/** Each kind is a parti of its own, so the search takes them in turn and the variants show all three. */
export const storiesPartis = (['two_story', 'primary_down', 'colonial'] as const).map((kind) => ({
  name: kind,
  schemes: (p: Program, brief: Brief, ftf: number): Scheme[] => storiesSchemes(p, brief, ftf, kind),
}));

import { seededRandom } from '../../../src/core/model/ids';
import { insetRectilinear, type P } from './geometry';

/**
 * The bench's programs (issue 25 item 10): 240 seeded requests across 300–5,000 sf, 0–6 bedrooms, 1–3 stories,
 * with and without garages and lots, plus the named cases of the issue. Keep this function stable: figures are
 * compared across commits.
 */

export type Style = 'standard' | 'maximize_bedrooms' | 'open_living';

export interface BenchLot {
  /** Lot outline in inches, the street (front) along y = 0. */
  polygon: P[];
  setbacks_in: { front: number; side: number; rear: number };
}

export interface BenchProgram {
  square_footage: number;
  num_bedrooms: number;
  num_bathrooms: number;
  num_car_garage: number;
  story: number;
  layout_style: Style;
  lot?: BenchLot;
}

const FT = 12;
const STYLES: readonly Style[] = ['standard', 'maximize_bedrooms', 'open_living'];

/** Setbacks a suburban R-1 zone commonly asks (the same defaults the product documents). */
export const TYPICAL_SETBACKS = { front: 20 * FT, side: 5 * FT, rear: 15 * FT };

/** The buildable area of a lot: each edge moved in by its setback (front: the street edges at y = 0). */
export function buildable(lot: BenchLot): P[] {
  const poly = lot.polygon;
  const ys = poly.map((p) => p[1]);
  const front = Math.min(...ys);
  const rear = Math.max(...ys);
  return insetRectilinear(poly, (i) => {
    const a = poly[i] as P;
    const b = poly[(i + 1) % poly.length] as P;
    if (Math.abs(a[1] - b[1]) < 1e-6) {
      if (Math.abs(a[1] - front) < 1e-6) return lot.setbacks_in.front;
      if (Math.abs(a[1] - rear) < 1e-6) return lot.setbacks_in.rear;
    }
    return lot.setbacks_in.side;
  });
}

const rectLot = (w: number, d: number): P[] => [
  [0, 0],
  [w, 0],
  [w, d],
  [0, d],
];

/** An L: the rectangle less its rear-right corner. */
const lLot = (w: number, d: number, cutW: number, cutD: number): P[] => [
  [0, 0],
  [w, 0],
  [w, d - cutD],
  [w - cutW, d - cutD],
  [w - cutW, d],
  [0, d],
];

/** Smallest and largest living area drawn for each bedroom count (0–6). */
const RANGE: readonly (readonly [number, number])[] = [
  [300, 700],
  [400, 1000],
  [750, 1600],
  [1100, 2600],
  [1500, 3600],
  [2000, 4500],
  [2500, 5000],
];

export function benchPrograms(n = 240, seed = 25): BenchProgram[] {
  const rnd = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const out: BenchProgram[] = [];
  for (let i = 0; i < n; i++) {
    const beds = [0, 1, 2, 3, 3, 4, 4, 5, 6][int(0, 8)] as number;
    const [lo, hi] = RANGE[beds] as [number, number];
    let sf = lo + rnd() * (hi - lo);
    // A few generous programs: more area than the rooms asked for (the generator should propose rooms).
    if (rnd() < 0.08) sf = Math.min(5000, sf * 1.6);
    sf = Math.round(sf / 10) * 10;
    const r = rnd();
    const story = sf < 1000 ? 1 : sf < 1800 ? (r < 0.7 ? 1 : 2) : r < 0.5 ? 1 : r < 0.85 ? 2 : 3;
    const baths =
      beds === 0
        ? 1
        : beds === 1
          ? ([1, 1, 1.5][int(0, 2)] as number)
          : Math.max(1, beds - 1 + int(0, 4) * 0.5);
    const cars = beds <= 1 ? (rnd() < 0.2 ? 1 : 0) : ([0, 1, 2, 2, 2, 3][int(0, 5)] as number);
    const program: BenchProgram = {
      square_footage: sf,
      num_bedrooms: beds,
      num_bathrooms: baths,
      num_car_garage: cars,
      story,
      layout_style: STYLES[int(0, 2)] as Style,
    };
    if (rnd() < 0.5) {
      // A lot whose buildable area holds the ground story with some room to spare (1.3–2.6 times).
      const garage = cars > 0 ? (cars === 1 ? 12 : 11 * cars) * 22 : 0;
      const ground = sf / story + garage;
      const need = ground * (1.3 + 1.3 * rnd());
      const setbacks = rnd() < 0.3 ? { front: 5 * FT, side: 5 * FT, rear: 5 * FT } : TYPICAL_SETBACKS;
      const ratio = 0.8 + rnd() * 1.2;
      const bw = Math.sqrt(need * ratio);
      const bd = need / bw;
      const w = Math.round(bw + (2 * setbacks.side) / FT) * FT;
      const d = Math.round(bd + (setbacks.front + setbacks.rear) / FT) * FT;
      const polygon =
        rnd() < 0.6
          ? rectLot(w, d)
          : lLot(w * 1.25, d * 1.25, Math.round((w * 0.4) / FT) * FT, Math.round((d * 0.4) / FT) * FT);
      program.lot = {
        polygon: polygon.map(([x, y]) => [Math.round(x), Math.round(y)] as P),
        setbacks_in: setbacks,
      };
    }
    out.push(program);
  }
  return out;
}

/** The named cases, each with what it must answer. */
export const NAMED = {
  ircBrief: {
    square_footage: 2200,
    num_bedrooms: 4,
    num_bathrooms: 2.5,
    num_car_garage: 2,
    story: 1,
    layout_style: 'standard',
  } satisfies BenchProgram,
  /** 70 × 60 ft L-shaped lot, 5 ft setbacks, 2,200 sf on one story. */
  lLot: {
    square_footage: 2200,
    num_bedrooms: 3,
    num_bathrooms: 2,
    num_car_garage: 0,
    story: 1,
    layout_style: 'standard',
    lot: {
      polygon: lLot(70 * FT, 60 * FT, 25 * FT, 20 * FT),
      setbacks_in: { front: 5 * FT, side: 5 * FT, rear: 5 * FT },
    },
  } satisfies BenchProgram,
  noBath: {
    square_footage: 1400,
    num_bedrooms: 2,
    num_bathrooms: 0,
    num_car_garage: 0,
    story: 1,
    layout_style: 'standard',
  } satisfies BenchProgram,
  sixStories: {
    square_footage: 6000,
    num_bedrooms: 4,
    num_bathrooms: 3,
    num_car_garage: 0,
    story: 6,
    layout_style: 'standard',
  } satisfies BenchProgram,
  tenStories: {
    square_footage: 9000,
    num_bedrooms: 4,
    num_bathrooms: 3,
    num_car_garage: 0,
    story: 10,
    layout_style: 'standard',
  } satisfies BenchProgram,
  bigOneBed: {
    square_footage: 4500,
    num_bedrooms: 1,
    num_bathrooms: 1,
    num_car_garage: 0,
    story: 1,
    layout_style: 'standard',
  } satisfies BenchProgram,
  studio420: {
    square_footage: 420,
    num_bedrooms: 0,
    num_bathrooms: 1,
    num_car_garage: 0,
    story: 1,
    layout_style: 'standard',
  } satisfies BenchProgram,
  studio300: {
    square_footage: 300,
    num_bedrooms: 0,
    num_bathrooms: 1,
    num_car_garage: 0,
    story: 1,
    layout_style: 'standard',
  } satisfies BenchProgram,
  oneBed450: {
    square_footage: 450,
    num_bedrooms: 1,
    num_bathrooms: 1,
    num_car_garage: 0,
    story: 1,
    layout_style: 'standard',
  } satisfies BenchProgram,
  oneBed400: {
    square_footage: 400,
    num_bedrooms: 1,
    num_bathrooms: 1,
    num_car_garage: 0,
    story: 1,
    layout_style: 'standard',
  } satisfies BenchProgram,
};

import { describe, expect, it } from 'vitest';
import { modelSpaceRecords, readDxfDocument } from '../../../src/formats/dxf/analyze';
import { readHatchLoops } from '../../../src/formats/dxf/hatch';
import { Deadline, makeLimits } from '../../../src/formats/limits';
import { minimalDxf } from '../../server/processing/dxf-builders';

type Tags = [number, string | number][];

const lineEdge = (x0: number, y0: number, x1: number, y1: number): Tags => [
  [72, 1],
  [10, x0],
  [20, y0],
  [11, x1],
  [21, y1],
];
const arcEdge = (cx: number, cy: number, r: number, a0: number, a1: number): Tags => [
  [72, 2],
  [10, cx],
  [20, cy],
  [40, r],
  [50, a0],
  [51, a1],
  [73, 1],
];

/** A HATCH whose boundary paths are edge paths (flag 1: external). */
function hatch(paths: Tags[][]): Uint8Array {
  const body: Tags = [
    [0, 'HATCH'],
    [8, 'POCHE'],
    [10, 0],
    [20, 0],
    [30, 0],
    [2, 'SOLID'],
    [70, 1],
    [71, 0],
    [91, paths.length],
  ];
  for (const edges of paths) body.push([92, 1], [93, edges.length], ...edges.flat(), [97, 0]);
  body.push([75, 0], [76, 1], [98, 0]);
  return minimalDxf(body);
}

function loopsOf(bytes: Uint8Array): number[][] {
  const limits = makeLimits();
  const { doc } = readDxfDocument(bytes, limits, new Deadline(limits));
  const [rec] = modelSpaceRecords(doc);
  if (!rec) throw new Error('no hatch');
  return readHatchLoops(doc.tags, rec).loops;
}

/** Shoelace area of a flat [x, y, …] loop: the outline's, or less when the points zigzag across it. */
function area(loop: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < loop.length; i += 2) {
    const j = (i + 2) % loop.length;
    s += (loop[i] as number) * (loop[j + 1] as number) - (loop[j] as number) * (loop[i + 1] as number);
  }
  return Math.abs(s) / 2;
}

describe('hatch edge paths', () => {
  it('chain edges stored out of order and reversed into the outline they bound', () => {
    // A 10 × 4 rectangle with a half-round end (radius 2 about (10, 2)), edges shuffled, two drawn backwards.
    const loops = loopsOf(
      hatch([
        [
          lineEdge(10, 4, 0, 4),
          lineEdge(0, 0, 10, 0),
          arcEdge(10, 2, 2, 270, 90),
          lineEdge(0, 0, 0, 4), // backwards: the loop runs 0,4 → 0,0
        ],
      ]),
    );
    expect(loops).toHaveLength(1);
    expect(area(loops[0] as number[])).toBeCloseTo(40 + Math.PI * 2, 1);
  });

  it('keep each of several loops (a wall poché is many)', () => {
    const square = (x: number): Tags[] => [
      lineEdge(x, 0, x + 1, 0),
      lineEdge(x + 1, 1, x, 1),
      lineEdge(x + 1, 0, x + 1, 1),
      lineEdge(x, 1, x, 0),
    ];
    const loops = loopsOf(hatch([square(0), square(5), square(9)]));
    expect(loops).toHaveLength(3);
    for (const l of loops) expect(area(l)).toBeCloseTo(1, 6);
  });
});

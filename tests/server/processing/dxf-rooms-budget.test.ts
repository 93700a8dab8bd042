import { describe, expect, it } from 'vitest';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { makeLimits } from '../../../src/formats/limits';
import { corpusBytes } from './corpus';
import { crossingLinesDxf } from './hostile-files';

describe('room search is bounded by what it costs, not by the number of lines', () => {
  it('gives up on rooms of a 2.7 MB DXF of 59,980 crossing lines with a warning and keeps the rest', () => {
    const dxf = crossingLinesDxf(59_980);
    const { processed } = analyzeDxf(dxf, makeLimits());
    expect(processed.rooms).toEqual([]);
    expect(processed.warnings.join('\n')).toMatch(
      /^Rooms were not searched: .*more than the room search handles$/m,
    );
    expect(processed.entity_counts).toMatchObject({ LINE: 59_980 });
    expect(processed.extents).not.toBeNull();
  });

  it('stops at the crossing cap, the pair-test cap and its own time budget', () => {
    const small = crossingLinesDxf(400); // 40,000 crossings
    const byCrossings = analyzeDxf(small, makeLimits({ maxRoomCrossings: 1_000 })).processed;
    expect(byCrossings.warnings.join('\n')).toMatch(/the lines cross more than 1,000 times/);
    const byPairs = analyzeDxf(small, makeLimits({ maxRoomPairTests: 100 })).processed;
    expect(byPairs.warnings.join('\n')).toMatch(/pairs of nearby lines would have to be compared/);
    let t = 0;
    const byTime = analyzeDxf(small, makeLimits({ roomBudgetMs: 5, now: () => (t += 1) })).processed;
    expect(byTime.warnings.join('\n')).toMatch(/Rooms were not searched: the search took longer than 0 s/);
    expect(byTime.entity_counts).toMatchObject({ LINE: 400 });
  });

  it('still finds the rooms of a real plan', () => {
    const { processed } = analyzeDxf(corpusBytes('A05_barcelona_pavilion_plan_AC1027.dxf'), makeLimits());
    expect(processed.rooms.length).toBeGreaterThan(0);
    expect(processed.warnings.join('\n')).not.toMatch(/Rooms were not searched/);
  });
});

import { describe, expect, it } from 'vitest';
import { overflowGroups, type ToolbarMeasure } from '../../../src/client/editor/ui/toolbarLayout';

// Widths (group + gap) in the range Chromium measures for the compact toolbar.
const widths = { locate: 42, pages: 76, snap: 178, zoom: 161 };
const all = 42 + 76 + 178 + 161;
const fixed = 820;

const measure = (available: number, hidden: ToolbarMeasure['hidden'] = []): ToolbarMeasure => ({
  available,
  needed: fixed + all - hidden.reduce((sum, g) => sum + widths[g], 0) + (hidden.length > 0 ? 34 : 0),
  hidden,
  widths,
  moreButton: 34,
});

describe('editor toolbar overflow', () => {
  it('keeps every group on the row when they fit, with no menu', () => {
    expect(overflowGroups(measure(fixed + all))).toEqual([]);
    expect(overflowGroups(measure(1900))).toEqual([]);
  });

  it('moves groups into the menu least-used first until the rest and the menu button fit', () => {
    expect(overflowGroups(measure(fixed + all - 1))).toEqual(['locate']);
    expect(overflowGroups(measure(fixed + all - 60))).toEqual(['locate', 'pages']);
    expect(overflowGroups(measure(fixed + 34 + 161))).toEqual(['locate', 'pages', 'snap']);
    // Moving a group out only helps by what it is wider than the menu button.
    expect(overflowGroups({ ...measure(fixed + all - 9), moreButton: 42 })).toEqual(['locate', 'pages']);
    expect(overflowGroups(measure(fixed))).toEqual(['locate', 'pages', 'snap', 'zoom']);
  });

  it('answers the same whatever is in the menu now, so measuring again never flips the row', () => {
    for (const available of [900, 1000, 1100, 1200, 1300]) {
      const first = overflowGroups(measure(available));
      expect(overflowGroups(measure(available, first))).toEqual(first);
      expect(overflowGroups(measure(available, ['locate', 'pages', 'snap', 'zoom']))).toEqual(first);
    }
  });

  it('brings groups back when the row grows', () => {
    const narrow = overflowGroups(measure(1000));
    expect(narrow.length).toBeGreaterThan(0);
    expect(overflowGroups(measure(1600, narrow))).toEqual([]);
  });
});

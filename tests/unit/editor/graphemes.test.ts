import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fastGraphemes } from '../../../src/client/editor/render/graphemes';

const segmenter = new Intl.Segmenter();
const bySegmenter = (s: string): string[] => [...segmenter.segment(s)].map((x) => x.segment);

describe('bitmap text graphemes', () => {
  const split = fastGraphemes(bySegmenter);

  it('splits any text as Intl.Segmenter does', () => {
    const samples = [
      '',
      'T12',
      'ROOM 101\n12.5 m²',
      'Ø 600 ±5°',
      'e\u0301t\u00e9',
      'a\r\nb',
      '👷‍♀️ site',
      '\t',
    ];
    for (const s of samples) expect(split(s)).toEqual(bySegmenter(s));
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => {
        expect(split(s)).toEqual(bySegmenter(s));
      }),
    );
    // A hundred runs take under a second alone, several on a machine busy with other suites.
  }, 30_000);

  it('leaves only texts with multi-unit graphemes to the segmenter', () => {
    let calls = 0;
    const counted = fastGraphemes((s) => {
      calls++;
      return bySegmenter(s);
    });
    counted('WALL A-101 1/2" @ 600 c/c\n£12 ½');
    expect(calls).toBe(0);
    counted('e\u0301');
    counted('a\r\nb');
    expect(calls).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import type { CommandResult } from '../../../src/core/commands/result';
import {
  addUnderlay,
  calibrateUnderlay,
  moveUnderlay,
  removeUnderlay,
  setUnderlayDisplay,
  UNDERLAY_ALERTS,
} from '../../../src/core/commands/underlays';
import * as history from '../../../src/core/history/history';
import type { Page } from '../../../src/core/model/page';
import { placeUnderlay, UNDERLAY_LIMITS, type Underlay } from '../../../src/core/model/underlay';
import { parseLength } from '../../../src/core/units';
import { PageSchema } from '../../../src/contract/drawing';
import { deepFreeze, pageOf } from './fixtures';

function ok(r: CommandResult): Page {
  if (!r.ok) throw new Error(`command failed: ${r.error}`);
  return r.page;
}

// A 24" × 36" ARCH D sheet in world units (96 per inch), as the server reports an uncalibrated PDF page.
const ARCH_D = {
  fileId: '7',
  kind: 'pdf' as const,
  pageNumber: 1,
  name: 'P04.pdf',
  width: 36 * 96,
  height: 24 * 96,
};
const sheet = (id = 'u1'): Underlay => placeUnderlay(id, ARCH_D, { x: 0, y: 0 });
const only = (page: Page): Underlay => {
  const u = page.underlays?.[0];
  if (!u) throw new Error('no underlay');
  return u;
};

describe('underlay commands', () => {
  it('adds a locked, half-faded underlay centred where asked, at its paper size', () => {
    const page = ok(addUnderlay(deepFreeze(pageOf([])), sheet()));
    expect(only(page)).toMatchObject({
      x: -1728,
      y: -1152,
      width: 3456,
      height: 2304,
      locked: true,
      opacity: 0.5,
    });
    expect(PageSchema.safeParse(page).success).toBe(true);
  });

  it('refuses an eleventh underlay on a page', () => {
    let page = pageOf([]);
    for (let i = 0; i < UNDERLAY_LIMITS.perPage; i++) page = ok(addUnderlay(page, sheet(`u${i}`)));
    expect(addUnderlay(page, sheet('extra'))).toEqual({ ok: false, error: UNDERLAY_ALERTS.tooMany });
  });

  it('calibrates: the picked span measures the typed distance and the first point stays put', () => {
    const page = ok(addUnderlay(pageOf([]), sheet()));
    // On a 1/4" = 1'-0" sheet placed at paper size, a 10'-0" wall measures 2.5" = 240 world units.
    const a = { x: 100, y: 50 };
    const b = { x: 100 + 240, y: 50 };
    const real = parseLength("10'");
    if (!real.ok) throw new Error(real.error);
    const calibrated = only(ok(calibrateUnderlay(deepFreeze(page), 'u1', a, b, real.px)));
    expect(calibrated.width / ARCH_D.width).toBeCloseTo(48, 9); // 1/4" = 1'-0" is 1:48
    // A point of the sheet at `a` before is still at `a`: its offset from the corner scaled by the same factor.
    const before = only(page);
    const fx = (a.x - before.x) / before.width;
    expect(calibrated.x + fx * calibrated.width).toBeCloseTo(a.x, 6);
    const fy = (a.y - before.y) / before.height;
    expect(calibrated.y + fy * calibrated.height).toBeCloseTo(a.y, 6);
  });

  it('refuses a calibration from one point or a zero distance', () => {
    const page = ok(addUnderlay(pageOf([]), sheet()));
    const p = { x: 5, y: 5 };
    expect(calibrateUnderlay(page, 'u1', p, p, 96)).toEqual({ ok: false, error: UNDERLAY_ALERTS.samePoint });
    expect(calibrateUnderlay(page, 'u1', p, { x: 50, y: 5 }, 0)).toEqual({
      ok: false,
      error: UNDERLAY_ALERTS.badDistance,
    });
  });

  it('moves only when unlocked', () => {
    const page = ok(addUnderlay(pageOf([]), sheet()));
    expect(moveUnderlay(page, 'u1', 10, 0)).toEqual({ ok: false, error: UNDERLAY_ALERTS.locked });
    const unlocked = ok(setUnderlayDisplay(page, 'u1', { locked: false }));
    expect(only(ok(moveUnderlay(unlocked, 'u1', 10, -5)))).toMatchObject({ x: -1718, y: -1157 });
  });

  it('clamps opacity to 0.1–1 and toggles visibility', () => {
    const page = ok(addUnderlay(pageOf([]), sheet()));
    expect(only(ok(setUnderlayDisplay(page, 'u1', { opacity: 0 }))).opacity).toBe(0.1);
    expect(only(ok(setUnderlayDisplay(page, 'u1', { opacity: 3 }))).opacity).toBe(1);
    expect(only(ok(setUnderlayDisplay(page, 'u1', { visible: false }))).visible).toBe(false);
  });

  it('is undone and redone step by step in the page history', () => {
    let h = history.createHistory(pageOf([]));
    const run = (f: (p: Page) => CommandResult) => {
      h = history.applyCommand(h, f(h.current));
    };
    run((p) => addUnderlay(p, sheet()));
    run((p) => calibrateUnderlay(p, 'u1', { x: 0, y: 0 }, { x: 96, y: 0 }, 192));
    run((p) => removeUnderlay(p, 'u1'));
    expect(h.current.underlays).toEqual([]);
    h = history.undo(h);
    expect(only(h.current).width).toBeCloseTo(ARCH_D.width * 2, 9);
    h = history.undo(h);
    expect(only(h.current).width).toBe(ARCH_D.width);
    h = history.undo(h);
    // The page had no underlays field before: undo gives it none back, not an empty list.
    expect('underlays' in h.current).toBe(false);
  });
});

describe('the page schema', () => {
  it('keeps pages saved without underlays valid', () => {
    expect(PageSchema.safeParse(pageOf([])).success).toBe(true);
  });

  it('names a bad underlay field', () => {
    const page = { ...pageOf([]), underlays: [{ ...sheet(), opacity: 0 }] };
    const r = PageSchema.safeParse(page);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['underlays', 0, 'opacity']);
  });
});

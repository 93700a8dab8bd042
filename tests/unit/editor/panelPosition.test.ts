import { describe, expect, it } from 'vitest';
import {
  clampPanel,
  dragPanel,
  PANEL_TOOLBAR_GAP,
  PANEL_WIDTH,
  panelHome,
} from '../../../src/client/editor/ui/panelPosition';
import { DEFAULT_PANEL_POSITION } from '../../../src/client/editor/store/editorState';
import { EditorStore } from '../../../src/client/editor/store/EditorStore';

const panel = { width: PANEL_WIDTH, height: 500 };
const win = { width: 1280, height: 800 };

describe('Design Tools panel position', () => {
  it('starts at (50, 100) and Locate Toolbar returns it there', () => {
    const store = new EditorStore();
    expect(store.getState().panelPosition).toEqual({ x: 50, y: 100 });
    store.setPanelPosition({ x: 900, y: 20 });
    store.locateToolbar();
    expect(store.getState().panelPosition).toEqual(DEFAULT_PANEL_POSITION);
  });

  it('stays put while fully inside the window', () => {
    expect(clampPanel({ x: 50, y: 100 }, panel, win)).toEqual({ x: 50, y: 100 });
  });

  it('is pulled back inside past any edge', () => {
    expect(clampPanel({ x: -40, y: -10 }, panel, win)).toEqual({ x: 0, y: 0 });
    expect(clampPanel({ x: 1200, y: 700 }, panel, win)).toEqual({ x: 1280 - PANEL_WIDTH, y: 300 });
  });

  it('pins to the top-left when the window is smaller than the panel, keeping the header reachable', () => {
    expect(clampPanel({ x: 300, y: 300 }, panel, { width: 200, height: 300 })).toEqual({ x: 0, y: 0 });
  });

  it('treats a non-finite position as the corner', () => {
    expect(clampPanel({ x: Number.NaN, y: Infinity }, panel, win)).toEqual({ x: 0, y: 0 });
  });

  it('follows a fast drag step for step: each position comes from the travel since the press', () => {
    const pressedAt = { x: 150, y: 112 };
    const steps = [1, 2, 3, 4, 5, 6].map((i) =>
      dragPanel({ x: 50, y: 100 }, pressedAt, { x: 150 + 60 * i, y: 112 + 40 * i }, panel, {
        width: 1920,
        height: 1080,
      }),
    );
    expect(steps.map((p) => p.x)).toEqual([110, 170, 230, 290, 350, 410]);
    expect(steps.at(-1)).toEqual({ x: 410, y: 340 });
    // Past the window's edge it stops there and comes back as soon as the pointer does.
    expect(dragPanel({ x: 50, y: 100 }, pressedAt, { x: 5000, y: 112 }, panel, win).x).toBe(
      1280 - PANEL_WIDTH,
    );
  });
});

describe('Design Tools panel home', () => {
  it("keeps the spec's (50, 100) when the 40 px toolbar under the 60 px header ends at y = 100", () => {
    expect(panelHome({ left: 220, top: 60, right: 1280, bottom: 100 })).toEqual({ x: 50, y: 100 });
    expect(panelHome(null)).toEqual(DEFAULT_PANEL_POSITION);
  });

  it('starts just below a toolbar that reaches under it, so it never covers a control', () => {
    expect(panelHome({ left: 220, top: 60, right: 1280, bottom: 148.4 })).toEqual({
      x: 50,
      y: 149 + PANEL_TOOLBAR_GAP,
    });
  });

  it('ignores a toolbar that is not in the columns the panel takes', () => {
    expect(panelHome({ left: 400, top: 60, right: 1280, bottom: 160 })).toEqual({ x: 50, y: 100 });
  });
});

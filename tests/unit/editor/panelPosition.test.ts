import { describe, expect, it } from 'vitest';
import { clampPanel, PANEL_WIDTH } from '../../../src/client/editor/ui/panelPosition';
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
});

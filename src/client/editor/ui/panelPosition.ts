import type { PanelPosition } from '../store/editorState';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The Design Tools panel's width (spec). */
export const PANEL_WIDTH = 256;

/**
 * Keeps the panel inside the window: its top-left is clamped so the whole panel fits; a window smaller than
 * the panel pins it to the top-left corner, so its header (the drag handle) is always reachable.
 */
export function clampPanel(p: PanelPosition, panel: Size, window: Size): PanelPosition {
  const maxX = Math.max(0, window.width - panel.width);
  const maxY = Math.max(0, window.height - panel.height);
  const x = Number.isFinite(p.x) ? Math.min(maxX, Math.max(0, p.x)) : 0;
  const y = Number.isFinite(p.y) ? Math.min(maxY, Math.max(0, p.y)) : 0;
  return { x, y };
}

import { DEFAULT_PANEL_POSITION, type PanelPosition } from '../store/editorState';

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

/**
 * Where a drag puts the panel: its start position moved by the pointer's travel since the press (not by the
 * last step, so a 60 px jump per frame lands exactly where the pointer is), kept inside the window.
 */
export function dragPanel(
  from: PanelPosition,
  pressedAt: { readonly x: number; readonly y: number },
  pointer: { readonly x: number; readonly y: number },
  panel: Size,
  window: Size,
): PanelPosition {
  return clampPanel(
    { x: from.x + pointer.x - pressedAt.x, y: from.y + pointer.y - pressedAt.y },
    panel,
    window,
  );
}

/** A box on screen in client pixels (what getBoundingClientRect answers). */
export interface ScreenRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The gap left between the toolbar and a panel moved below it. */
export const PANEL_TOOLBAR_GAP = 8;

/**
 * The panel's home (start and Locate Toolbar): the spec's (50, 100) wherever the panel there clears the editor
 * toolbar; when the toolbar reaches below y = 100 under the panel (a tall toolbar, a zoomed page), the same x
 * just below the toolbar, so the panel never starts on top of a control.
 */
export function panelHome(toolbar: ScreenRect | null): PanelPosition {
  const home = DEFAULT_PANEL_POSITION;
  if (!toolbar) return home;
  const sharesColumns = toolbar.left < home.x + PANEL_WIDTH && toolbar.right > home.x;
  if (!sharesColumns || toolbar.bottom <= home.y) return home;
  return { x: home.x, y: Math.ceil(toolbar.bottom) + PANEL_TOOLBAR_GAP };
}

import type { ToolId } from '../store/editorState';
import { isSymbolTool } from '../store/editorState';

/** What the command line asks while nothing runs (AutoCAD's). */
export const IDLE_PROMPT = 'Command:';

/**
 * What an armed tool asks for next, by its state (`line.awaiting_end`, …), in AutoCAD's words so a CAD user knows
 * what a click or a typed entry does now.
 */
export function toolPrompt(tool: ToolId, state: string): string {
  const at = state.slice(state.indexOf('.') + 1);
  switch (tool) {
    case 'line':
    case 'wall':
    case 'divider': {
      const what = tool === 'line' ? 'first point' : 'start point';
      return at === 'awaiting_end'
        ? 'Specify next point or type a length (Enter or Esc ends):'
        : `Specify ${what} (click, or snap and type, or #x,y):`;
    }
    case 'polyline':
      return at === 'awaiting_next'
        ? 'Specify next point or type a length (C closes, Enter ends):'
        : 'Specify start point:';
    case 'rectangle':
    case 'square':
      return at === 'idle' ? 'Specify first corner point:' : 'Specify other corner point or type the size:';
    case 'circle':
    case 'pentagon':
    case 'hexagon':
      return at === 'idle' ? 'Specify center point:' : 'Specify radius (click or type):';
    case 'door':
    case 'window':
      return `Point at a wall: click, or type the distance from its nearer end (Tab: width):`;
    case 'room':
      return 'Click inside an area closed by walls:';
    case 'dimension':
    case 'dimension-linear':
      return at === 'first'
        ? 'Specify first extension line origin:'
        : at === 'second'
          ? 'Specify second extension line origin:'
          : 'Specify dimension line location (click or type a distance):';
    case 'measure':
      return 'Specify points to measure (click the first again to close an area):';
    case 'hatch':
      return 'Pick an internal point:';
    case 'free-pencil':
      return 'Drag to draw a freehand stroke:';
    default:
      return isSymbolTool(tool)
        ? 'Specify insertion point (R turns it):'
        : 'Click and drag, or click for the default size:';
  }
}

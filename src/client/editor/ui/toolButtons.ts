import type { SymbolToolId, ToolId } from '../store/editorState';

/** The shape buttons in the spec's order; the label is the button's accessible name. */
export const SHAPE_BUTTONS: readonly { readonly label: string; readonly tool: ToolId | 'text' }[] = [
  { label: 'line', tool: 'line' },
  { label: 'rectangle', tool: 'rectangle' },
  { label: 'square', tool: 'square' },
  { label: 'circle', tool: 'circle' },
  { label: 'triangle', tool: 'triangle' },
  { label: 'right triangle', tool: 'right-triangle' },
  { label: 'equilateral triangle', tool: 'equilateral-triangle' },
  { label: 'pentagon', tool: 'pentagon' },
  { label: 'hexagon', tool: 'hexagon' },
  { label: 'text', tool: 'text' },
  { label: 'half arch', tool: 'half-arch' },
  { label: 'bezier arch', tool: 'bezier-arch' },
  { label: 'free pencil', tool: 'free-pencil' },
];

export const STRUCTURE_BUTTONS: readonly {
  readonly label: string;
  readonly tool: ToolId;
  /** The key that arms it (shortcuts.ts), quoted in its tooltip. */
  readonly shortcut?: string;
}[] = [
  { label: 'Add Wall', tool: 'wall' },
  { label: 'Add Divider', tool: 'divider' },
  { label: 'Add Door', tool: 'door', shortcut: 'D' },
  { label: 'Add Window', tool: 'window', shortcut: 'N' },
  { label: 'Add Room', tool: 'room' },
  { label: 'Add Dimension', tool: 'dimension' },
];

/** The hidden section (spec): its buttons place the symbol library's toilet and shower (issue 13 item 7). */
export const FIXTURE_BUTTONS: readonly { readonly label: string; readonly tool: SymbolToolId }[] = [
  { label: 'Add Toilet', tool: 'symbol:toilet' },
  { label: 'Add Shower', tool: 'symbol:shower' },
];

/** Every keyboard shortcut of the editor, by group: the help dialog lists them and tooltips quote them. */
export interface Shortcut {
  readonly keys: string;
  readonly action: string;
}

export const SHORTCUT_GROUPS: readonly { readonly title: string; readonly shortcuts: readonly Shortcut[] }[] =
  [
    {
      title: 'Edit',
      shortcuts: [
        { keys: 'Ctrl+Z', action: 'Undo' },
        { keys: 'Ctrl+Shift+Z or Ctrl+Y', action: 'Redo' },
        { keys: 'Ctrl+C', action: 'Copy' },
        { keys: 'Ctrl+X', action: 'Cut' },
        { keys: 'Ctrl+V', action: 'Paste (also into another page or design in this tab)' },
        { keys: 'Ctrl+D', action: 'Duplicate' },
        { keys: 'Ctrl+A', action: 'Select all' },
        { keys: 'A', action: 'Array the selection (rectangular or polar)' },
        { keys: 'Delete or Backspace', action: 'Delete the selection' },
        { keys: 'Arrow keys', action: 'Nudge 1" (10 mm); with Shift 1\' (100 mm)' },
      ],
    },
    {
      title: 'Draw',
      shortcuts: [
        { keys: '0–9 . # @ < -', action: 'Type a length or point at the cursor while drawing' },
        { keys: 'Tab', action: 'Between length and angle in the typed input' },
        { keys: 'Enter', action: 'Use the typed entry' },
        { keys: 'Escape', action: 'Close the input, end the chain, then put the tool down' },
        { keys: 'F3', action: 'Object snaps on/off' },
        { keys: 'F8 (hold Shift to invert)', action: 'Ortho on/off' },
        { keys: 'F10', action: 'Polar tracking on/off' },
        { keys: 'D', action: 'Add Door: point at a wall, click or type the distance from its nearer end' },
        { keys: 'N', action: 'Add Window: point at a wall, click or type the distance from its nearer end' },
        { keys: 'Tab (door or window tool)', action: 'Type the opening’s width' },
        { keys: 'F (door tool)', action: 'Hinge on the other jamb' },
      ],
    },
    {
      title: 'View',
      shortcuts: [
        { keys: 'Mouse wheel', action: 'Zoom at the cursor' },
        { keys: 'Middle button drag', action: 'Pan' },
        { keys: 'Shift+1', action: 'Zoom to the drawing’s extents' },
        { keys: 'Shift+2', action: 'Zoom to the selection' },
        { keys: '?', action: 'This list of shortcuts' },
      ],
    },
  ];

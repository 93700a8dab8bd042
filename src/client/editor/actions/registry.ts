import type { AlignEdge } from '../../../core/commands/editing';
import type { CommandResult } from '../../../core/commands/result';
import { automaticDimensions, type Page } from '../../../core/model/page';
import { openArrayDialog } from '../store/arrayActions';
import * as editing from '../store/editingActions';
import type { ToolId } from '../store/editorState';
import {
  AddPageIcon,
  ExportIcon,
  FitDrawingIcon,
  ImportDxfIcon,
  LocateIcon,
  ManagePagesIcon,
  RedoIcon,
  ResetViewIcon,
  SendToProjectIcon,
  UndoIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '../ui/toolbarIcons';
import type { ActionContext, EditorAction, InputGesture } from './types';

/*
 * Every editor action, declared once. The key handler (tools/EditorInput.ts), the command line
 * (commandLine/), the toolbar, the Design Tools panel, the right-click menu and the shortcuts dialog read this
 * list; none of them declares a label, a key or an alias of its own. Order matters twice: the panel shows its
 * tools in this order, and the first action whose key matches runs.
 */

/** Where a tool's button sits in the Design Tools panel (the spec's sections). */
export type PanelSection = 'shapes' | 'structure' | 'fixtures';

/** An action that arms a drawing tool (or places text): the Design Tools panel's buttons. */
export interface ToolAction extends EditorAction {
  readonly tool: ToolId | 'text';
  readonly panel?: PanelSection;
}

const hasSelection = (ctx: ActionContext) => ctx.store.getState().selection.length > 0;

/** Arms `tool` (the panel's button also puts it down when it is armed already). */
function arm(ctx: ActionContext, tool: ToolId, toggle: boolean): boolean {
  ctx.commands.interrupt();
  const armed = ctx.store.getState().tool === tool;
  ctx.store.setTool(toggle && armed ? null : tool);
  return true;
}

function toolAction(
  tool: ToolId,
  label: string,
  extra: Partial<Omit<ToolAction, 'tool' | 'label' | 'run'>> = {},
): ToolAction {
  return {
    id: `tool:${tool}`,
    group: 'Draw',
    ...extra,
    tool,
    label,
    run: (ctx, how) => arm(ctx, tool, how?.from === 'button'),
  };
}

/** The spec's shape buttons, in its order; their labels are the buttons' accessible names. */
const SHAPE_TOOLS: readonly ToolAction[] = [
  toolAction('line', 'line', { panel: 'shapes', command: ['LINE', 'L'], description: 'Line' }),
  toolAction('rectangle', 'rectangle', {
    panel: 'shapes',
    command: ['RECTANG', 'REC'],
    description: 'Rectangle',
  }),
  toolAction('square', 'square', { panel: 'shapes', description: 'Square' }),
  toolAction('circle', 'circle', { panel: 'shapes', command: ['CIRCLE', 'C'], description: 'Circle' }),
  toolAction('triangle', 'triangle', { panel: 'shapes', description: 'Triangle' }),
  toolAction('right-triangle', 'right triangle', { panel: 'shapes', description: 'Right triangle' }),
  toolAction('equilateral-triangle', 'equilateral triangle', {
    panel: 'shapes',
    description: 'Equilateral triangle',
  }),
  toolAction('pentagon', 'pentagon', { panel: 'shapes', description: 'Pentagon' }),
  toolAction('hexagon', 'hexagon', { panel: 'shapes', description: 'Hexagon' }),
];

/** The Text button places a note at once (the spec's "Sample Text"), where the user can see it. */
const TEXT_ACTION: ToolAction = {
  id: 'text',
  tool: 'text',
  label: 'text',
  group: 'Draw',
  panel: 'shapes',
  description: 'Text: a note in view, open for typing (TEXT at the command line: where you click)',
  command: ['TEXT', 'DT', 'MTEXT', 'T'],
  run: (ctx, how) => {
    ctx.commands.interrupt();
    if (how?.from === 'command') return ctx.commands.startCommand('TEXT');
    ctx.store.addText();
    return true;
  },
};

const MORE_SHAPE_TOOLS: readonly ToolAction[] = [
  toolAction('half-arch', 'half arch', { panel: 'shapes', description: 'Half arch' }),
  toolAction('bezier-arch', 'bezier arch', { panel: 'shapes', description: 'Bezier arch' }),
  toolAction('free-pencil', 'free pencil', {
    panel: 'shapes',
    command: ['SKETCH'],
    description: 'Free pencil',
  }),
];

const STRUCTURE_TOOLS: readonly ToolAction[] = [
  toolAction('wall', 'Add Wall', {
    panel: 'structure',
    command: ['WALL', 'W'],
    description: 'Add Wall: click the start, then click or type the length',
  }),
  toolAction('divider', 'Add Divider', {
    panel: 'structure',
    command: ['DIVIDER', 'DIV'],
    description: 'Add Divider: click the start, then click or type the length',
  }),
  toolAction('door', 'Add Door', {
    panel: 'structure',
    command: ['DOOR'],
    keys: [
      { key: 'd', shift: false, context: 'idle' },
      { key: 'd', shift: false, context: 'opening-tool' },
    ],
    description: 'Add Door: point at a wall, click or type the distance from its nearer end',
  }),
  toolAction('window', 'Add Window', {
    panel: 'structure',
    command: ['WINDOW', 'WIN'],
    keys: [
      { key: 'n', shift: false, context: 'idle' },
      { key: 'n', shift: false, context: 'opening-tool' },
    ],
    description: 'Add Window: point at a wall, click or type the distance from its nearer end',
  }),
  toolAction('room', 'Add Room', {
    panel: 'structure',
    command: ['ROOM'],
    description: 'Add Room: click inside an area closed by walls',
  }),
  toolAction('dimension', 'Add Dimension', {
    panel: 'structure',
    command: ['DIMALIGNED', 'DAL'],
    description: 'Add Dimension (aligned): two points, then where the dimension line goes',
  }),
];

const FIXTURE_TOOLS: readonly ToolAction[] = [
  toolAction('symbol:toilet', 'Add Toilet', { panel: 'fixtures', description: 'Place a toilet' }),
  toolAction('symbol:shower', 'Add Shower', { panel: 'fixtures', description: 'Place a shower' }),
];

const OTHER_TOOLS: readonly ToolAction[] = [
  toolAction('polyline', 'Polyline', {
    command: ['PLINE', 'PL'],
    description: 'Polyline: points one after another, Enter ends it, C closes it',
  }),
  toolAction('measure', 'Measure', {
    command: ['DIST', 'DI', 'MEASUREGEOM', 'MEA'],
    description: 'Measure distance, angle and area (adds nothing to the drawing)',
  }),
  toolAction('dimension-linear', 'Linear dimension', {
    command: ['DIMLINEAR', 'DLI'],
    description: 'Linear dimension: horizontal or vertical, by where the dimension line goes',
  }),
  toolAction('hatch', 'Hatch', { command: ['HATCH', 'H'], description: 'Hatch the area clicked inside' }),
];

/** Every tool, in the panel's order first. */
export const TOOL_ACTIONS: readonly ToolAction[] = [
  ...SHAPE_TOOLS,
  TEXT_ACTION,
  ...MORE_SHAPE_TOOLS,
  ...STRUCTURE_TOOLS,
  ...FIXTURE_TOOLS,
  ...OTHER_TOOLS,
];

/** An action that starts a command of the command line (its prompts ask for the rest). */
function commandAction(
  id: string,
  label: string,
  names: readonly string[],
  description: string,
  extra: Partial<EditorAction> = {},
): EditorAction {
  return {
    id,
    label,
    group: 'Modify',
    description,
    command: names,
    run: (ctx) => ctx.commands.startCommand(names[0] as string),
    ...extra,
  };
}

const MODIFY_ACTIONS: readonly EditorAction[] = [
  commandAction('move', 'Move', ['MOVE', 'M'], 'Move: base point, then second point or a typed distance'),
  commandAction('copy', 'Copy', ['COPY', 'CO', 'CP'], 'Copy with a base point, as many times as you click'),
  commandAction('rotate', 'Rotate', ['ROTATE', 'RO'], 'Rotate about a base point by a typed or picked angle'),
  commandAction('scale', 'Scale', ['SCALE', 'SC'], 'Scale about a base point by a factor'),
  commandAction(
    'stretch',
    'Stretch',
    ['STRETCH', 'S'],
    'Stretch: a crossing window, then base point and displacement (joined walls follow)',
  ),
  commandAction(
    'mirror',
    'Mirror',
    ['MIRROR', 'MI'],
    'Mirror about a line through two points (keeps the original)',
  ),
  commandAction('offset', 'Offset', ['OFFSET', 'O'], 'Offset a line or wall by a typed distance to a side'),
  commandAction('trim', 'Trim', ['TRIM', 'TR'], 'Trim a line or wall at the nearest crossing lines'),
  commandAction('extend', 'Extend', ['EXTEND', 'EX'], 'Extend a line or wall to the next line it meets'),
  commandAction('fillet', 'Fillet', ['FILLET', 'F'], 'Fillet two lines or walls to a sharp corner'),
  commandAction('array', 'Array…', ['ARRAY', 'AR'], 'Array the selection (rectangular or polar)', {
    keys: [{ key: 'a', shift: false, context: 'idle' }],
    run: (ctx, how) =>
      how?.from === 'command' && !hasSelection(ctx)
        ? ctx.commands.startCommand('ARRAY')
        : (ctx.commands.interrupt(), openArrayDialog(ctx.store)),
  }),
  commandAction('erase', 'Delete', ['ERASE', 'E'], 'Delete the selection', {
    group: 'Edit',
    keys: [{ key: 'Delete' }, { key: 'Backspace' }],
    run: (ctx, how) => {
      if (!hasSelection(ctx)) return how?.from === 'command' ? ctx.commands.startCommand('ERASE') : false;
      ctx.commands.interrupt();
      ctx.store.deleteSelection();
      return true;
    },
  }),
];

const EDIT_ACTIONS: readonly EditorAction[] = [
  {
    id: 'undo',
    label: 'Undo',
    group: 'Edit',
    icon: UndoIcon,
    command: ['U', 'UNDO'],
    keys: [{ key: 'z', ctrl: true, shift: false }],
    enabled: (ctx) => ctx.store.canUndo(),
    run: (ctx) => {
      ctx.commands.interrupt();
      ctx.store.undo();
      return true;
    },
  },
  {
    id: 'redo',
    label: 'Redo',
    group: 'Edit',
    icon: RedoIcon,
    command: ['REDO'],
    keys: [
      { key: 'z', ctrl: true, shift: true },
      { key: 'y', ctrl: true, shift: false },
    ],
    enabled: (ctx) => ctx.store.canRedo(),
    run: (ctx) => {
      ctx.commands.interrupt();
      ctx.store.redo();
      return true;
    },
  },
  {
    id: 'copy-clip',
    label: 'Copy',
    group: 'Edit',
    command: ['COPYCLIP'],
    keys: [{ key: 'c', ctrl: true, shift: false }],
    enabled: hasSelection,
    run: (ctx) => (ctx.commands.interrupt(), editing.copy(ctx.store) > 0),
  },
  {
    id: 'cut-clip',
    label: 'Cut',
    group: 'Edit',
    command: ['CUTCLIP'],
    keys: [{ key: 'x', ctrl: true, shift: false }],
    enabled: hasSelection,
    run: (ctx) => (ctx.commands.interrupt(), editing.cut(ctx.store) > 0),
  },
  {
    id: 'paste-clip',
    label: 'Paste',
    group: 'Edit',
    description: 'Paste (also into another page or design in this tab)',
    command: ['PASTECLIP'],
    keys: [{ key: 'v', ctrl: true, shift: false }],
    run: (ctx) => (ctx.commands.interrupt(), editing.paste(ctx.store)),
  },
  {
    id: 'duplicate',
    label: 'Duplicate',
    group: 'Edit',
    keys: [{ key: 'd', ctrl: true, shift: false }],
    enabled: hasSelection,
    run: (ctx) => (ctx.commands.interrupt(), editing.duplicate(ctx.store)),
  },
  {
    id: 'select-all',
    label: 'Select all',
    group: 'Edit',
    keys: [{ key: 'a', ctrl: true, shift: false }],
    run: (ctx) => {
      ctx.commands.interrupt();
      editing.selectAll(ctx.store);
      return true;
    },
  },
  {
    id: 'nudge',
    label: 'Nudge',
    group: 'Edit',
    description: 'Nudge 1" (10 mm); with Shift 1\' (100 mm)',
    keysLabel: 'Arrow keys',
    keys: [{ key: 'ArrowLeft' }, { key: 'ArrowRight' }, { key: 'ArrowUp' }, { key: 'ArrowDown' }],
    enabled: hasSelection,
    run: (ctx, how) => {
      const step = NUDGE[how?.key?.key ?? ''];
      if (!step) return false;
      ctx.commands.interrupt();
      return editing.nudge(ctx.store, step[0], step[1], how?.key?.shift ?? false);
    },
  },
  {
    id: 'cancel',
    label: 'Cancel',
    group: 'Edit',
    description: 'Close the input, end the command or the chain, then put the tool down',
    keys: [{ key: 'Escape' }],
    run: (ctx) => ctx.commands.cancel(),
  },
];

const NUDGE: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The right-click menu's commands: each runs one core command on the selection. */
const MENU_ACTIONS: readonly EditorAction[] = [
  {
    id: 'grid',
    label: 'Show grid',
    group: 'View',
    run: (ctx) => {
      ctx.store.setGridVisible(!ctx.store.getState().gridVisible);
      return true;
    },
  },
  {
    id: 'auto-dimensions',
    label: 'Automatic dimensions',
    group: 'View',
    description:
      'A length on every shape, on screen and in the exports (off on a drawing opened as its author drew it)',
    run: (ctx) => {
      ctx.commands.interrupt();
      void import('../../../core/commands/autoDimensions').then(({ setAutoDimensions }) =>
        ctx.store.execute((p) => setAutoDimensions(p, !automaticDimensions(p))),
      );
      return true;
    },
  },
  menuCommand('group', 'Group', ['GROUP', 'G'], async (ctx) => {
    const { groupElements } = await import('../../../core/commands/group');
    return (p) => groupElements(p, { ids: ctx.store.getState().selection, newId: ctx.store.ids });
  }),
  menuCommand('ungroup', 'Ungroup', ['UNGROUP'], async (ctx) => {
    const { ungroupElements } = await import('../../../core/commands/group');
    return (p) => ungroupElements(p, { ids: ctx.store.getState().selection });
  }),
  menuCommand('break-apart', 'Break Apart', ['EXPLODE', 'X'], async (ctx) => {
    const { breakApart } = await import('../../../core/commands/breakApart');
    return (p) => breakApart(p, { ids: ctx.store.getState().selection, newId: ctx.store.ids });
  }),
  menuCommand('fillet-selection', 'Fillet', [], async (ctx) => {
    const { fillet } = await import('../../../core/commands/lineTools');
    return (p) => fillet(p, { ids: ctx.store.getState().selection });
  }),
  menuCommand('close-shape', 'Close Shape', [], async (ctx) => {
    const { closeShape } = await import('../../../core/commands/lineTools');
    return (p) => closeShape(p, { ids: ctx.store.getState().selection, newId: ctx.store.ids });
  }),
  menuCommand('offset-line', 'Offset Line', [], async (ctx) => {
    const { offsetLine } = await import('../../../core/commands/lineTools');
    return (p) => offsetLine(p, { ids: ctx.store.getState().selection, newId: ctx.store.ids });
  }),
  {
    id: 'mirror-vertical',
    label: 'Mirror left–right',
    group: 'Modify',
    enabled: hasSelection,
    run: (ctx) => editing.mirrorSelection(ctx.store, 'vertical'),
  },
  {
    id: 'mirror-horizontal',
    label: 'Mirror top–bottom',
    group: 'Modify',
    enabled: hasSelection,
    run: (ctx) => editing.mirrorSelection(ctx.store, 'horizontal'),
  },
  ...(
    [
      ['left', 'left'],
      ['center', 'centres'],
      ['right', 'right'],
      ['top', 'top'],
      ['middle', 'middles'],
      ['bottom', 'bottom'],
    ] as const
  ).map(([edge, name]): EditorAction => ({
    id: `align-${edge}`,
    label: `Align ${name}`,
    group: 'Modify',
    enabled: (ctx) => ctx.store.getState().selection.length >= 2,
    run: (ctx) => align(ctx, edge),
  })),
];

function align(ctx: ActionContext, edge: AlignEdge): boolean {
  void import('../../../core/commands/editing').then(({ alignElements }) =>
    ctx.store.execute((p) => alignElements(p, { ids: ctx.store.getState().selection, edge })),
  );
  return true;
}

/**
 * A menu command whose core code loads with its first use (the menu is not on the editor's first load either).
 * `make` answers the command to run on the page.
 */
function menuCommand(
  id: string,
  label: string,
  command: readonly string[],
  make: (ctx: ActionContext) => Promise<(page: Page) => CommandResult>,
): EditorAction {
  return {
    id,
    label,
    group: 'Modify',
    ...(command.length > 0 ? { command } : {}),
    run: (ctx) => {
      ctx.commands.interrupt();
      void make(ctx).then((run) => ctx.store.execute(run));
      return true;
    },
  };
}

const VIEW_ACTIONS: readonly EditorAction[] = [
  {
    id: 'zoom-in',
    label: 'Zoom In',
    group: 'View',
    icon: ZoomInIcon,
    run: (ctx) => (ctx.store.zoomIn(), true),
  },
  {
    id: 'zoom-out',
    label: 'Zoom Out',
    group: 'View',
    icon: ZoomOutIcon,
    run: (ctx) => (ctx.store.zoomOut(), true),
  },
  {
    id: 'reset-view',
    label: 'Reset',
    group: 'View',
    icon: ResetViewIcon,
    description: 'Reset: show the 2000 × 2000 drawing area',
    run: (ctx) => (ctx.store.resetView(), true),
  },
  {
    id: 'zoom-extents',
    label: 'Zoom to fit drawing',
    group: 'View',
    icon: FitDrawingIcon,
    description: 'Zoom to fit drawing: show everything on this page, clear of the open panels',
    command: ['ZOOM', 'Z'],
    keys: [
      { key: '!', code: 'Digit1', shift: true },
      { key: '!', shift: true },
    ],
    keysLabel: 'Shift+1',
    run: (ctx) => (ctx.store.zoomToDrawing(), true),
  },
  {
    id: 'zoom-selection',
    label: 'Zoom to selection',
    group: 'View',
    // '@' also starts a typed relative point: as a key of its own only with no tool armed.
    keys: [
      { key: '@', code: 'Digit2', shift: true },
      { key: '@', shift: true, context: 'idle' },
    ],
    keysLabel: 'Shift+2',
    run: (ctx) => (editing.zoomToSelection(ctx.store), true),
  },
  {
    id: 'osnap',
    label: 'Object snaps on/off',
    group: 'View',
    command: ['OSNAP', 'OS'],
    keys: [{ key: 'F3' }],
    run: (ctx) => toggleDrafting(ctx, 'objectSnap'),
  },
  {
    id: 'ortho',
    label: 'Ortho on/off',
    group: 'View',
    description: 'Ortho on/off (hold Shift to invert it while drawing)',
    command: ['ORTHO'],
    keys: [{ key: 'F8' }],
    run: (ctx) => toggleDrafting(ctx, 'ortho'),
  },
  {
    id: 'polar',
    label: 'Polar tracking on/off',
    group: 'View',
    keys: [{ key: 'F10' }],
    run: (ctx) => toggleDrafting(ctx, 'polar'),
  },
  {
    id: 'snap-angle',
    label: 'Snap to Angle (15°)',
    group: 'View',
    description: 'Snap to Angle on/off: lines, walls and rotations turn in 15° steps',
    command: ['SNAPANG'],
    run: (ctx) => (ctx.store.setSnapToAngle(!ctx.store.getState().snapToAngle), true),
  },
  {
    id: 'help',
    label: 'Keyboard shortcuts and commands',
    group: 'View',
    command: ['HELP'],
    keys: [{ key: '?' }, { key: 'F1' }],
    run: (ctx) => (ctx.store.setHelpOpen(true), true),
  },
];

function toggleDrafting(ctx: ActionContext, key: 'objectSnap' | 'ortho' | 'polar'): boolean {
  ctx.store.setDrafting({ [key]: !ctx.store.getState().drafting[key] });
  return true;
}

/** Actions the screen provides (saving, exporting, pages): enabled only when it offers them. */
const FILE_ACTIONS: readonly EditorAction[] = [
  {
    id: 'save',
    label: 'Save',
    group: 'Pages and files',
    command: ['SAVE', 'QSAVE'],
    keys: [{ key: 's', ctrl: true, shift: false }],
    enabled: (ctx) => ctx.host.save !== undefined,
    run: (ctx) => (ctx.host.save?.(), ctx.host.save !== undefined),
  },
  {
    id: 'export',
    label: 'Export',
    group: 'Pages and files',
    icon: ExportIcon,
    description: 'Export: DXF, PDF sheet to scale, SVG or PNG',
    command: ['EXPORT', 'PLOT'],
    enabled: (ctx) => ctx.host.openExport !== undefined,
    run: (ctx) => (ctx.host.openExport?.(), ctx.host.openExport !== undefined),
  },
  {
    id: 'import-dxf',
    label: 'Import DXF…',
    group: 'Pages and files',
    icon: ImportDxfIcon,
    description: "Import DXF: add a drawing's elements and layers to this page",
    command: ['IMPORT', 'DXFIN'],
    enabled: (ctx) => ctx.host.importDxf !== undefined,
    run: (ctx) => (ctx.host.importDxf?.(), ctx.host.importDxf !== undefined),
  },
  {
    id: 'send-to-project',
    label: 'Send to project',
    group: 'Pages and files',
    icon: SendToProjectIcon,
    description: "Send to project: add pages to the project's drawing set or as a DXF revision",
    enabled: (ctx) => ctx.host.openSendToProject !== undefined,
    run: (ctx) => (ctx.host.openSendToProject?.(), ctx.host.openSendToProject !== undefined),
  },
  {
    id: 'add-page',
    label: 'Add Page',
    group: 'Pages and files',
    icon: AddPageIcon,
    enabled: (ctx) => ctx.host.addPage !== undefined,
    run: (ctx) => (ctx.host.addPage?.(), ctx.host.addPage !== undefined),
  },
  {
    id: 'manage-pages',
    label: 'Manage Pages',
    group: 'Pages and files',
    icon: ManagePagesIcon,
    enabled: (ctx) => ctx.host.managePages !== undefined,
    run: (ctx) => (ctx.host.managePages?.(), ctx.host.managePages !== undefined),
  },
  {
    id: 'locate-toolbar',
    label: 'Locate Toolbar',
    group: 'Pages and files',
    icon: LocateIcon,
    description: 'Locate Toolbar: move Design Tools back to its start',
    enabled: (ctx) => ctx.host.locateToolbar !== undefined,
    run: (ctx) => (ctx.host.locateToolbar?.(), ctx.host.locateToolbar !== undefined),
  },
];

/** The editor's actions: every key, command name and button label the editor has. */
export const EDITOR_ACTIONS: readonly EditorAction[] = [
  ...EDIT_ACTIONS,
  ...TOOL_ACTIONS,
  ...MODIFY_ACTIONS,
  ...MENU_ACTIONS,
  ...VIEW_ACTIONS,
  ...FILE_ACTIONS,
];

const BY_ID = new Map(EDITOR_ACTIONS.map((a) => [a.id, a]));

/** The action with this id (a typo is a programming error, caught by the registry's tests). */
export function actionById(id: string): EditorAction {
  const action = BY_ID.get(id);
  if (!action) throw new Error(`No editor action "${id}"`);
  return action;
}

/** Keys the tools and inputs read themselves, listed in the shortcuts dialog with the actions. */
export const INPUT_GESTURES: readonly InputGesture[] = [
  { group: 'Draw', keys: '0–9 . # @ < -', description: 'Type a length or point at the cursor while drawing' },
  { group: 'Draw', keys: 'Tab', description: 'Between length and angle in the typed input' },
  { group: 'Draw', keys: 'Enter', description: 'Use the typed entry' },
  { group: 'Draw', keys: 'Tab (door or window tool)', description: 'Type the opening’s width' },
  { group: 'Draw', keys: 'F (door tool)', description: 'Hinge on the other jamb' },
  { group: 'Draw', keys: 'R or Space (placing a symbol)', description: 'Turn the symbol 90°' },
  {
    group: 'Modify',
    keys: 'Letters, then Enter or Space',
    description:
      'Type a command or its alias at the cursor (MOVE or M); the command bar shows what it asks next',
  },
  {
    group: 'Modify',
    keys: 'Enter or Space (no command)',
    description: 'Repeat the last command',
  },
  { group: 'View', keys: 'Mouse wheel', description: 'Zoom at the cursor' },
  { group: 'View', keys: 'Middle button drag', description: 'Pan' },
];

import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';
import type { EditorContextMenuProps } from './EditorContextMenu';
import type { UnderlayControlsProps } from './UnderlayControls';

/*
 * Editor controls that only some visits use, loaded on first use (issue 10: the editor route's JS on the wire):
 * the underlay workflow (its dialog, opacity slider, upload form and calibration dialog), the shortcuts
 * dialog, the right-click menu, the Array dialog and the measure tool's readout. Each wrapper watches the one
 * piece of state that opens its control and mounts the real component from then on (it stays mounted, so
 * closing animates as before).
 */

const UnderlayControls = lazy(() =>
  import('./UnderlayControls').then((m) => ({ default: m.UnderlayControls })),
);
const EditorContextMenu = lazy(() =>
  import('./EditorContextMenu').then((m) => ({ default: m.EditorContextMenu })),
);

/** True from the first time `now` is true. */
function useOnceTrue(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}

const selectCalibrating = (s: EditorState) => s.calibration !== null;
const selectHelpOpen = (s: EditorState) => s.helpOpen;
const selectArrayOpen = (s: EditorState) => s.arrayDialog !== null;
const selectMeasuring = (s: EditorState) => s.tool === 'measure';

/** The underlay controls, loaded when the Underlays dialog first opens (or a calibration is under way). */
export function LazyUnderlayControls(props: UnderlayControlsProps) {
  const calibrating = useEditorState(props.store, selectCalibrating);
  const wanted = useOnceTrue(props.open || calibrating);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <UnderlayControls {...props} />
    </Suspense>
  );
}

/** The right-click menu, loaded on the first right click. */
export function LazyEditorContextMenu(props: EditorContextMenuProps) {
  const wanted = useOnceTrue(props.anchor !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <EditorContextMenu {...props} />
    </Suspense>
  );
}

/** A control of the editor's state alone, loaded and mounted from the first time `wanted` holds. */
function onceWanted(
  load: () => Promise<ComponentType<{ store: EditorStore }>>,
  wanted: (s: EditorState) => boolean,
) {
  const Control = lazy(async () => ({ default: await load() }));
  return function LazyControl({ store }: { store: EditorStore }) {
    if (!useOnceTrue(useEditorState(store, wanted))) return null;
    return (
      <Suspense fallback={null}>
        <Control store={store} />
      </Suspense>
    );
  };
}

/** The "?" shortcuts dialog, loaded when first asked for. */
export const LazyShortcutsDialog = onceWanted(
  async () => (await import('./ShortcutsDialog')).ShortcutsDialog,
  selectHelpOpen,
);

/** The Array dialog, loaded when first opened (from the right-click menu or the command line). */
export const LazyArrayDialogHost = onceWanted(
  async () => (await import('./ArrayDialog')).ArrayDialogHost,
  selectArrayOpen,
);

/** The measure tool's readout, loaded when the tool is first chosen. */
export const LazyMeasureReadout = onceWanted(
  async () => (await import('./MeasureReadout')).MeasureReadout,
  selectMeasuring,
);

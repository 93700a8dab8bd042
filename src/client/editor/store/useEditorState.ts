import { useCallback, useSyncExternalStore } from 'react';
import type { EditorStore } from './EditorStore';
import type { EditorState } from './editorState';

/**
 * Reads one slice of the editor store. The component re-renders only when the slice changes (by
 * Object.is), so a pointer move that changes the document does not re-render the toolbar: keep slices to
 * primitives or references held in the state.
 */
export function useEditorState<T>(
  store: EditorStore,
  select: (state: EditorState, store: EditorStore) => T,
): T {
  const getSnapshot = useCallback(() => select(store.getState(), store), [store, select]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

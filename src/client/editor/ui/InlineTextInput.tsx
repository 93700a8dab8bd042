import { useEffect, useRef } from 'react';
import { worldPoint } from '../../../core/geometry/point';
import { worldToScreen } from '../../../core/viewport';
import { Box } from '../../ui/primitives';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';

const selectEditing = (s: EditorState) => s.editingTextId;
const selectCamera = (s: EditorState) => s.camera;

/** The inline text input over the canvas: Enter or blur commits, Escape cancels. */
export function InlineTextInput({ store }: { store: EditorStore }) {
  const editingId = useEditorState(store, selectEditing);
  const camera = useEditorState(store, selectCamera);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const closing = useRef(false);
  const el = editingId ? store.page?.elements.find((e) => e.id === editingId) : undefined;

  useEffect(() => {
    closing.current = false;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [editingId]);

  if (!el || el.type !== 'text') return null;
  const at = worldToScreen(camera, worldPoint(el.x, el.y));
  const fontPx = Math.max(10, el.fontSize * camera.zoom);
  const commit = () => {
    if (closing.current) return;
    closing.current = true;
    store.commitTextEdit(inputRef.current?.value ?? el.text);
  };
  return (
    <Box
      component="input"
      ref={inputRef}
      key={el.id}
      aria-label="Edit text"
      defaultValue={el.text}
      onBlur={commit}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') commit();
        else if (e.key === 'Escape') {
          closing.current = true;
          store.cancelTextEdit();
        }
      }}
      style={{ left: at.x - 3, top: at.y - 3, font: `${fontPx}px sans-serif`, color: el.fill }}
      sx={{
        position: 'absolute',
        zIndex: 2,
        minWidth: 120,
        px: 0.5,
        py: 0.25,
        border: '1px solid',
        borderColor: 'primary.main',
        borderRadius: 0.5,
        outline: 'none',
        bgcolor: 'background.paper',
        boxShadow: 2,
      }}
    />
  );
}

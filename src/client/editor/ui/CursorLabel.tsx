import { worldToScreen } from '../../../core/viewport';
import { Box } from '../../ui/primitives';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';

const selectLabel = (s: EditorState) => s.overlay.label ?? null;
const selectCamera = (s: EditorState) => s.camera;

/** A tool's figure at the cursor (the door and window tools: the distance from the nearer wall end). */
export function CursorLabel({ store }: { store: EditorStore }) {
  const label = useEditorState(store, selectLabel);
  const camera = useEditorState(store, selectCamera);
  if (!label) return null;
  const at = worldToScreen(camera, label.at);
  return (
    <Box
      role="status"
      aria-label="Distance from the wall end"
      style={{ left: at.x + 14, top: at.y - 30 }}
      sx={{
        position: 'absolute',
        zIndex: 2,
        px: 0.75,
        py: 0.125,
        fontSize: 12,
        fontFamily: 'ui-monospace, monospace',
        borderRadius: 0.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
      }}
    >
      {label.text}
    </Box>
  );
}

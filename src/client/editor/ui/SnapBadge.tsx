import { SNAP_MODE_LABELS } from '../../../core/snap/objectSnaps';
import { worldToScreen } from '../../../core/viewport';
import { Box } from '../../ui/primitives';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';

const selectSnap = (s: EditorState) => s.overlay.snap;
const selectMode = (s: EditorState) => s.overlay.snapMode;
const selectCamera = (s: EditorState) => s.camera;

/** The object snap's name beside its marker ("Endpoint", "Perpendicular"…), as AutoCAD's snap tip. */
export function SnapBadge({ store }: { store: EditorStore }) {
  const snap = useEditorState(store, selectSnap);
  const mode = useEditorState(store, selectMode);
  const camera = useEditorState(store, selectCamera);
  if (!snap || !mode) return null;
  const at = worldToScreen(camera, snap);
  return (
    <Box
      role="status"
      aria-label="Object snap"
      style={{ left: at.x + 10, top: at.y - 28 }}
      sx={{
        position: 'absolute',
        zIndex: 2,
        px: 0.75,
        py: 0.125,
        fontSize: 12,
        borderRadius: 0.5,
        bgcolor: 'grey.900',
        color: 'common.white',
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
      }}
    >
      {SNAP_MODE_LABELS[mode]}
    </Box>
  );
}

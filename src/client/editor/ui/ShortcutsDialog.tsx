import { Modal } from '../../ui/Modal';
import { Box, Typography } from '../../ui/primitives';
import { shortcutSections } from './shortcutRows';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';

const selectOpen = (s: EditorState) => s.helpOpen;

/**
 * Every keyboard shortcut and command, generated from the action registry and grouped as a CAD user looks for
 * them (Edit, Draw, Modify, View, pages and files, then the command line's commands).
 */
export function ShortcutsList() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {shortcutSections().map((group) => (
        <Box key={group.title} component="section" aria-label={group.title}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {group.title}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {group.rows.map((s) => (
              <Box key={`${s.keys} ${s.action}`} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 13 }}>
                  {s.keys}
                </Box>
                <Box component="dd" sx={{ m: 0, fontSize: 14 }}>
                  {s.action}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The "?" dialog of one editor. */
export function ShortcutsDialog({ store }: { store: EditorStore }) {
  const open = useEditorState(store, selectOpen);
  return (
    <Modal open={open} title="Keyboard shortcuts" onClose={() => store.setHelpOpen(false)} maxWidth="md">
      <ShortcutsList />
    </Modal>
  );
}

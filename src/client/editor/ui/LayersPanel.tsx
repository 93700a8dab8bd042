import { useState } from 'react';
import {
  addLayer,
  deleteLayer,
  elementsOnLayer,
  renameLayer,
  setCurrentLayer,
  setLayerProps,
  type LayerChange,
} from '../../../core/commands/layers';
import { pageLayers } from '../../../core/model/layerStyle';
import { LINETYPE_NAMES } from '../../../core/model/linetypes';
import type { Layer, Page } from '../../../core/model/page';
import { useConfirm } from '../../ui/confirm';
import { LayersList } from '../../ui/LayersList';
import { ExpandMoreIcon } from '../../ui/icons';
import { Box, Collapse, IconButton, Paper, Typography } from '../../ui/primitives';
import type { EditorStore } from '../store/EditorStore';
import { useEditorState } from '../store/useEditorState';
import type { EditorState } from '../store/editorState';

export interface LayersPanelProps {
  store: EditorStore;
  /** Start collapsed (stories). */
  defaultCollapsed?: boolean;
}

const NO_LAYERS: readonly Layer[] = [];
// The page's layer list and current layer by reference: an edit that does not touch layers keeps both.
const selectLayers = (_: EditorState, store: EditorStore) => store.page?.layers ?? NO_LAYERS;
const selectCurrent = (_: EditorState, store: EditorStore) => store.page?.currentLayer ?? '0';

/**
 * The Layers panel over the drawing's top-right corner: the current page's layers ("0" always listed), each
 * change a core command recorded in the page's history. Deleting a layer that holds elements asks first; they
 * move to layer 0.
 */
export function LayersPanel({ store, defaultCollapsed = false }: LayersPanelProps) {
  const layers = useEditorState(store, selectLayers);
  const current = useEditorState(store, selectCurrent);
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const confirm = useConfirm();
  const rows = pageLayers({ layers });
  const byName = (name: string) => rows.find((l) => l.name === name);

  const change = (name: string, patch: LayerChange) =>
    store.execute((page: Page) => setLayerProps(page, { name, ...patch }));

  const remove = async (name: string) => {
    const page = store.page;
    if (!page) return;
    const count = elementsOnLayer(page, name);
    if (count > 0) {
      const ok = await confirm(
        `Layer ${name} holds ${count} element${count === 1 ? '' : 's'}. Delete the layer and move ${
          count === 1 ? 'it' : 'them'
        } to layer 0?`,
        { title: 'Delete layer' },
      );
      if (!ok) return;
    }
    store.execute((p) => deleteLayer(p, { name }));
  };

  return (
    <Paper
      elevation={3}
      aria-label="Layers panel"
      component="section"
      data-editor-panel
      sx={{ position: 'absolute', top: 12, right: 12, width: 300, zIndex: 5, p: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1, pl: 0.5 }}>
          Layers
        </Typography>
        <IconButton
          size="small"
          aria-label={collapsed ? 'Expand Layers' : 'Collapse Layers'}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((c) => !c)}
        >
          <ExpandMoreIcon sx={{ transform: collapsed ? 'none' : 'rotate(180deg)' }} />
        </IconButton>
      </Box>
      <Collapse in={!collapsed}>
        <LayersList
          layers={rows}
          current={byName(current)?.name ?? '0'}
          onSetCurrent={(name) => store.execute((p) => setCurrentLayer(p, { name }))}
          onToggleVisible={(name) => change(name, { visible: !byName(name)?.visible })}
          onToggleFrozen={(name) => change(name, { frozen: !byName(name)?.frozen })}
          onToggleLocked={(name) => change(name, { locked: !byName(name)?.locked })}
          onColorChange={(name, color) => change(name, { color })}
          linetypes={LINETYPE_NAMES}
          onLinetypeChange={(name, linetype) => change(name, { linetype })}
          onLineweightChange={(name, lineweight) => change(name, { lineweight })}
          onAdd={() => store.execute((p) => addLayer(p))}
          onRename={(name, to) => {
            const page = store.page;
            if (!page) return null;
            // Checked first so the field can show why, without an alert for each keystroke's attempt.
            const result = renameLayer(page, { from: name, to });
            if (!result.ok) return result.error;
            store.execute((p) => renameLayer(p, { from: name, to }));
            return null;
          }}
          onDelete={(name) => void remove(name)}
        />
      </Collapse>
    </Paper>
  );
}

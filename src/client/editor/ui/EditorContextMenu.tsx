import { useState } from 'react';
import { breakApart } from '../../../core/commands/breakApart';
import type { AlignEdge } from '../../../core/commands/editing';
import { alignElements } from '../../../core/commands/editing';
import { groupElements, ungroupElements } from '../../../core/commands/group';
import { closeShape, fillet, offsetLine } from '../../../core/commands/lineTools';
import { setTextStyle } from '../../../core/commands/text';
import type { CommandResult } from '../../../core/commands/result';
import { MAX_FONT_SIZE, MIN_FONT_SIZE } from '../../../core/model/constants';
import type { Page } from '../../../core/model/page';
import type { TextElement } from '../../../core/model/elements';
import { Box, Divider, Menu, MenuItem, Stack, TextField, Typography } from '../../ui/primitives';
import type { EditorStore } from '../store/EditorStore';
import { moveToLayer } from '../../../core/commands/layers';
import { pageLayers } from '../../../core/model/layerStyle';

/** A menu is no place for a thousand layers: the first ones; the Layers panel makes any layer current. */
const MOVE_TO_LAYER_ITEMS = 30;
import * as editing from '../store/editingActions';
import { openArrayDialog } from '../store/arrayActions';

export interface EditorContextMenuProps {
  store: EditorStore;
  /** Client px where the right click happened; null when closed. */
  anchor: { x: number; y: number } | null;
  onClose: () => void;
}

/** Text styling for the selected texts: font size (clamped to 8–96 by core) and fill colour. */
function TextStyleFields({ store, texts }: { store: EditorStore; texts: readonly TextElement[] }) {
  const first = texts[0] as TextElement;
  const [size, setSize] = useState(String(first.fontSize));
  const ids = texts.map((t) => t.id);
  const applySize = () => {
    const n = Number(size);
    if (size.trim() === '' || !Number.isFinite(n)) return;
    const r = store.execute((page) => setTextStyle(page, { ids, fontSize: n }));
    if (r.ok) setSize(String(Math.min(MAX_FONT_SIZE, Math.max(MIN_FONT_SIZE, n))));
  };
  return (
    <Box
      sx={{ px: 2, py: 1 }}
      // Typed digits must not reach the menu's type-to-select; Escape must, so it still closes the menu.
      onKeyDown={(e) => {
        if (e.key !== 'Escape') e.stopPropagation();
      }}
    >
      <Typography variant="caption" color="text.secondary">
        Text style
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
        <TextField
          size="small"
          label="Font size"
          type="number"
          value={size}
          slotProps={{ htmlInput: { min: MIN_FONT_SIZE, max: MAX_FONT_SIZE } }}
          onChange={(e) => setSize(e.target.value)}
          onBlur={applySize}
          onKeyDown={(e) => {
            if (e.key === 'Enter') applySize();
          }}
          sx={{ width: 110 }}
        />
        <TextField
          size="small"
          label="Fill"
          type="color"
          defaultValue={first.fill}
          onChange={(e) => store.execute((page) => setTextStyle(page, { ids, fill: e.target.value }))}
          sx={{ width: 80 }}
        />
      </Stack>
    </Box>
  );
}

const ALIGN_EDGES: readonly (readonly [AlignEdge, string])[] = [
  ['left', 'left'],
  ['center', 'centres'],
  ['right', 'right'],
  ['top', 'top'],
  ['middle', 'middles'],
  ['bottom', 'bottom'],
];

/**
 * The canvas's right-click menu: text styling for selected text, the grid toggle and the line and group
 * commands. Every action is a core command; a refusal shows the command's exact alert text as a toast.
 */
export function EditorContextMenu({ store, anchor, onClose }: EditorContextMenuProps) {
  const { selection, gridVisible } = store.getState();
  const page = store.page;
  const texts = (page?.elements ?? []).filter(
    (el): el is TextElement => el.type === 'text' && selection.includes(el.id),
  );
  const run = (command: (page: Page) => CommandResult) => () => {
    onClose();
    store.execute(command);
  };
  const ids = selection;
  const newId = store.ids;
  const act = (action: () => unknown) => () => {
    onClose();
    action();
  };
  return (
    <Menu
      open={anchor !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={anchor ? { top: anchor.y, left: anchor.x } : undefined}
      slotProps={{ list: { dense: true, 'aria-label': 'Canvas actions' } }}
    >
      {texts.length > 0 ? (
        <TextStyleFields key={texts.map((t) => t.id).join()} store={store} texts={texts} />
      ) : null}
      {texts.length > 0 ? <Divider /> : null}
      <MenuItem
        onClick={() => {
          onClose();
          store.setGridVisible(!gridVisible);
        }}
      >
        {gridVisible ? 'Hide grid' : 'Show grid'}
      </MenuItem>
      <Divider />
      <MenuItem onClick={run((p) => groupElements(p, { ids, newId }))}>Group</MenuItem>
      <MenuItem onClick={run((p) => ungroupElements(p, { ids }))}>Ungroup</MenuItem>
      <MenuItem onClick={run((p) => breakApart(p, { ids, newId }))}>Break Apart</MenuItem>
      <Divider />
      <MenuItem onClick={run((p) => fillet(p, { ids }))}>Fillet</MenuItem>
      <MenuItem onClick={run((p) => closeShape(p, { ids, newId }))}>Close Shape</MenuItem>
      <MenuItem onClick={run((p) => offsetLine(p, { ids, newId }))}>Offset Line</MenuItem>
      {ids.length > 0 && page ? <Divider /> : null}
      {ids.length > 0 && page ? (
        <MenuItem disabled sx={{ typography: 'caption' }}>
          Move to layer
        </MenuItem>
      ) : null}
      {ids.length > 0 && page
        ? pageLayers(page)
            .slice(0, MOVE_TO_LAYER_ITEMS)
            .map((layer) => (
              <MenuItem key={layer.name} onClick={run((p) => moveToLayer(p, { ids, layer: layer.name }))}>
                {layer.name}
              </MenuItem>
            ))
        : null}
      <Divider />
      <MenuItem onClick={act(() => editing.copy(store))} disabled={ids.length === 0}>
        Copy (Ctrl+C)
      </MenuItem>
      <MenuItem onClick={act(() => editing.paste(store))}>Paste (Ctrl+V)</MenuItem>
      <MenuItem onClick={act(() => editing.duplicate(store))} disabled={ids.length === 0}>
        Duplicate (Ctrl+D)
      </MenuItem>
      <MenuItem onClick={act(() => openArrayDialog(store))} disabled={ids.length === 0}>
        Array… (A)
      </MenuItem>
      <MenuItem onClick={act(() => editing.mirrorSelection(store, 'vertical'))} disabled={ids.length === 0}>
        Mirror left–right
      </MenuItem>
      <MenuItem onClick={act(() => editing.mirrorSelection(store, 'horizontal'))} disabled={ids.length === 0}>
        Mirror top–bottom
      </MenuItem>
      {ALIGN_EDGES.map(([edge, label]) => (
        <MenuItem key={edge} onClick={run((p) => alignElements(p, { ids, edge }))} disabled={ids.length < 2}>
          Align {label}
        </MenuItem>
      ))}
    </Menu>
  );
}

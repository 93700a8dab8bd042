import { useState } from 'react';
import { setTextStyle } from '../../../core/commands/text';
import type { CommandResult } from '../../../core/commands/result';
import { MAX_FONT_SIZE, MIN_FONT_SIZE } from '../../../core/model/constants';
import { automaticDimensions, type Page } from '../../../core/model/page';
import type { TextElement } from '../../../core/model/elements';
import { Box, Divider, Menu, MenuItem, Stack, TextField, Typography } from '../../ui/primitives';
import type { EditorStore } from '../store/EditorStore';
import { moveToLayer } from '../../../core/commands/layers';
import { pageLayers } from '../../../core/model/layerStyle';

/** A menu is no place for a thousand layers: the first ones; the Layers panel makes any layer current. */
const MOVE_TO_LAYER_ITEMS = 30;
import { formatKeys } from '../actions/keys';
import { actionById } from '../actions/registry';
import type { ActionContext, EditorAction } from '../actions/types';

export interface EditorContextMenuProps {
  store: EditorStore;
  /** What the menu's actions run with (the editor's input). */
  context: ActionContext;
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

/** Shown with its key when it has one: "Copy (Ctrl+C)". */
function menuText(action: EditorAction): string {
  const keys = formatKeys(action);
  return keys ? `${action.label} (${keys})` : action.label;
}

/** The menu's sections of registry actions, in order; a divider between sections. */
const SECTIONS: readonly (readonly string[])[] = [
  ['group', 'ungroup', 'break-apart'],
  ['fillet-selection', 'close-shape', 'offset-line'],
];
const EDITING: readonly string[] = [
  'copy-clip',
  'paste-clip',
  'duplicate',
  'array',
  'mirror-vertical',
  'mirror-horizontal',
  'align-left',
  'align-center',
  'align-right',
  'align-top',
  'align-middle',
  'align-bottom',
];

/**
 * The canvas's right-click menu: text styling for selected text, the grid toggle and the line, group and editing
 * commands of the action registry. A refusal shows the command's exact alert text as a toast.
 */
export function EditorContextMenu({ store, context, anchor, onClose }: EditorContextMenuProps) {
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
  const act = (action: EditorAction) => () => {
    onClose();
    action.run(context, { from: 'menu' });
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
      <MenuItem onClick={act(actionById('grid'))}>{gridVisible ? 'Hide grid' : 'Show grid'}</MenuItem>
      <MenuItem onClick={act(actionById('auto-dimensions'))}>
        {page && automaticDimensions(page) ? 'Hide automatic dimensions' : 'Show automatic dimensions'}
      </MenuItem>
      {SECTIONS.flatMap((ids, k) => [
        <Divider key={`divider-${k}`} />,
        ...ids.map((id) => {
          const action = actionById(id);
          return (
            <MenuItem key={id} onClick={act(action)}>
              {menuText(action)}
            </MenuItem>
          );
        }),
      ])}
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
      {EDITING.map((id) => {
        const action = actionById(id);
        return (
          <MenuItem
            key={id}
            onClick={act(action)}
            // Array asks for a selection in its own words from a key; here it simply waits for one.
            disabled={
              (action.enabled ? !action.enabled(context) : false) || (id === 'array' && ids.length === 0)
            }
          >
            {menuText(action)}
          </MenuItem>
        );
      })}
    </Menu>
  );
}

import { useState } from 'react';
import type { HatchChoice } from '../../../core/commands/hatches';
import { HATCH_CHOICES, HATCH_LABELS } from '../../../core/commands/hatches';
import { Button, Divider, ListSubheader, Tooltip } from '../../ui/primitives';
import { LazyMenu as Menu, LazyMenuItem as MenuItem } from '../../ui/LazyPopups';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { hatchPattern, hatchSelection, pocheSelectedWalls, setHatchPattern } from '../store/hatchActions';
import { useEditorState } from '../store/useEditorState';

const selectTool = (s: EditorState) => s.tool;

/**
 * Hatch…: the pattern the next hatch takes (solid, ANSI31, concrete) and the three ways to make one — click
 * inside an area (arms the hatch tool), the selection's closed shapes, the walls' poché.
 */
export function HatchMenu({ store }: { store: EditorStore }) {
  const tool = useEditorState(store, selectTool);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pattern, setPattern] = useState<HatchChoice>(() => hatchPattern(store));
  const choose = (p: HatchChoice) => {
    setHatchPattern(store, p);
    setPattern(p);
  };
  const run = (action: () => void) => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Tooltip describeChild title="Fill areas and walls with a solid, ANSI31 or concrete hatch">
        <Button
          size="small"
          fullWidth
          variant={tool === 'hatch' ? 'contained' : 'outlined'}
          aria-haspopup="true"
          aria-expanded={anchor !== null}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ textTransform: 'none' }}
        >
          Hatch…
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} aria-label="Hatch">
        <ListSubheader>Pattern</ListSubheader>
        {HATCH_CHOICES.map((p) => (
          <MenuItem
            key={p}
            selected={p === pattern}
            aria-checked={p === pattern}
            role="menuitemradio"
            onClick={() => choose(p)}
          >
            {HATCH_LABELS[p]}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => run(() => store.setTool('hatch'))}>Hatch area (click inside)</MenuItem>
        <MenuItem onClick={() => run(() => hatchSelection(store))}>Hatch selection</MenuItem>
        <MenuItem onClick={() => run(() => pocheSelectedWalls(store))}>Wall poché</MenuItem>
      </Menu>
    </>
  );
}

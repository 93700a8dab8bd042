import { lazy, Suspense, useState } from 'react';
import { isFixtureSymbol } from '../../../core/symbols/library';
import { Button, Tooltip } from '../../ui/primitives';
import { LazyPopover as Popover } from '../../ui/LazyPopups';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState, SymbolToolId } from '../store/editorState';
import { isSymbolTool, symbolOfTool } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';

const SymbolLibraryPalette = lazy(() =>
  import('./SymbolLibraryPalette').then((m) => ({ default: m.SymbolLibraryPalette })),
);

const selectTool = (s: EditorState) => s.tool;

/** The palette opens beside the Design Tools panel (when the button is in it), never over its tools. */
const beside = (button: HTMLElement): HTMLElement =>
  button.closest<HTMLElement>('[role="region"][aria-label="Design Tools"]') ?? button;

/** The symbol being placed: a `symbol:…` tool's, the door or window tool's, or null for any other tool. */
const placing = (tool: EditorState['tool']): string | null =>
  tool === 'door' || tool === 'window' ? tool : tool && isSymbolTool(tool) ? symbolOfTool(tool) : null;

/**
 * Symbols…: the library (doors, windows, fixtures, counters, stairs) as a palette of previews; picking one arms
 * its placement (the preview follows the cursor, R or Space turns it, a click places it, Escape ends).
 */
export function SymbolsMenu({ store }: { store: EditorStore }) {
  const tool = useEditorState(store, selectTool);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = placing(tool);
  const pick = (id: string) => {
    // Doors and windows arm Add Door / Add Window: placed at a typed distance along the wall, width on Tab.
    if (id === 'door' || id === 'window') store.setTool(id);
    else if (isFixtureSymbol(id)) store.setTool(`symbol:${id}` as SymbolToolId);
    setAnchor(null);
  };
  return (
    <>
      <Tooltip
        describeChild
        title="Place a door, window, fixture, counter or stair at true size (R turns it)"
      >
        <Button
          size="small"
          fullWidth
          variant={current ? 'contained' : 'outlined'}
          aria-haspopup="true"
          aria-expanded={anchor !== null}
          onClick={(e) => setAnchor(beside(e.currentTarget))}
          sx={{ textTransform: 'none' }}
        >
          Symbols…
        </Button>
      </Tooltip>
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Suspense fallback={null}>
          <SymbolLibraryPalette selected={current} onPick={pick} />
        </Suspense>
      </Popover>
    </>
  );
}

import { useState } from 'react';
import type { SnapMode } from '../../../core/snap/objectSnaps';
import { SNAP_MODE_LABELS, SNAP_MODES } from '../../../core/snap/objectSnaps';
import { Box, Checkbox, Divider, ListItemText, ToggleButton, Tooltip } from '../../ui/primitives';
import { LazyMenu as Menu, LazyMenuItem as MenuItem } from '../../ui/LazyPopups';
import type { EditorStore } from '../store/EditorStore';
import type { DraftingSettings, EditorState, MeasureFrom } from '../store/editorState';
import { MEASURE_FROM_LABELS, POLAR_INCREMENTS } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';

const selectDrafting = (s: EditorState) => s.drafting;
const selectMeasuring = (s: EditorState) => s.tool === 'measure';

export interface DraftingBarViewProps {
  drafting: DraftingSettings;
  /** The measure tool is armed (the Measure button shows pressed). */
  measuring?: boolean;
  onMeasure?: () => void;
  onChange: (patch: Partial<DraftingSettings>) => void;
  /** Opens the keyboard shortcuts dialog. */
  onHelp?: () => void;
}

const MEASURE_FROM: readonly MeasureFrom[] = ['centreline', 'inside', 'outside'];
/** How the bar names the choice (AutoCAD's status bar speaks in capitals). */
const MEASURE_FROM_SHORT: Readonly<Record<MeasureFrom, string>> = {
  centreline: 'CL',
  inside: 'IN FACE',
  outside: 'OUT FACE',
};

const toggleSx = { py: 0.25, px: 1, fontSize: 12, fontWeight: 600, letterSpacing: 0.5 } as const;

/**
 * AutoCAD's status-bar aids: OSNAP (F3) with its snap menu, ORTHO (F8, Shift inverts) and POLAR (F10) with its
 * increment. The arrow beside OSNAP and POLAR opens their menu.
 */
export function DraftingBarView({
  drafting,
  measuring = false,
  onMeasure,
  onChange,
  onHelp,
}: DraftingBarViewProps) {
  const [snapMenu, setSnapMenu] = useState<HTMLElement | null>(null);
  const [polarMenu, setPolarMenu] = useState<HTMLElement | null>(null);
  const [measureMenu, setMeasureMenu] = useState<HTMLElement | null>(null);
  const toggleMode = (mode: SnapMode) => {
    const on = drafting.snapModes.includes(mode);
    onChange({
      snapModes: on
        ? drafting.snapModes.filter((m) => m !== mode)
        : SNAP_MODES.filter((m) => m === mode || drafting.snapModes.includes(m)),
    });
  };
  return (
    <Box
      role="toolbar"
      aria-label="Drafting aids"
      sx={{
        display: 'flex',
        gap: 0.5,
        alignItems: 'center',
        bgcolor: 'background.paper',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        p: 0.5,
      }}
    >
      <Tooltip describeChild title="Object snaps (F3)">
        <ToggleButton
          size="small"
          value="osnap"
          selected={drafting.objectSnap}
          onChange={() => onChange({ objectSnap: !drafting.objectSnap })}
          sx={toggleSx}
        >
          OSNAP
        </ToggleButton>
      </Tooltip>
      <Tooltip describeChild title="Snap menu: choose the object snaps">
        <ToggleButton
          size="small"
          value="osnap-menu"
          aria-haspopup="menu"
          aria-label="Snap menu"
          onClick={(e) => setSnapMenu(e.currentTarget)}
          sx={{ ...toggleSx, px: 0.5 }}
        >
          ▾
        </ToggleButton>
      </Tooltip>
      <Tooltip describeChild title="Ortho (F8; hold Shift to invert)">
        <ToggleButton
          size="small"
          value="ortho"
          selected={drafting.ortho}
          onChange={() => onChange({ ortho: !drafting.ortho })}
          sx={toggleSx}
        >
          ORTHO
        </ToggleButton>
      </Tooltip>
      <Tooltip describeChild title="Polar tracking (F10)">
        <ToggleButton
          size="small"
          value="polar"
          selected={drafting.polar}
          onChange={() => onChange({ polar: !drafting.polar })}
          sx={toggleSx}
        >
          POLAR {drafting.polarIncrement}°
        </ToggleButton>
      </Tooltip>
      <Tooltip describeChild title="Polar increment">
        <ToggleButton
          size="small"
          value="polar-menu"
          aria-haspopup="menu"
          aria-label="Polar increment"
          onClick={(e) => setPolarMenu(e.currentTarget)}
          sx={{ ...toggleSx, px: 0.5 }}
        >
          ▾
        </ToggleButton>
      </Tooltip>
      <Tooltip
        describeChild
        title="Measure from: what typed wall lengths and door and window distances measure to, and where dimensions snap on walls"
      >
        <ToggleButton
          size="small"
          value="measure-from"
          aria-haspopup="menu"
          aria-label={`Measure from: ${MEASURE_FROM_LABELS[drafting.measureFrom]}`}
          selected={drafting.measureFrom !== 'centreline'}
          onClick={(e) => setMeasureMenu(e.currentTarget)}
          sx={toggleSx}
        >
          {MEASURE_FROM_SHORT[drafting.measureFrom]} ▾
        </ToggleButton>
      </Tooltip>
      {onMeasure ? (
        <Tooltip describeChild title="Measure distance, angle and area (adds nothing to the drawing)">
          <ToggleButton size="small" value="measure" selected={measuring} onChange={onMeasure} sx={toggleSx}>
            MEASURE
          </ToggleButton>
        </Tooltip>
      ) : null}
      {onHelp ? (
        <Tooltip describeChild title="Keyboard shortcuts (?)">
          <ToggleButton
            size="small"
            value="help"
            aria-label="Keyboard shortcuts"
            onClick={onHelp}
            sx={toggleSx}
          >
            ?
          </ToggleButton>
        </Tooltip>
      ) : null}
      <Menu
        anchorEl={snapMenu}
        open={snapMenu !== null}
        onClose={() => setSnapMenu(null)}
        aria-label="Object snaps"
      >
        {SNAP_MODES.map((mode) => (
          <MenuItem
            key={mode}
            dense
            onClick={() => toggleMode(mode)}
            role="menuitemcheckbox"
            aria-checked={drafting.snapModes.includes(mode)}
          >
            <Checkbox
              size="small"
              checked={drafting.snapModes.includes(mode)}
              tabIndex={-1}
              disableRipple
              sx={{ p: 0, mr: 1 }}
            />
            <ListItemText primary={SNAP_MODE_LABELS[mode]} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem dense onClick={() => onChange({ snapModes: SNAP_MODES })}>
          Select all
        </MenuItem>
        <MenuItem dense onClick={() => onChange({ snapModes: [] })}>
          Clear all
        </MenuItem>
      </Menu>
      <Menu
        anchorEl={measureMenu}
        open={measureMenu !== null}
        onClose={() => setMeasureMenu(null)}
        aria-label="Measure from"
      >
        {MEASURE_FROM.map((m) => (
          <MenuItem
            key={m}
            dense
            role="menuitemradio"
            aria-checked={m === drafting.measureFrom}
            selected={m === drafting.measureFrom}
            onClick={() => {
              onChange({ measureFrom: m });
              setMeasureMenu(null);
            }}
          >
            {MEASURE_FROM_LABELS[m]}
          </MenuItem>
        ))}
      </Menu>
      <Menu
        anchorEl={polarMenu}
        open={polarMenu !== null}
        onClose={() => setPolarMenu(null)}
        aria-label="Polar increments"
      >
        {POLAR_INCREMENTS.map((inc) => (
          <MenuItem
            key={inc}
            dense
            selected={inc === drafting.polarIncrement}
            onClick={() => {
              onChange({ polarIncrement: inc, polar: true });
              setPolarMenu(null);
            }}
          >
            {inc}°
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/** The drafting aids of one editor, bound to its store. */
export function DraftingBar({ store }: { store: EditorStore }) {
  const drafting = useEditorState(store, selectDrafting);
  const measuring = useEditorState(store, selectMeasuring);
  return (
    <DraftingBarView
      drafting={drafting}
      measuring={measuring}
      onMeasure={() => store.setTool(measuring ? null : 'measure')}
      onChange={(patch) => store.setDrafting(patch)}
      onHelp={() => store.setHelpOpen(true)}
    />
  );
}

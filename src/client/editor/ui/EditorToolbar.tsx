import { useLayoutEffect, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { LengthUnit } from '../../../core/units';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Divider,
  FormControlLabel,
  IconButton,
  ListItemText,
  TextField,
  Tooltip,
  Typography,
} from '../../ui/primitives';
import {
  LazyListItemIcon as ListItemIcon,
  LazyMenu as Menu,
  LazyMenuItem as MenuItem,
} from '../../ui/LazyPopups';
import { MoreIcon } from './toolbarIcons';
import { formatKeys } from '../actions/keys';
import { actionById } from '../actions/registry';
import {
  OVERFLOW_ORDER,
  overflowGroups,
  sameGroups,
  TOOLBAR_HEIGHT,
  type OverflowGroup,
} from './toolbarLayout';

export interface ToolbarPage {
  readonly id: string;
  readonly name: string;
}

export interface ToolbarRevision {
  readonly id: string | number;
  readonly version_number: number;
  readonly saved_at: string;
}

export interface EditorToolbarProps {
  designName: string;
  unit: LengthUnit;
  onUnitChange: (unit: LengthUnit) => void;
  snapToAngle: boolean;
  onSnapToAngleChange: (on: boolean) => void;
  pages: readonly ToolbarPage[];
  currentPageId: string | null;
  onSelectPage: (id: string) => void;
  revisions: readonly ToolbarRevision[];
  selectedRevisionId: string | number | null;
  onSelectRevision: (id: string | number) => void;
  /** Formats a revision's saved_at ("date and time"); the screen passes the app's formatter. */
  formatSavedAt?: (savedAt: string) => string;
  onAddPage: () => void;
  addingPage?: boolean;
  onManagePages: () => void;
  onLocateToolbar: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  /** Zoom to fit drawing: everything on the page, whatever its size (Reset shows the 2000 × 2000 area). */
  onZoomToFit: () => void;
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  onSave: () => void;
  saving?: boolean;
  /** Opens the export dialog; the button shows only when the screen offers exports. */
  onExport?: () => void;
  /** Opens the send-to-project dialog; shown only when the screen offers it. */
  onSendToProject?: () => void;
  /** Import DXF…, shown only when the screen offers it. */
  importDxf?: ImportDxfProps;
  /** A DXF is being read: the button waits. */
  importing?: boolean;
}

const defaultFormat = (savedAt: string): string => {
  const d = new Date(savedAt);
  return Number.isNaN(d.getTime()) ? savedAt : d.toLocaleString();
};

/** "Rev {version_number} — {saved date and time}". */
export const revisionLabel = (r: ToolbarRevision, format: (s: string) => string = defaultFormat): string =>
  `Rev ${r.version_number} — ${format(r.saved_at)}`;

const label = (id: string): string => actionById(id).label;

/** A button's icon, as its action declares it. */
function iconOf(id: string): ReactNode {
  const Icon = actionById(id).icon;
  return Icon ? <Icon /> : null;
}

/** A button's tooltip from its action: what it does, then its keys ("Undo (Ctrl+Z)"). */
function hintOf(id: string): string {
  const action = actionById(id);
  const keys = formatKeys(action);
  const what = action.description ?? action.label;
  return keys ? `${what} (${keys})` : what;
}

/**
 * The spec's control names, which are also the buttons' accessible names and the menu's entries; the actions'
 * labels come from the action registry.
 */
export const TOOLBAR_LABELS = {
  addPage: label('add-page'),
  managePages: label('manage-pages'),
  locate: label('locate-toolbar'),
  zoomIn: label('zoom-in'),
  zoomOut: label('zoom-out'),
  reset: label('reset-view'),
  zoomToFit: label('zoom-extents'),
  undo: label('undo'),
  redo: label('redo'),
  snap: label('snap-angle'),
  more: 'More actions',
  exportFile: label('export'),
  importDxf: label('import-dxf'),
  sendToProject: label('send-to-project'),
} as const;

interface ActionProps {
  label: string;
  /** The tooltip, when it says more than the label. */
  hint?: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * Import DXF…: its button runs the registry action, which opens the chooser through `input` (so the command name
 * does too); `onChoose` gets the chosen file, whose elements join the current page.
 */
interface ImportDxfProps {
  onChoose: (file: File) => void;
  onOpen: () => void;
  input: RefObject<HTMLInputElement | null>;
}

/** Import DXF…: an icon button and its file chooser (the input stays labelled for test tools). */
function ImportDxfAction({ onChoose, onOpen, input, busy }: ImportDxfProps & { busy: boolean }) {
  return (
    <>
      <Action
        label={TOOLBAR_LABELS.importDxf}
        hint={hintOf('import-dxf')}
        icon={busy ? <CircularProgress size={18} aria-hidden /> : iconOf('import-dxf')}
        onClick={onOpen}
        disabled={busy}
      />
      <input
        ref={input}
        type="file"
        accept=".dxf"
        aria-label="DXF file to import"
        tabIndex={-1}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again must still report it.
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
    </>
  );
}

/** An icon button named by its label, with the label (or a longer hint) as its tooltip. */
function Action({ label, hint, icon, onClick, disabled = false }: ActionProps) {
  return (
    <Tooltip title={hint ?? label}>
      {/* A disabled button fires no events, so the tooltip listens on a wrapper. */}
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const GAP_PX = 8;
// The toolbar's selects are native (MUI's menu select brought its menu code to the editor's first load).
const compactSelect = { '& .MuiNativeSelect-select': { py: 0.5, fontSize: 14 } } as const;
// No revision chosen yet: the placeholder option shows in the secondary text colour, as MUI's did.
const compactPlaceholder = {
  '& .MuiNativeSelect-select': { py: 0.5, fontSize: 14, color: 'text.secondary' },
  '& option': { color: 'text.primary' },
} as const;

/**
 * The editor's header: design name, view settings, pages, revisions and the history/save actions, on one row
 * 40 px high so the Design Tools panel's start (50, 100) sits below it. Groups that do not fit move into the
 * "More actions" menu (see toolbarLayout.ts) instead of wrapping under the panel.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const format = props.formatSavedAt ?? defaultFormat;
  const revisionValue = props.selectedRevisionId === null ? '' : String(props.selectedRevisionId);
  const rowRef = useRef<HTMLDivElement | null>(null);
  const widths = useRef<Record<OverflowGroup, number>>({ locate: 0, pages: 0, snap: 0, zoom: 0 });
  const [hidden, setHidden] = useState<readonly OverflowGroup[]>([]);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // A resize only needs a new render: the effect below measures after each one.
  const [resizes, remeasure] = useReducer((n: number) => n + 1, 0);

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => remeasure());
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  // Measured again whenever what takes room changes: the row's size, the name, the unit, the page names, the
  // chosen revision, Saving....
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    for (const el of row.querySelectorAll<HTMLElement>('[data-toolbar-group]')) {
      const group = el.dataset.toolbarGroup as OverflowGroup;
      widths.current[group] = el.getBoundingClientRect().width + GAP_PX;
    }
    const more = row.querySelector<HTMLElement>('[data-toolbar-more]');
    const style = getComputedStyle(row);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const next = overflowGroups({
      available: row.clientWidth - padding,
      needed: row.scrollWidth - padding,
      hidden,
      widths: widths.current,
      moreButton: (more?.getBoundingClientRect().width ?? 34) + GAP_PX,
    });
    if (!sameGroups(next, hidden)) setHidden(next);
  }, [hidden, resizes, props.designName, props.unit, props.pages, props.selectedRevisionId, props.saving]);

  const shown = (g: OverflowGroup) => !hidden.includes(g);
  const fromMenu = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };
  const menuItems: Record<OverflowGroup, ReactNode[]> = {
    locate: [
      <MenuItem key="locate" onClick={fromMenu(props.onLocateToolbar)}>
        <ListItemIcon>{iconOf('locate-toolbar')}</ListItemIcon>
        <ListItemText>{TOOLBAR_LABELS.locate}</ListItemText>
      </MenuItem>,
    ],
    pages: [
      <MenuItem key="add" onClick={fromMenu(props.onAddPage)} disabled={props.addingPage}>
        <ListItemIcon>{iconOf('add-page')}</ListItemIcon>
        <ListItemText>{TOOLBAR_LABELS.addPage}</ListItemText>
      </MenuItem>,
      <MenuItem key="manage" onClick={fromMenu(props.onManagePages)}>
        <ListItemIcon>{iconOf('manage-pages')}</ListItemIcon>
        <ListItemText>{TOOLBAR_LABELS.managePages}</ListItemText>
      </MenuItem>,
    ],
    snap: [
      <MenuItem
        key="snap"
        role="menuitemcheckbox"
        aria-checked={props.snapToAngle}
        onClick={() => props.onSnapToAngleChange(!props.snapToAngle)}
      >
        <ListItemIcon>
          <Checkbox size="small" checked={props.snapToAngle} tabIndex={-1} sx={{ p: 0 }} />
        </ListItemIcon>
        <ListItemText>{TOOLBAR_LABELS.snap}</ListItemText>
      </MenuItem>,
    ],
    zoom: [
      <MenuItem key="in" onClick={fromMenu(props.onZoomIn)}>
        <ListItemIcon>{iconOf('zoom-in')}</ListItemIcon>
        <ListItemText>{TOOLBAR_LABELS.zoomIn}</ListItemText>
      </MenuItem>,
      <MenuItem key="out" onClick={fromMenu(props.onZoomOut)}>
        <ListItemIcon>{iconOf('zoom-out')}</ListItemIcon>
        <ListItemText>{TOOLBAR_LABELS.zoomOut}</ListItemText>
      </MenuItem>,
      <MenuItem key="reset" onClick={fromMenu(props.onReset)}>
        <ListItemIcon>{iconOf('reset-view')}</ListItemIcon>
        <ListItemText>{TOOLBAR_LABELS.reset}</ListItemText>
      </MenuItem>,
      <MenuItem key="fit" onClick={fromMenu(props.onZoomToFit)}>
        <ListItemIcon>{iconOf('zoom-extents')}</ListItemIcon>
        <ListItemText>{TOOLBAR_LABELS.zoomToFit}</ListItemText>
      </MenuItem>,
    ],
  };

  return (
    <Box
      component="header"
      ref={rowRef}
      data-testid="editor-toolbar"
      data-overflow={hidden.join(' ')}
      sx={{
        height: TOOLBAR_HEIGHT,
        boxSizing: 'border-box',
        px: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: `${GAP_PX}px`,
        flexWrap: 'nowrap',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        flexShrink: 0,
      }}
    >
      <Typography
        variant="subtitle1"
        component="h1"
        noWrap
        title={props.designName}
        sx={{ fontWeight: 600, maxWidth: 160, flexShrink: 0 }}
      >
        {props.designName}
      </Typography>
      <TextField
        select
        sx={{ width: 140, flexShrink: 0, ...compactSelect }}
        value={props.unit}
        onChange={(e) => props.onUnitChange(e.target.value as LengthUnit)}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': 'Unit' } }}
      >
        <option value="feet">Feet &amp; Inches</option>
        <option value="meters">Meters</option>
      </TextField>
      {shown('snap') ? (
        <Box data-toolbar-group="snap" sx={{ display: 'flex', flexShrink: 0 }}>
          <FormControlLabel
            sx={{ mr: 0, ml: -0.5 }}
            control={
              <Checkbox
                size="small"
                checked={props.snapToAngle}
                onChange={(e) => props.onSnapToAngleChange(e.target.checked)}
              />
            }
            label={TOOLBAR_LABELS.snap}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        </Box>
      ) : null}
      <TextField
        select
        sx={{ width: 120, flexShrink: 0, ...compactSelect }}
        value={props.currentPageId ?? ''}
        onChange={(e) => props.onSelectPage(e.target.value)}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': 'Page' } }}
      >
        {props.pages.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        sx={{ width: 200, flexShrink: 0, ...(revisionValue === '' ? compactPlaceholder : compactSelect) }}
        value={revisionValue}
        onChange={(e) => {
          const chosen = props.revisions.find((r) => String(r.id) === e.target.value);
          if (chosen) props.onSelectRevision(chosen.id);
        }}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': 'Revision' } }}
      >
        <option value="" disabled>
          Select Revision
        </option>
        {props.revisions.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {revisionLabel(r, format)}
          </option>
        ))}
      </TextField>
      {shown('pages') ? (
        <Box data-toolbar-group="pages" sx={{ display: 'flex', flexShrink: 0 }}>
          <Action
            label={TOOLBAR_LABELS.addPage}
            icon={iconOf('add-page')}
            onClick={props.onAddPage}
            disabled={props.addingPage}
          />
          <Action
            label={TOOLBAR_LABELS.managePages}
            icon={iconOf('manage-pages')}
            onClick={props.onManagePages}
          />
        </Box>
      ) : null}
      {shown('locate') ? (
        <Box data-toolbar-group="locate" sx={{ display: 'flex', flexShrink: 0 }}>
          <Action
            label={TOOLBAR_LABELS.locate}
            hint={hintOf('locate-toolbar')}
            icon={iconOf('locate-toolbar')}
            onClick={props.onLocateToolbar}
          />
        </Box>
      ) : null}
      {shown('zoom') ? (
        <Box data-toolbar-group="zoom" sx={{ display: 'flex', flexShrink: 0, alignItems: 'center' }}>
          <Divider orientation="vertical" flexItem sx={{ mr: 1 }} />
          <Action label={TOOLBAR_LABELS.zoomIn} icon={iconOf('zoom-in')} onClick={props.onZoomIn} />
          <Action label={TOOLBAR_LABELS.zoomOut} icon={iconOf('zoom-out')} onClick={props.onZoomOut} />
          <Action
            label={TOOLBAR_LABELS.reset}
            hint={hintOf('reset-view')}
            icon={iconOf('reset-view')}
            onClick={props.onReset}
          />
          <Action
            label={TOOLBAR_LABELS.zoomToFit}
            hint={hintOf('zoom-extents')}
            icon={iconOf('zoom-extents')}
            onClick={props.onZoomToFit}
          />
        </Box>
      ) : null}
      <Divider orientation="vertical" flexItem />
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <Action
          label={TOOLBAR_LABELS.undo}
          hint={hintOf('undo')}
          icon={iconOf('undo')}
          onClick={props.onUndo}
          disabled={!props.canUndo}
        />
        <Action
          label={TOOLBAR_LABELS.redo}
          hint={hintOf('redo')}
          icon={iconOf('redo')}
          onClick={props.onRedo}
          disabled={!props.canRedo}
        />
      </Box>
      {props.onExport ? (
        <Action
          label={TOOLBAR_LABELS.exportFile}
          hint={hintOf('export')}
          icon={iconOf('export')}
          onClick={props.onExport}
        />
      ) : null}
      {props.importDxf ? <ImportDxfAction {...props.importDxf} busy={props.importing ?? false} /> : null}
      {props.onSendToProject ? (
        <Action
          label={TOOLBAR_LABELS.sendToProject}
          hint={hintOf('send-to-project')}
          icon={iconOf('send-to-project')}
          onClick={props.onSendToProject}
        />
      ) : null}
      <Button
        size="small"
        variant="contained"
        title={hintOf('save')}
        onClick={props.onSave}
        disabled={props.saving}
        startIcon={props.saving ? <CircularProgress size={14} color="inherit" /> : undefined}
        sx={{ flexShrink: 0 }}
      >
        {props.saving ? 'Saving...' : 'Save'}
      </Button>
      {hidden.length > 0 ? (
        <Box data-toolbar-more sx={{ display: 'flex', flexShrink: 0 }}>
          <Tooltip title={TOOLBAR_LABELS.more}>
            <IconButton
              size="small"
              aria-label={TOOLBAR_LABELS.more}
              aria-haspopup="menu"
              aria-expanded={menuAnchor !== null}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
            >
              <MoreIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ) : null}
      <Menu
        anchorEl={menuAnchor}
        open={menuAnchor !== null && hidden.length > 0}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ list: { 'aria-label': TOOLBAR_LABELS.more } }}
      >
        {OVERFLOW_ORDER.filter((g) => hidden.includes(g)).flatMap((g) => menuItems[g])}
      </Menu>
    </Box>
  );
}

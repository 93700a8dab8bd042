import type { LengthUnit } from '../../../core/units';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Divider,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '../../ui/primitives';

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
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  onSave: () => void;
  saving?: boolean;
}

const defaultFormat = (savedAt: string): string => {
  const d = new Date(savedAt);
  return Number.isNaN(d.getTime()) ? savedAt : d.toLocaleString();
};

/** "Rev {version_number} — {saved date and time}". */
export const revisionLabel = (r: ToolbarRevision, format: (s: string) => string = defaultFormat): string =>
  `Rev ${r.version_number} — ${format(r.saved_at)}`;

/** The editor's header: design name, view settings, pages, revisions and the history/save actions. */
export function EditorToolbar(props: EditorToolbarProps) {
  const format = props.formatSavedAt ?? defaultFormat;
  const revisionValue = props.selectedRevisionId === null ? '' : String(props.selectedRevisionId);
  return (
    <Box
      component="header"
      sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      data-testid="editor-toolbar"
    >
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h6" component="h1" sx={{ mr: 1, whiteSpace: 'nowrap' }}>
          {props.designName}
        </Typography>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="editor-unit-label">Unit</InputLabel>
          <Select
            labelId="editor-unit-label"
            label="Unit"
            value={props.unit}
            onChange={(e) => props.onUnitChange(e.target.value as LengthUnit)}
          >
            <MenuItem value="feet">Feet &amp; Inches</MenuItem>
            <MenuItem value="meters">Meters</MenuItem>
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={props.snapToAngle}
              onChange={(e) => props.onSnapToAngleChange(e.target.checked)}
            />
          }
          label="Snap to Angle (15°)"
        />
        <FormControl size="small" sx={{ minWidth: 130 }}>
          <InputLabel id="editor-page-label">Page</InputLabel>
          <Select
            labelId="editor-page-label"
            label="Page"
            value={props.currentPageId ?? ''}
            onChange={(e) => props.onSelectPage(String(e.target.value))}
          >
            {props.pages.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <Select
            aria-label="Revision"
            displayEmpty
            value={revisionValue}
            onChange={(e) => {
              const chosen = props.revisions.find((r) => String(r.id) === String(e.target.value));
              if (chosen) props.onSelectRevision(chosen.id);
            }}
            renderValue={(value) => {
              const r = props.revisions.find((rev) => String(rev.id) === value);
              return r ? (
                revisionLabel(r, format)
              ) : (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Select Revision
                </Box>
              );
            }}
          >
            <MenuItem value="" disabled>
              Select Revision
            </MenuItem>
            {props.revisions.map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {revisionLabel(r, format)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button size="small" variant="outlined" onClick={props.onAddPage} disabled={props.addingPage}>
          Add Page
        </Button>
        <Button size="small" variant="outlined" onClick={props.onManagePages}>
          Manage Pages
        </Button>
        <Button size="small" onClick={props.onLocateToolbar}>
          Locate Toolbar
        </Button>
        <Divider orientation="vertical" flexItem />
        <Button size="small" onClick={props.onZoomIn}>
          Zoom In
        </Button>
        <Button size="small" onClick={props.onZoomOut}>
          Zoom Out
        </Button>
        <Button size="small" onClick={props.onReset}>
          Reset
        </Button>
        <Divider orientation="vertical" flexItem />
        <Button size="small" onClick={props.onUndo} disabled={!props.canUndo}>
          Undo
        </Button>
        <Button size="small" onClick={props.onRedo} disabled={!props.canRedo}>
          Redo
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={props.onSave}
          disabled={props.saving}
          startIcon={props.saving ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {props.saving ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Box>
  );
}

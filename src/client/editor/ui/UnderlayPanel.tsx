import { useState } from 'react';
import type { Underlay } from '../../../core/model/underlay';
import { FileChooserButton } from '../../ui/FileChooserButton';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  List,
  ListItem,
  Slider,
  Stack,
  Switch,
  TextField,
  Typography,
} from '../../ui/primitives';

/** What the panel changes on one underlay (core: UnderlayDisplay). */
export interface UnderlayDisplayChange {
  opacity?: number;
  visible?: boolean;
  locked?: boolean;
}

export interface UnderlayPanelProps {
  /** The current page's underlays, bottom first. */
  underlays: readonly Underlay[];
  onCalibrate: (id: string) => void;
  onDisplay: (id: string, change: UnderlayDisplayChange) => void;
  onRemove: (id: string) => void;
}

export const UNDERLAY_TEXT = {
  empty: 'No underlay on this page yet. Add a PDF page or an image to trace over.',
  calibrate: 'Calibrate',
  remove: 'Remove',
  visible: 'Visible',
  locked: 'Locked',
  opacity: 'Opacity',
  add: 'Add underlay',
  choose: 'Choose PDF or image',
  fileInput: 'Underlay file',
  page: 'PDF page',
  adding: 'Adding…',
} as const;

const label = (u: Underlay) =>
  `${u.name ?? (u.kind === 'pdf' ? 'PDF' : 'Image')}${u.kind === 'pdf' && u.pageNumber ? ` — page ${u.pageNumber}` : ''}`;

/**
 * The page's underlays, one row each: opacity (10–100 %), visible, locked, calibrate and remove, as Bluebeam's
 * and AutoCAD's underlay palettes offer. Presentational: every change goes to the callbacks.
 */
export function UnderlayPanel({ underlays, onCalibrate, onDisplay, onRemove }: UnderlayPanelProps) {
  if (underlays.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {UNDERLAY_TEXT.empty}
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="Underlays">
      {[...underlays].reverse().map((u) => (
        <ListItem key={u.id} disableGutters divider sx={{ display: 'block', py: 1 }} aria-label={label(u)}>
          <Typography variant="subtitle2" noWrap title={label(u)}>
            {label(u)}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ minWidth: 56 }} id={`${u.id}-opacity`}>
              {UNDERLAY_TEXT.opacity}
            </Typography>
            <Slider
              size="small"
              min={10}
              max={100}
              step={5}
              value={Math.round(u.opacity * 100)}
              valueLabelDisplay="auto"
              valueLabelFormat={(v) => `${v} %`}
              aria-labelledby={`${u.id}-opacity`}
              onChangeCommitted={(_e, v) => onDisplay(u.id, { opacity: (v as number) / 100 })}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={u.visible}
                  onChange={(e) => onDisplay(u.id, { visible: e.target.checked })}
                />
              }
              label={UNDERLAY_TEXT.visible}
            />
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={u.locked}
                  onChange={(e) => onDisplay(u.id, { locked: e.target.checked })}
                />
              }
              label={UNDERLAY_TEXT.locked}
            />
            <Box sx={{ flex: 1 }} />
            <Button size="small" variant="outlined" onClick={() => onCalibrate(u.id)}>
              {UNDERLAY_TEXT.calibrate}
            </Button>
            <Button size="small" color="error" onClick={() => onRemove(u.id)}>
              {UNDERLAY_TEXT.remove}
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

export interface UnderlayUploadFormProps {
  /** The file chooser's `accept` list (".pdf,.png,…"). */
  accept: string;
  /** Stores the file and places it; rejects with the reason to show. */
  onUpload: (file: File, page: number) => Promise<void>;
  /** Disabled (the page already holds the most underlays it can). */
  disabled?: boolean;
}

const isPdf = (file: File | null) => file !== null && /\.pdf$/i.test(file.name);

/** Choose a PDF (and which page) or an image, then add it under the page. */
export function UnderlayUploadForm({ accept, onUpload, disabled = false }: UnderlayUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [page, setPage] = useState('1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pageNumber = Number(page);
  const pageValid = /^[1-9][0-9]{0,4}$/.test(page);

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await onUpload(file, isPdf(file) ? pageNumber : 1);
      setFile(null);
      setPage('1');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <FileChooserButton
        label={UNDERLAY_TEXT.choose}
        inputLabel={UNDERLAY_TEXT.fileInput}
        accept={accept}
        fileName={file?.name ?? null}
        placeholder="No file chosen"
        disabled={busy || disabled}
        onChoose={(f) => {
          setFile(f);
          setError(null);
        }}
      />
      {isPdf(file) ? (
        <TextField
          size="small"
          label={UNDERLAY_TEXT.page}
          value={page}
          onChange={(e) => setPage(e.target.value.trim())}
          error={!pageValid}
          helperText={pageValid ? 'The page of the PDF to place' : 'Enter a page number (1 or more)'}
          sx={{ maxWidth: 200 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box>
        <Button
          variant="contained"
          disabled={!file || busy || disabled || (isPdf(file) && !pageValid)}
          onClick={() => void submit()}
        >
          {busy ? UNDERLAY_TEXT.adding : UNDERLAY_TEXT.add}
        </Button>
      </Box>
    </Stack>
  );
}

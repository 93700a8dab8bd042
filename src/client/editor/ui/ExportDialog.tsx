import { useEffect, useMemo, useState } from 'react';
import { EXPORT_DPI, EXPORT_FORMATS, type ExportFormat } from '../../../contract/export';
import type { Box as Bounds } from '../../../core/geometry/box';
import {
  defaultSheetNumber,
  defaultSheetTitle,
  type Orientation,
  type SheetId,
} from '../../../core/export/sheets';
import type { LengthUnit } from '../../../core/units';
import { Modal } from '../../ui/Modal';
import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
  Typography,
} from '../../ui/primitives';
import {
  DEFAULT_CHOICES,
  FORMAT_LABELS,
  fittingScale,
  scaleOptions,
  SHEET_OPTIONS,
  type ExportChoices,
} from './exportOptions';
import {
  DialogButtons,
  PagesChoice,
  SaveFirstChoice,
  SheetNamingFields,
  sheetNamingErrors,
  useDialogRun,
} from './dialogChoices';
import type { PaperMargins } from '../../../core/export/dimensionStrings';

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page the editor shows, its place in the design (1-based), and the bounds of everything on it (null when
   * it is empty) with the paper its dimension strings take around it. */
  pageName: string;
  pagePosition: number;
  pageBounds: Bounds | null;
  pageMargins?: PaperMargins;
  /** A box as wide as the widest page and as tall as the tallest (each page gets its own sheet), and the most
   * paper any page's strings take on each side. */
  largestPageBounds: Bounds | null;
  largestPageMargins?: PaperMargins;
  pageCount: number;
  unit: LengthUnit;
  /** Runs the export (saving first when asked); rejects with the message to show. */
  onExport: (choices: ExportChoices) => Promise<void>;
}

export const EXPORT_TITLE = 'Export';

/**
 * Export: format, pages, and for sheets the size, orientation and scale (scales at which the drawing would not
 * fit are marked and cannot be chosen), PNG resolution, and whether to save first — the server exports the
 * saved design.
 */
export function ExportDialog(props: ExportDialogProps) {
  const { open, pageBounds, largestPageBounds, pageMargins, largestPageMargins, unit } = props;
  const [choices, setChoices] = useState<ExportChoices>(() => ({
    ...DEFAULT_CHOICES,
    sheetNumber: defaultSheetNumber(props.pagePosition),
    sheetTitle: defaultSheetTitle(props.pageName),
  }));
  const { busy, error, setError, run } = useDialogRun(props.onClose, 'Export failed.');
  const [dpiText, setDpiText] = useState(String(DEFAULT_CHOICES.dpi));

  useEffect(() => {
    if (open) setError(null);
  }, [open, setError]);

  const options = useMemo(
    () =>
      scaleOptions(
        choices.pages === 'all' ? largestPageBounds : pageBounds,
        choices.sheet,
        choices.orientation,
        choices.dimensions ? (choices.pages === 'all' ? largestPageMargins : pageMargins) : undefined,
      ),
    [
      choices.pages,
      choices.dimensions,
      pageBounds,
      largestPageBounds,
      pageMargins,
      largestPageMargins,
      choices.sheet,
      choices.orientation,
    ],
  );
  const naming = { number: choices.sheetNumber, title: choices.sheetTitle };
  const namingErrors = sheetNamingErrors(naming, choices.pages === 'all');
  const namingValid =
    choices.format !== 'pdf' || (namingErrors.number === null && namingErrors.title === null);
  const scale = fittingScale(choices, options, unit);
  const sheetFormat = choices.format === 'pdf' || choices.format === 'png';
  const dpi = Number(dpiText);
  const dpiValid = Number.isInteger(dpi) && dpi >= EXPORT_DPI.min && dpi <= EXPORT_DPI.max;

  const set = <K extends keyof ExportChoices>(key: K, value: ExportChoices[K]) =>
    setChoices((prev) => ({ ...prev, [key]: value }));

  return (
    <Modal
      open={open}
      title={EXPORT_TITLE}
      onClose={busy ? () => undefined : props.onClose}
      maxWidth="sm"
      actions={
        <DialogButtons
          busy={busy}
          disabled={(choices.format === 'png' && !dpiValid) || !namingValid}
          label={choices.saveFirst ? 'Save and download' : 'Download'}
          busyLabel="Exporting..."
          onCancel={props.onClose}
          onRun={() => void run(() => props.onExport({ ...choices, scale, dpi }))}
        />
      }
    >
      <Stack spacing={2.5}>
        <FormControl>
          <FormLabel id="export-format">Format</FormLabel>
          <RadioGroup
            aria-labelledby="export-format"
            value={choices.format}
            onChange={(e) => set('format', e.target.value as ExportFormat)}
          >
            {EXPORT_FORMATS.map((f) => (
              <FormControlLabel key={f} value={f} control={<Radio size="small" />} label={FORMAT_LABELS[f]} />
            ))}
          </RadioGroup>
        </FormControl>
        <PagesChoice
          id="export-pages"
          value={choices.pages}
          onChange={(pages) => set('pages', pages)}
          pageName={props.pageName}
          pageCount={props.pageCount}
        />
        {sheetFormat ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormControl size="small" sx={{ flex: 4, minWidth: 0 }}>
              <InputLabel id="export-sheet">Sheet</InputLabel>
              <Select
                labelId="export-sheet"
                label="Sheet"
                value={choices.sheet}
                onChange={(e) => set('sheet', e.target.value as SheetId)}
              >
                {SHEET_OPTIONS.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl size="small" sx={{ flex: 3, minWidth: 0 }}>
              <InputLabel id="export-orientation">Orientation</InputLabel>
              <Select
                labelId="export-orientation"
                label="Orientation"
                value={choices.orientation}
                onChange={(e) => set('orientation', e.target.value as Orientation)}
              >
                <MenuItem value="landscape">Landscape</MenuItem>
                <MenuItem value="portrait">Portrait</MenuItem>
              </Select>
            </FormControl>
            <FormControl size="small" sx={{ flex: 4, minWidth: 0 }}>
              <InputLabel id="export-scale">Scale</InputLabel>
              <Select
                labelId="export-scale"
                label="Scale"
                value={scale}
                onChange={(e) => set('scale', e.target.value)}
              >
                {options.map((o) => (
                  <MenuItem key={o.value} value={o.value} disabled={o.tooLarge}>
                    {o.tooLarge ? `${o.label} (too large for the sheet)` : o.label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
        ) : null}
        {choices.format === 'pdf' ? (
          <SheetNamingFields
            value={naming}
            allPages={choices.pages === 'all'}
            onChange={(v) => setChoices((prev) => ({ ...prev, sheetNumber: v.number, sheetTitle: v.title }))}
          />
        ) : null}
        {choices.format === 'png' ? (
          <TextField
            size="small"
            label="Resolution (DPI)"
            value={dpiText}
            onChange={(e) => setDpiText(e.target.value)}
            error={!dpiValid}
            helperText={
              dpiValid
                ? 'Pixels per inch of the plotted drawing'
                : `Enter a whole number from ${EXPORT_DPI.min} to ${EXPORT_DPI.max}.`
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: 220 }}
          />
        ) : null}
        {choices.format !== 'dxf' ? (
          <FormControlLabel
            control={
              <Checkbox checked={choices.dimensions} onChange={(e) => set('dimensions', e.target.checked)} />
            }
            label="Include dimensions"
          />
        ) : null}
        <FormControlLabel
          control={
            <Checkbox
              checked={choices.roomDimensions}
              onChange={(e) => set('roomDimensions', e.target.checked)}
            />
          }
          label="Room sizes in the room tags"
        />
        <SaveFirstChoice checked={choices.saveFirst} onChange={(on) => set('saveFirst', on)} />
        {!choices.saveFirst ? (
          <Typography variant="body2" color="text.secondary">
            The export uses the last saved version of the design.
          </Typography>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}

import { useState } from 'react';
import { MAX_ARRAY_COPIES } from '../../../core/commands/editing';
import type { Point } from '../../../core/geometry/point';
import { parseTypedInput, resolveTypedPoint } from '../../../core/input/typedInput';
import type { LengthUnit } from '../../../core/units';
import { cleanLength, formatLength } from '../../../core/units';
import { Modal } from '../../ui/Modal';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '../../ui/primitives';
import type { ArraySpec } from '../store/arrayActions';
import { closeArrayDialog, runArray, selectionBox, startPickingCenter } from '../store/arrayActions';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';
import { parseFieldValue } from './PropertiesPanel';

export type ArrayKind = ArraySpec['kind'];

export const ARRAY_TEXT = {
  title: 'Array',
  rectangular: 'Rectangular',
  polar: 'Polar',
  rows: 'Rows',
  columns: 'Columns',
  rowSpacing: 'Row spacing',
  columnSpacing: 'Column spacing',
  count: 'Items',
  angle: 'Angle to fill',
  center: 'Centre',
  pick: 'Pick on drawing',
  rotate: 'Rotate items',
  apply: 'Array',
  cancel: 'Cancel',
  noCenter: 'Pick the centre on the drawing or type it as #x,y.',
  whole: 'Enter a whole number of at least 1.',
} as const;

/** A point as the typed input reads it: #x,y with y up (the drawing's y grows downwards). */
export const formatPoint = (p: Point, unit: LengthUnit): string =>
  `#${formatLength(p.x, unit)},${formatLength(0 - p.y, unit)}`;

/** The centre typed as #x,y (the # may be left out), in world units, or why it cannot be read. */
export function parseCenter(
  text: string,
  unit: LengthUnit,
): { ok: true; point: Point } | { ok: false; error: string } {
  const t = text.trim();
  if (t === '') return { ok: false, error: ARRAY_TEXT.noCenter };
  const parsed = parseTypedInput(t.startsWith('#') ? t : `#${t}`, unit);
  if (!parsed.ok) return parsed;
  const origin = { x: 0, y: 0 };
  const point = parsed.value.kind === 'absolute' ? resolveTypedPoint(parsed.value, origin, origin) : null;
  return point ? { ok: true, point } : { ok: false, error: ARRAY_TEXT.noCenter };
}

const wholeNumber = (text: string, min: number): number | null => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= min ? n : null;
};

export interface ArrayDialogProps {
  open: boolean;
  unit: LengthUnit;
  /** The polar centre last picked on the drawing (world units), or null. */
  pickedCenter: Point | null;
  /** Spacings offered at first (world units): the selection's size and some. */
  defaultSpacing: { readonly row: number; readonly column: number };
  onPickCenter: () => void;
  /** Runs the array; answers the refusal's text, or null when it was made. */
  onSubmit: (spec: ArraySpec) => string | null;
  onCancel: () => void;
  initialKind?: ArrayKind;
}

/**
 * Rectangular (rows × columns at typed spacings) or polar (items around a centre picked on the drawing or typed
 * as #x,y, over an angle) copies of the selection; lengths are typed as everywhere else (10'6", 3.2m, a bare
 * number in the design's unit), and a spacing may be negative to go left or up.
 */
export function ArrayDialog({
  open,
  unit,
  pickedCenter,
  defaultSpacing,
  onPickCenter,
  onSubmit,
  onCancel,
  initialKind = 'rectangular',
}: ArrayDialogProps) {
  const [kind, setKind] = useState<ArrayKind>(initialKind);
  const [rows, setRows] = useState('2');
  const [columns, setColumns] = useState('3');
  const [rowSpacing, setRowSpacing] = useState(() => formatLength(defaultSpacing.row, unit));
  const [columnSpacing, setColumnSpacing] = useState(() => formatLength(defaultSpacing.column, unit));
  const [count, setCount] = useState('6');
  const [angle, setAngle] = useState('360');
  const [centerDraft, setCenterDraft] = useState<string | null>(null);
  const [rotate, setRotate] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const center = centerDraft ?? (pickedCenter ? formatPoint(pickedCenter, unit) : '');

  const spec = (): ArraySpec | string => {
    if (kind === 'rectangular') {
      const r = wholeNumber(rows, 1);
      const c = wholeNumber(columns, 1);
      if (r === null || c === null) return ARRAY_TEXT.whole;
      const rs = parseFieldValue('length', rowSpacing, unit);
      if (!rs.ok) return `${ARRAY_TEXT.rowSpacing}: ${rs.error}`;
      const cs = parseFieldValue('length', columnSpacing, unit);
      if (!cs.ok) return `${ARRAY_TEXT.columnSpacing}: ${cs.error}`;
      return { kind, rows: r, columns: c, rowSpacing: rs.value, columnSpacing: cs.value };
    }
    const n = wholeNumber(count, 2);
    if (n === null) return 'A polar array needs at least 2 items.';
    const a = parseFieldValue('angle', angle, unit);
    if (!a.ok) return a.error;
    const p = parseCenter(center, unit);
    if (!p.ok) return p.error;
    return { kind, count: n, fillAngle: a.value, center: p.point, rotateItems: rotate };
  };

  const submit = () => {
    const s = spec();
    setError(typeof s === 'string' ? s : onSubmit(s));
  };
  const enter = (e: { key: string; preventDefault: () => void }) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    }
  };
  const field = (label: string, value: string, set: (v: string) => void, helper?: string) => (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => {
        set(e.target.value);
        setError(null);
      }}
      onKeyDown={enter}
      helperText={helper}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );

  return (
    <Modal
      open={open}
      title={ARRAY_TEXT.title}
      onClose={onCancel}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onCancel}>{ARRAY_TEXT.cancel}</Button>
          <Button variant="contained" onClick={submit}>
            {ARRAY_TEXT.apply}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_e, v: ArrayKind | null) => {
            if (v) setKind(v);
            setError(null);
          }}
          aria-label="Array kind"
        >
          <ToggleButton value="rectangular">{ARRAY_TEXT.rectangular}</ToggleButton>
          <ToggleButton value="polar">{ARRAY_TEXT.polar}</ToggleButton>
        </ToggleButtonGroup>
        {kind === 'rectangular' ? (
          <>
            <Stack direction="row" spacing={1}>
              {field(ARRAY_TEXT.rows, rows, setRows)}
              {field(ARRAY_TEXT.columns, columns, setColumns)}
            </Stack>
            {field(ARRAY_TEXT.rowSpacing, rowSpacing, setRowSpacing, 'Downwards; negative goes up')}
            {field(
              ARRAY_TEXT.columnSpacing,
              columnSpacing,
              setColumnSpacing,
              'To the right; negative goes left',
            )}
          </>
        ) : (
          <>
            <Stack direction="row" spacing={1}>
              {field(ARRAY_TEXT.count, count, setCount)}
              {field(ARRAY_TEXT.angle, angle, setAngle, 'Degrees, counter-clockwise')}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              {field(ARRAY_TEXT.center, center, setCenterDraft, 'Typed as #x,y')}
              <Button
                variant="outlined"
                onClick={() => {
                  setCenterDraft(null);
                  onPickCenter();
                }}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {ARRAY_TEXT.pick}
              </Button>
            </Stack>
            <FormControlLabel
              control={<Checkbox checked={rotate} onChange={(e) => setRotate(e.target.checked)} />}
              label={ARRAY_TEXT.rotate}
            />
          </>
        )}
        <Typography variant="caption" color="text.secondary">
          The selection is the first item; at most {MAX_ARRAY_COPIES.toLocaleString('en-US')} new elements.
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
      </Stack>
    </Modal>
  );
}

const selectArray = (s: EditorState) => s.arrayDialog;
const selectUnit = (s: EditorState) => s.unit;

/** The store's Array dialog: open while state.arrayDialog is set, hidden while the centre is being picked. */
export function ArrayDialogHost({ store }: { store: EditorStore }) {
  const dialog = useEditorState(store, selectArray);
  const unit = useEditorState(store, selectUnit);
  if (!dialog) return null;
  const box = selectionBox(store);
  const spacing = (size: number) => cleanLength(Math.max(size, 1) * 1.5, unit);
  return (
    <ArrayDialog
      open={!dialog.picking}
      unit={unit}
      pickedCenter={dialog.center}
      defaultSpacing={{
        row: spacing(box ? box.maxY - box.minY : 0),
        column: spacing(box ? box.maxX - box.minX : 0),
      }}
      onPickCenter={() => startPickingCenter(store)}
      onSubmit={(spec) => {
        const r = runArray(store, spec);
        return r.ok ? null : r.error;
      }}
      onCancel={() => closeArrayDialog(store)}
    />
  );
}

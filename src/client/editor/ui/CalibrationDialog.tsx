import { useState } from 'react';
import { formatLength, parseLength, type LengthUnit } from '../../../core/units';
import { Modal } from '../../ui/Modal';
import { Button, Stack, TextField, Typography } from '../../ui/primitives';

export interface CalibrationDialogProps {
  open: boolean;
  unit: LengthUnit;
  /** What the picked span measures now (world units), shown for reference. */
  measured: number | null;
  /** The typed distance in world units; the dialog closes when the caller ends the calibration. */
  onSubmit: (distance: number) => void;
  onCancel: () => void;
  /** Prefilled text (stories). */
  initialText?: string;
}

export const CALIBRATION_TEXT = {
  title: 'Calibrate underlay',
  field: 'Real distance',
  apply: 'Calibrate',
  cancel: 'Cancel',
  hintFirst: 'Calibrate: click the first point of a known distance on the underlay. Esc cancels.',
  hintSecond: 'Calibrate: click the second point. Esc cancels.',
} as const;

export const ZERO_DISTANCE = 'The distance must be above 0.';

/**
 * The distance between the two picked points, typed in feet-inches or metres (10'6", 3.2m, 320cm …): the
 * underlay is scaled so that span measures it. Checked with the core's length parser and its message.
 */
export function CalibrationDialog({
  open,
  unit,
  measured,
  onSubmit,
  onCancel,
  initialText = '',
}: CalibrationDialogProps) {
  const [text, setText] = useState(initialText);
  const [touched, setTouched] = useState(initialText !== '');
  const parsed = parseLength(text, unit);
  const problem = !parsed.ok ? parsed.error : parsed.px > 0 ? null : ZERO_DISTANCE;
  const error = touched ? problem : null;
  const submit = () => {
    setTouched(true);
    if (parsed.ok && problem === null) onSubmit(parsed.px);
  };
  return (
    <Modal
      open={open}
      title={CALIBRATION_TEXT.title}
      onClose={onCancel}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onCancel}>{CALIBRATION_TEXT.cancel}</Button>
          <Button variant="contained" onClick={submit} disabled={error !== null}>
            {CALIBRATION_TEXT.apply}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {measured !== null ? (
          <Typography variant="body2" color="text.secondary">
            The picked points are {formatLength(measured, unit)} apart at the underlay&apos;s current scale.
          </Typography>
        ) : null}
        <TextField
          autoFocus
          label={CALIBRATION_TEXT.field}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setTouched(true);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          error={error !== null}
          helperText={
            error ?? (unit === 'feet' ? 'For example 10\'6" or 3.2m' : 'For example 3.2m or 10\'6"')
          }
        />
      </Stack>
    </Modal>
  );
}

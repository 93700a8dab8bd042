import type { ChangeEvent } from 'react';
import { FACE_LABELS, type FaceName } from '../../../core/outline';
import type { LengthUnit } from '../../../core/units';
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  TextField,
  Typography,
} from '../../ui/primitives';
import {
  FORM_FACES,
  svgDataUrl,
  type FaceFields,
  type WizardCheck,
  type WizardErrors,
  type WizardValues,
} from './wizardForm';

export interface FloorDesignWizardProps {
  values: WizardValues;
  onChange: (values: WizardValues) => void;
  /** The form's check (see checkWizard); messages show once the user tried to submit or touched a field. */
  check: WizardCheck;
  showErrors: boolean;
  disabled?: boolean;
}

const UNIT_LABELS: Record<LengthUnit, string> = { feet: 'Feet', meters: 'Meters' };

/**
 * Before the first submit only the lengths already typed say what is wrong with them (off the 0.1 step, 0):
 * the browser would flag those fields as they are, and an empty field is not wrong yet.
 */
function typedLengthErrors(errors: WizardErrors, values: WizardValues): WizardErrors {
  const shown: WizardErrors = {};
  for (const face of FORM_FACES) {
    const key = `${face}.length`;
    if (values.faces[face].length.trim() !== '' && errors[key]) shown[key] = errors[key];
  }
  return shown;
}

/** The outline wizard: name, unit, and per face its length, segments and broken-wall option; a live preview. */
export function FloorDesignWizard({
  values,
  onChange,
  check,
  showErrors,
  disabled = false,
}: FloorDesignWizardProps) {
  const errors = !check.ok ? (showErrors ? check.errors : typedLengthErrors(check.errors, values)) : {};
  const setFace = (face: FaceName, patch: Partial<FaceFields>) =>
    onChange({ ...values, faces: { ...values.faces, [face]: { ...values.faces[face], ...patch } } });
  const text =
    (face: FaceName, key: 'length' | 'segments' | 'brokenSegments') =>
    (event: ChangeEvent<HTMLInputElement>) =>
      setFace(face, { [key]: event.target.value });
  const unitShort = values.unit === 'feet' ? 'ft' : 'm';

  return (
    <Stack spacing={2} component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Name"
          required
          value={values.name}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name}
          sx={{ flex: 2 }}
          autoFocus
        />
        <FormControl sx={{ flex: 1, minWidth: 140 }}>
          <InputLabel id="wizard-unit-label">Unit</InputLabel>
          <Select
            labelId="wizard-unit-label"
            label="Unit"
            value={values.unit}
            onChange={(event) => onChange({ ...values, unit: event.target.value as LengthUnit })}
          >
            {(['feet', 'meters'] as const).map((unit) => (
              <MenuItem key={unit} value={unit}>
                {UNIT_LABELS[unit]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>

      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          {FORM_FACES.map((face) => {
            const fields = values.faces[face];
            const label = FACE_LABELS[face];
            return (
              <Paper key={face} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={label}>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  {label}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <TextField
                    label={`Length (${unitShort})`}
                    type="number"
                    size="small"
                    value={fields.length}
                    onChange={text(face, 'length')}
                    error={Boolean(errors[`${face}.length`])}
                    helperText={errors[`${face}.length`]}
                    slotProps={{ htmlInput: { min: 0, step: 0.1, 'aria-label': `${label} length` } }}
                  />
                  <TextField
                    label="Segments"
                    type="number"
                    size="small"
                    value={fields.segments}
                    onChange={text(face, 'segments')}
                    disabled={fields.broken}
                    error={Boolean(errors[`${face}.segments`])}
                    helperText={errors[`${face}.segments`]}
                    slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': `${label} segments` } }}
                    sx={{ maxWidth: 120 }}
                  />
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={fields.broken}
                        onChange={(event) => setFace(face, { broken: event.target.checked })}
                      />
                    }
                    label="Broken wall"
                    slotProps={{ typography: { variant: 'body2' } }}
                    aria-label={`${label} broken wall`}
                  />
                  {fields.broken ? (
                    <TextField
                      label="Broken-wall segments"
                      type="number"
                      size="small"
                      value={fields.brokenSegments}
                      onChange={text(face, 'brokenSegments')}
                      error={Boolean(errors[`${face}.brokenSegments`])}
                      helperText={errors[`${face}.brokenSegments`] ?? 'Odd: wall, opening, wall…'}
                      slotProps={{
                        htmlInput: { min: 1, step: 2, 'aria-label': `${label} broken-wall segments` },
                      }}
                      sx={{ maxWidth: 170 }}
                    />
                  ) : null}
                </Stack>
              </Paper>
            );
          })}
        </Box>

        <Box sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            Preview
          </Typography>
          <Paper
            variant="outlined"
            sx={{
              height: { xs: 200, md: 300 },
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'grey.50',
            }}
          >
            {check.ok ? (
              <Box
                component="img"
                src={svgDataUrl(check.previewSvg)}
                alt="Outline preview"
                sx={{ maxWidth: '100%', maxHeight: '100%', p: 1 }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                Enter the four faces to see the outline.
              </Typography>
            )}
          </Paper>
        </Box>
      </Box>
      {!check.ok && check.formError && showErrors ? <Alert severity="error">{check.formError}</Alert> : null}
    </Stack>
  );
}

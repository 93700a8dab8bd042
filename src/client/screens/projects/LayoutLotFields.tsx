import { useId } from 'react';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '../../ui/primitives';
import {
  DEFAULT_FLOOR_TO_FLOOR_IN,
  DEFAULT_SETBACKS_FT,
  type LotErrors,
  type LotSettings,
} from './lotSettings';
import { formatNumber } from './format';

interface LayoutLotFieldsProps {
  value: LotSettings;
  errors: LotErrors;
  onChange: (next: LotSettings) => void;
  /** The project's lot area (sf), used when no size or outline is given. */
  lotArea: number | null;
}

/**
 * The lot and footprint the generator works within: the project's lot area, a width × depth or an outline (feet,
 * the street along the first side), setbacks, an optional footprint and the floor-to-floor height.
 */
export function LayoutLotFields({ value, errors, onChange, lotArea }: LayoutLotFieldsProps) {
  const modeId = useId();
  const set = (patch: Partial<LotSettings>) => onChange({ ...value, ...patch });
  const field = (key: keyof LotSettings, label: string, placeholder?: string, unit = 'ft') => (
    <TextField
      size="small"
      label={label}
      value={value[key]}
      placeholder={placeholder}
      onChange={(event) => set({ [key]: event.target.value })}
      error={errors[key] !== undefined}
      helperText={errors[key] ?? unit}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
      sx={{ width: 130 }}
    />
  );
  return (
    <Box role="group" aria-label="Lot and footprint" sx={{ display: 'grid', gap: 1.5 }}>
      <FormControl>
        <FormLabel id={modeId}>Lot</FormLabel>
        <RadioGroup
          row
          aria-labelledby={modeId}
          value={value.mode}
          onChange={(event) => set({ mode: event.target.value as LotSettings['mode'] })}
        >
          <FormControlLabel
            value="project"
            control={<Radio size="small" />}
            label={
              lotArea
                ? `Project's lot area (${formatNumber(lotArea)} sf)`
                : 'No lot (project has no lot area)'
            }
          />
          <FormControlLabel value="size" control={<Radio size="small" />} label="Width × depth" />
          <FormControlLabel value="outline" control={<Radio size="small" />} label="Outline" />
        </RadioGroup>
      </FormControl>
      {value.mode === 'size' ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {field('width', 'Lot width (street side)')}
          {field('depth', 'Lot depth')}
        </Box>
      ) : null}
      {value.mode === 'outline' ? (
        <TextField
          size="small"
          label="Lot corners (x,y in feet, street side first)"
          value={value.outline}
          placeholder="0,0 70,0 70,40 45,40 45,60 0,60"
          onChange={(event) => set({ outline: event.target.value })}
          error={errors.outline !== undefined}
          helperText={errors.outline ?? 'Corners in order, separated by spaces'}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {field('front', 'Front setback', String(DEFAULT_SETBACKS_FT.front))}
        {field('side', 'Side setbacks', String(DEFAULT_SETBACKS_FT.side))}
        {field('rear', 'Rear setback', String(DEFAULT_SETBACKS_FT.rear))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {field('footprintWidth', 'Footprint width', 'any')}
        {field('footprintDepth', 'Footprint depth', 'any')}
        {field('floorToFloor', 'Floor to floor', String(DEFAULT_FLOOR_TO_FLOOR_IN), 'in')}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Setbacks left empty are 20 ft in front, 5 ft at the sides and 15 ft at the rear; floor to floor is
        118" (9-ft ceilings) unless given.
      </Typography>
    </Box>
  );
}

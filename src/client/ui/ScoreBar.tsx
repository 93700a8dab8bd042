import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface ScoreBarProps {
  label: string;
  /** 0–100, a whole number. */
  value: number;
  /** The headline score: larger type and a thicker bar. */
  emphasis?: boolean;
}

/** Green from 80, amber from 60, red below: the bands a reviewer reads at a glance. */
export function scoreColor(value: number): 'success' | 'warning' | 'error' {
  if (value >= 80) return 'success';
  return value >= 60 ? 'warning' : 'error';
}

/** One 0–100 score: its name, its value and a bar (a meter for assistive technology). */
export function ScoreBar({ label, value, emphasis = false }: ScoreBarProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant={emphasis ? 'subtitle1' : 'body2'} sx={{ fontWeight: emphasis ? 600 : 400 }}>
          {label}
        </Typography>
        <Typography
          variant={emphasis ? 'subtitle1' : 'body2'}
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: emphasis ? 700 : 400 }}
        >
          {value}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={value}
        color={scoreColor(value)}
        aria-label={`${label} score`}
        sx={{ height: emphasis ? 8 : 5, borderRadius: 3 }}
      />
    </Box>
  );
}

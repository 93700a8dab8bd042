import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface PhaseProgressProps {
  /** What is being done, e.g. "Generating layouts". */
  label: string;
  /** The phases in order, e.g. ["Queued", "Generating"]. */
  phases: readonly string[];
  /** Index of the phase under way. */
  current: number;
}

/**
 * Progress of a job that reports phases rather than percentages: a bar filled to the middle of the current
 * phase (never claiming done) and the phase names under it, the current one in bold. A determinate bar stays
 * still, so screenshots of it are stable.
 */
export function PhaseProgress({ label, phases, current }: PhaseProgressProps) {
  const phase = phases[current] ?? '';
  const value = ((current + 0.5) / Math.max(1, phases.length)) * 100;
  return (
    <Box role="status" sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ mb: 0.75 }}>
        {label}: {phase.toLowerCase()}…
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={label}
        aria-valuetext={`${phase} (step ${current + 1} of ${phases.length})`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-around', mt: 0.5 }} aria-hidden>
        {phases.map((name, index) => (
          <Typography
            key={name}
            variant="caption"
            color={index === current ? 'text.primary' : 'text.secondary'}
            sx={{ fontWeight: index === current ? 700 : 400 }}
          >
            {name}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

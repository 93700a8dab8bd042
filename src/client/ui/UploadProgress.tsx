import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface UploadProgressProps {
  fileName: string;
  /** 0–100; null while the size is unknown (the bar then runs indeterminate). */
  percent: number | null;
}

/** A labelled progress bar for one file being sent. */
export function UploadProgress({ fileName, percent }: UploadProgressProps) {
  const label = `Uploading ${fileName}`;
  return (
    <Box sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.75 }}>
        <Typography variant="body2" noWrap title={fileName}>
          {label}…
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {percent === null ? '' : `${percent}%`}
        </Typography>
      </Box>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

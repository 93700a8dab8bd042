import { Box, CircularProgress, Typography } from '../../ui/primitives';

/** A full-height, centred spinner with a text, for a screen or a whole page still on its way. */
export function CenteredStatus({ text, fullPage = false }: { text: string; fullPage?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: fullPage ? '100vh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        color: 'text.secondary',
      }}
    >
      <CircularProgress size={32} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}

import { Box, Typography } from '../../ui/primitives';

/** The Draftroom mark: a drafting square over a plan grid, drawn inline so it needs no asset request. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="7" fill="#2f4b6e" />
      <path d="M8 8h16v16H8z" fill="none" stroke="#ffffff" strokeWidth="2" />
      <path d="M8 16h9v8M17 8v5" fill="none" stroke="#9fc4e8" strokeWidth="2" />
      <circle cx="24" cy="24" r="3" fill="#3b7d7a" stroke="#ffffff" strokeWidth="1.5" />
    </svg>
  );
}

export interface BrandMarkProps {
  size?: 'small' | 'large';
  /** Text colour of the word mark; inherits by default (white on the dashboard header). */
  color?: string;
}

export function BrandMark({ size = 'small', color = 'inherit' }: BrandMarkProps) {
  const large = size === 'large';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Mark size={large ? 36 : 28} />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: large ? 22 : 18, letterSpacing: -0.2, color }}
      >
        Draftroom
      </Typography>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { BackIcon } from '../../ui/actionIcons';
import { Box, Button, Typography } from '../../ui/primitives';
import { RouterLink } from '../common/RouterLink';

export interface ScreenHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}

/** A project screen's heading: a way back, the title with a line under it, and the screen's main actions. */
export function ScreenHeader({ title, subtitle, back, actions }: ScreenHeaderProps) {
  return (
    <Box sx={{ mb: 3 }}>
      {back ? (
        <Button
          component={RouterLink}
          to={back.to}
          size="small"
          startIcon={<BackIcon fontSize="small" />}
          sx={{ mb: 1, ml: -1, color: 'text.secondary' }}
        >
          {back.label}
        </Button>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </Box>
    </Box>
  );
}

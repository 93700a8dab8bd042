import type { ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '../../ui/primitives';
import { RouterLink } from './RouterLink';

export interface PlaceholderScreenProps {
  title: string;
  description: ReactNode;
  back?: { to: string; label: string };
}

/** A dashboard screen whose content arrives in a later release: a clear title and what will live here. */
export function PlaceholderScreen({ title, description, back }: PlaceholderScreenProps) {
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography component="h2" variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, borderStyle: 'dashed', textAlign: 'center' }}>
        <Typography color="text.secondary" sx={{ mb: back ? 2.5 : 0 }}>
          {description}
        </Typography>
        {back ? (
          <Button component={RouterLink} to={back.to} variant="outlined">
            {back.label}
          </Button>
        ) : null}
      </Paper>
    </Box>
  );
}

import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface PanelProps {
  title: string;
  /** One line under the title saying what the panel holds. */
  description?: ReactNode;
  /** Toolbar on the title's right: buttons, a count, a file chooser. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled section of a page (a labelled region), with an optional toolbar beside its title. */
export function Panel({ title, description, actions, children }: PanelProps) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" variant="h5">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {actions ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{actions}</Box>
        ) : null}
      </Box>
      {children}
    </Paper>
  );
}

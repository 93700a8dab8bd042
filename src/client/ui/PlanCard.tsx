import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface PlanCardProps {
  title: string;
  /** One line under the title, e.g. how the plan was made. */
  subtitle?: string;
  /** Beside the title: the headline figure, e.g. a total score. */
  badge?: ReactNode;
  /** The drawing, full width under the title. */
  drawing: ReactNode;
  /** What the plan is measured by: scores, checks. */
  children: ReactNode;
  /** Actions along the bottom edge. */
  actions?: ReactNode;
  /** Drawn as chosen (e.g. picked for comparison). */
  selected?: boolean;
}

/** One candidate plan as a card (a labelled article): title and badge, drawing, measures, actions. */
export function PlanCard({
  title,
  subtitle,
  badge,
  drawing,
  children,
  actions,
  selected = false,
}: PlanCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
        minWidth: 0,
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? (theme) => `0 0 0 1px ${theme.palette.primary.main}` : 'none',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h4" variant="h6" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {badge}
      </Box>
      {drawing}
      <Box sx={{ display: 'grid', gap: 1.25, flex: 1, alignContent: 'start' }}>{children}</Box>
      {actions ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          {actions}
        </Box>
      ) : null}
    </Paper>
  );
}

import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ExpandMoreIcon } from './icons';

export interface FormSectionProps {
  title: string;
  defaultExpanded?: boolean;
  children: ReactNode;
}

/**
 * A collapsible group of form fields. Collapsed fields stay mounted, so their values are kept and still
 * submitted with the form. The body is deliberately not a labelled region: a section titled like one of its
 * fields ("Address") would make that label ambiguous for assistive technology and label queries.
 */
export function FormSection({ title, defaultExpanded = true, children }: FormSectionProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const regionId = useId();
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflow: 'hidden' }}>
      <ButtonBase
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setExpanded((value) => !value)}
        sx={{
          width: '100%',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
          bgcolor: 'action.hover',
          textAlign: 'left',
        }}
      >
        <Typography component="h3" variant="h6">
          {title}
        </Typography>
        <ExpandMoreIcon
          aria-hidden
          sx={{
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: (t) => t.transitions.create('transform'),
          }}
        />
      </ButtonBase>
      <Collapse in={expanded}>
        <Box id={regionId} sx={{ p: 2 }}>
          {children}
        </Box>
      </Collapse>
    </Paper>
  );
}

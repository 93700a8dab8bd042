import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckCircleIcon, ErrorCircleIcon } from './icons';

export interface CheckItem {
  label: string;
  passed: boolean;
  /** Why a check failed; shown under its label. */
  detail?: string;
}

export interface CheckListProps {
  /** Names the list for assistive technology, e.g. "Code checks of Variant 1". */
  title: string;
  items: readonly CheckItem[];
  dense?: boolean;
}

/** Pass/fail checks with a mark each, and a count line ("8 of 8 checks passed") above them. */
export function CheckList({ title, items, dense = false }: CheckListProps) {
  const passed = items.filter((item) => item.passed).length;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {passed} of {items.length} checks passed
      </Typography>
      <Box
        component="ul"
        aria-label={title}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}
      >
        {items.map((item) => {
          const mark = item.passed ? (
            <CheckCircleIcon color="success" sx={{ fontSize: 16 }} titleAccess="Passed" />
          ) : (
            <ErrorCircleIcon color="error" sx={{ fontSize: 16 }} titleAccess="Failed" />
          );
          return (
            <Box
              component="li"
              key={item.label}
              data-passed={item.passed}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
            >
              {mark}
              <Typography variant="caption" sx={{ fontSize: dense ? 11.5 : 12.5, lineHeight: 1.4 }}>
                {item.label}
                {!item.passed && item.detail ? (
                  <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
                    {item.detail}
                  </Box>
                ) : null}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

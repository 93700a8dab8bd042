import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FirstPageIcon, LastPageIcon, NextPageIcon, PreviousPageIcon } from './actionIcons';
import { groupThousands } from './groupThousands';

export interface TablePagerProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** Rows in the whole list. */
  total: number;
  onPageChange: (page: number) => void;
  /** Names the controls ("Floor designs pages"), for screen readers. */
  ariaLabel: string;
}

// "10,000" as toLocaleString('en-US') writes it, without Intl for whole numbers: the project list's first screen
// shows it, and a page's first Intl formatter costs ~20 ms of ICU set-up.
const count = (n: number) =>
  Number.isSafeInteger(n) ? groupThousands(String(n)) : n.toLocaleString('en-US');

/**
 * The page controls under a long table: "51–100 of 10,000" and first/previous/next/last page. Hidden while
 * the whole list fits on one page. Drawn from a few small parts rather than MUI's TablePagination, whose
 * rows-per-page select would bring the menu and popover code to every list that pages.
 */
export function TablePager({ page, pageSize, total, onPageChange, ariaLabel }: TablePagerProps) {
  if (total <= pageSize) return null;
  const last = Math.ceil(total / pageSize) - 1;
  const from = page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const buttons = [
    { label: 'Go to first page', Icon: FirstPageIcon, target: 0, disabled: page === 0 },
    { label: 'Go to previous page', Icon: PreviousPageIcon, target: page - 1, disabled: page === 0 },
    { label: 'Go to next page', Icon: NextPageIcon, target: page + 1, disabled: page >= last },
    { label: 'Go to last page', Icon: LastPageIcon, target: last, disabled: page >= last },
  ];
  return (
    <Stack
      component="nav"
      aria-label={ariaLabel}
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', py: 1 }}
    >
      <Typography variant="body2" aria-live="polite" sx={{ mr: 1.5 }}>
        {`${count(from)}–${count(to)} of ${count(total)}`}
      </Typography>
      {buttons.map(({ label, Icon, target, disabled }) => (
        <IconButton
          key={label}
          size="small"
          aria-label={label}
          disabled={disabled}
          onClick={() => onPageChange(target)}
        >
          <Icon fontSize="small" />
        </IconButton>
      ))}
    </Stack>
  );
}

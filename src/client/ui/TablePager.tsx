import TablePagination from '@mui/material/TablePagination';

export interface TablePagerProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** Rows in the whole list. */
  total: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Names the list ("Floor designs pages"), for the region screen readers announce. */
  ariaLabel: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The page controls under a long table: "1–50 of 10,000", previous/next page and rows per page. Hidden while
 * the whole list fits on the smallest page, where it has nothing to offer.
 */
export function TablePager({
  page,
  pageSize,
  total,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  ariaLabel,
}: TablePagerProps) {
  if (total <= Math.min(...pageSizes)) return null;
  return (
    <TablePagination
      component="nav"
      aria-label={ariaLabel}
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelDisplayedRows={({ from, to }) => `${count(from)}–${count(to)} of ${count(total)}`}
      showFirstButton
      showLastButton
    />
  );
}

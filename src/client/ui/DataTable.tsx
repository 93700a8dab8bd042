import { startTransition, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { TablePager } from './TablePager';

export type RowId = string | number;

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  /** Cell content; without it the row's property named `key` is shown as text. */
  render?: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** The header sorts by this column when the table has onSortChange. */
  sortable?: boolean;
}

export interface DataTableSort {
  key: string;
  order: 'asc' | 'desc';
}

/** Rows come a page at a time from the caller (the server); the table shows where the page is and moves on. */
export interface DataTablePagination {
  /** 0-based. */
  page: number;
  pageSize: number;
  /** Rows in all pages. */
  total: number;
  onPageChange: (page: number) => void;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: ReadonlyArray<DataTableColumn<Row>>;
  getRowId: (row: Row) => RowId;
  selectable?: boolean;
  selected?: ReadonlySet<RowId>;
  onSelectionChange?: (next: Set<RowId>) => void;
  emptyText: string;
  /** No rows yet: a spinner in place of the rows. */
  loading?: boolean;
  /**
   * The rows shown are the previous answer and a new one is on its way (a new search, sort or page): they stay,
   * dimmed under a progress bar, instead of the table going blank until the answer comes.
   */
  reloading?: boolean;
  ariaLabel: string;
  /** The column the rows are sorted by, shown on its header. */
  sort?: DataTableSort | null;
  onSortChange?: (key: string) => void;
  pagination?: DataTablePagination;
  /**
   * A new set of rows first renders only this many (about a screenful), the rest from the next frame on, in
   * interruptible slices: the first rows show without waiting for a whole page of MUI rows to render. Without it
   * every row renders at once.
   */
  firstRows?: number;
}

const noSelection: ReadonlySet<RowId> = new Set();

function plainCell<Row>(row: Row, key: string): ReactNode {
  const value: unknown = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `rows`, or while a new set of rows has not had its first frame yet, its first `first` rows. */
function useFirstRows<Row>(rows: readonly Row[], first: number | undefined): readonly Row[] {
  const [whole, setWhole] = useState<readonly Row[] | null>(null);
  const partial = first !== undefined && whole !== rows && rows.length > first;
  useEffect(() => {
    if (!partial) return;
    // As a transition: React renders the rest in slices of a few ms, so a click or a scroll on the first rows
    // is answered meanwhile instead of waiting for a whole page of MUI rows.
    const frame = requestAnimationFrame(() => startTransition(() => setWhole(rows)));
    return () => cancelAnimationFrame(frame);
  }, [partial, rows]);
  return partial ? rows.slice(0, first) : rows;
}

/**
 * A table of rows with optional checkbox selection. Selection is controlled by the caller; select-all
 * acts on exactly the rows shown (ids selected elsewhere but not shown are dropped by it).
 */
export function DataTable<Row>({
  rows,
  columns,
  getRowId,
  selectable = false,
  selected = noSelection,
  onSelectionChange,
  emptyText,
  loading = false,
  reloading = false,
  ariaLabel,
  sort = null,
  onSortChange,
  pagination,
  firstRows,
}: DataTableProps<Row>) {
  const shownRows = useFirstRows(rows, firstRows);
  const shownIds = loading ? [] : rows.map(getRowId);
  const selectedShown = shownIds.filter((id) => selected.has(id)).length;
  const allSelected = shownIds.length > 0 && selectedShown === shownIds.length;
  const someSelected = selectedShown > 0 && !allSelected;
  const columnCount = columns.length + (selectable ? 1 : 0);

  const toggleAll = () => {
    onSelectionChange?.(allSelected ? new Set() : new Set(shownIds));
  };
  const toggleRow = (id: RowId) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange?.(next);
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
          <CircularProgress size={28} aria-label="Loading" />
        </TableCell>
      </TableRow>
    );
  } else if (rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </TableCell>
      </TableRow>
    );
  } else {
    body = shownRows.map((row) => {
      const id = getRowId(row);
      const isSelected = selected.has(id);
      return (
        <TableRow key={id} hover selected={isSelected}>
          {selectable ? (
            <TableCell padding="checkbox">
              <Checkbox
                checked={isSelected}
                onChange={() => toggleRow(id)}
                slotProps={{ input: { 'aria-label': `Select row ${id}` } }}
              />
            </TableCell>
          ) : null}
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align ?? 'left'}>
              {column.render ? column.render(row) : plainCell(row, column.key)}
            </TableCell>
          ))}
        </TableRow>
      );
    });
  }

  const busy = loading || reloading;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      {reloading && !loading ? (
        // Over the header's top edge, so the rows do not move when it comes and goes.
        <LinearProgress
          aria-label="Loading"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      ) : null}
      <Table aria-label={ariaLabel} aria-busy={busy || undefined} size="small">
        <TableHead>
          <TableRow>
            {selectable ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={someSelected}
                  disabled={shownIds.length === 0}
                  onChange={toggleAll}
                  slotProps={{ input: { 'aria-label': 'Select all' } }}
                />
              </TableCell>
            ) : null}
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.order : null;
              return (
                <TableCell
                  key={column.key}
                  align={column.align ?? 'left'}
                  sx={{ width: column.width }}
                  aria-sort={sorted === null ? undefined : sorted === 'asc' ? 'ascending' : 'descending'}
                >
                  {column.sortable && onSortChange ? (
                    <TableSortLabel
                      active={sorted !== null}
                      direction={sorted ?? 'asc'}
                      onClick={() => onSortChange(column.key)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody sx={reloading && !loading ? { opacity: 0.55, transition: 'opacity 150ms' } : undefined}>
          {body}
        </TableBody>
      </Table>
      {pagination ? (
        // Our own pager: MUI's TablePagination brought its select, menu and popover to the list's first load.
        <Box sx={{ px: 1 }}>
          <TablePager
            page={pagination.page}
            pageSize={pagination.pageSize}
            total={pagination.total}
            onPageChange={pagination.onPageChange}
            ariaLabel={`${ariaLabel} pages`}
          />
        </Box>
      ) : null}
    </TableContainer>
  );
}

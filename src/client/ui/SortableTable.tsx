import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ArrowDownIcon, ArrowUpIcon } from './actionIcons';
import type { DataTableColumn, RowId } from './DataTable';
import { DragHandleIcon } from './icons';

export interface SortableTableProps<Row> {
  rows: readonly Row[];
  columns: ReadonlyArray<DataTableColumn<Row>>;
  getRowId: (row: Row) => RowId;
  /** Names a row in the move buttons' labels ("Move Ground floor up"). */
  getRowLabel: (row: Row) => string;
  /** The row at `from` is to end up at `to` (indexes into `rows`). */
  onMove: (from: number, to: number) => void;
  emptyText: string;
  ariaLabel: string;
  /** While a move is being saved: no dragging, no move buttons. */
  disabled?: boolean;
}

interface DragState {
  from: number;
  over: number | null;
}

const cellOf = <Row,>(row: Row, column: DataTableColumn<Row>): ReactNode => {
  if (column.render) return column.render(row);
  const value: unknown = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
};

/**
 * A table whose rows the user puts in order: drag a row (HTML5 drag and drop) onto another's place, or use the
 * row's Move up / Move down buttons from the keyboard. The table only reports moves; the caller reorders.
 */
export function SortableTable<Row>({
  rows,
  columns,
  getRowId,
  getRowLabel,
  onMove,
  emptyText,
  ariaLabel,
  disabled = false,
}: SortableTableProps<Row>) {
  // The row being dragged is kept in a ref as well: drag events can arrive before React has re-rendered.
  const from = useRef<number | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const columnCount = columns.length + 2;

  const endDrag = () => {
    from.current = null;
    setDrag(null);
  };
  const dragOver = (event: DragEvent, index: number) => {
    const source = from.current;
    if (source === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDrag((previous) => (previous?.over === index ? previous : { from: source, over: index }));
  };
  const drop = (event: DragEvent, index: number) => {
    const source = from.current;
    if (source === null) return;
    event.preventDefault();
    endDrag();
    if (source !== index) onMove(source, index);
  };
  // Where the dragged row would land: a line above the target when moving up, below it when moving down.
  const dropLine = (index: number) => {
    if (!drag || drag.over !== index || drag.from === index) return undefined;
    const edge = drag.from > index ? 'borderTop' : 'borderBottom';
    return { [`& > td`]: { [edge]: '2px solid', [`${edge}Color`]: 'primary.main' } };
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={ariaLabel} size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" aria-label="Drag handle" />
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align ?? 'left'} sx={{ width: column.width }}>
                {column.header}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ width: 96 }}>
              Reorder
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
                <Typography color="text.secondary">{emptyText}</Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => {
              const label = getRowLabel(row);
              return (
                <TableRow
                  key={getRowId(row)}
                  hover
                  draggable={!disabled}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    // Firefox starts a drag only when some data is set.
                    event.dataTransfer.setData('text/plain', label);
                    from.current = index;
                    setDrag({ from: index, over: null });
                  }}
                  onDragOver={(event) => dragOver(event, index)}
                  onDrop={(event) => drop(event, index)}
                  onDragEnd={endDrag}
                  sx={{ opacity: drag?.from === index ? 0.45 : 1, ...dropLine(index) }}
                >
                  <TableCell
                    padding="checkbox"
                    sx={{ cursor: disabled ? 'default' : 'grab', color: 'text.secondary', pl: 1.5 }}
                    title="Drag to reorder"
                  >
                    <DragHandleIcon fontSize="small" aria-hidden sx={{ display: 'block' }} />
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align ?? 'left'}>
                      {cellOf(row, column)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      size="small"
                      aria-label={`Move ${label} up`}
                      disabled={disabled || index === 0}
                      onClick={() => onMove(index, index - 1)}
                    >
                      <ArrowUpIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Move ${label} down`}
                      disabled={disabled || index === rows.length - 1}
                      onClick={() => onMove(index, index + 1)}
                    >
                      <ArrowDownIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

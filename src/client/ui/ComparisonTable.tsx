import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { scoreColor } from './ScoreBar';

export interface ComparisonColumn {
  key: string;
  title: string;
  subtitle?: string;
  /** Under the title, e.g. the drawing. */
  header?: ReactNode;
  /** In the last row, e.g. the actions on this candidate. */
  footer?: ReactNode;
}

/** A row of 0–100 values (one per column, best marked), or of free cells. */
export type ComparisonRow =
  { label: string; values: readonly number[] } | { label: string; cells: readonly ReactNode[] };

export interface ComparisonTableProps {
  /** Names the table, e.g. "Compare layouts". */
  title: string;
  columns: readonly ComparisonColumn[];
  rows: readonly ComparisonRow[];
}

const cell = {
  p: 1,
  borderBottom: 1,
  borderColor: 'divider',
  verticalAlign: 'top',
  textAlign: 'left',
} as const;

function ValueCell({ value, best }: { value: number; best: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography
        variant="body2"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: best ? 700 : 400,
          color: best ? 'success.dark' : 'inherit',
        }}
      >
        {value}
        {best ? ' · best' : ''}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        color={scoreColor(value)}
        aria-hidden
        sx={{ height: 4, borderRadius: 2 }}
      />
    </Box>
  );
}

/**
 * Candidates side by side: one column each, one row per measure, the best value of each row marked — what
 * people need to weigh a few options against each other at a glance.
 */
export function ComparisonTable({ title, columns, rows }: ComparisonTableProps) {
  const hasFooter = columns.some((c) => c.footer);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label={title}
        sx={{
          width: '100%',
          minWidth: 160 + columns.length * 200,
          borderCollapse: 'collapse',
          tableLayout: 'fixed',
        }}
      >
        <Box component="colgroup">
          <Box component="col" sx={{ width: 140 }} />
          {columns.map((c) => (
            <Box component="col" key={c.key} />
          ))}
        </Box>
        <thead>
          <tr>
            <Box component="td" sx={cell} />
            {columns.map((c) => (
              <Box component="th" scope="col" key={c.key} sx={cell}>
                <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600 }}>
                  {c.title}
                </Typography>
                {c.subtitle ? (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', mb: 1 }}
                  >
                    {c.subtitle}
                  </Typography>
                ) : null}
                {c.header}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            // The best value is marked only where the candidates differ: a mark on every cell says nothing.
            const best =
              'values' in row && Math.max(...row.values) > Math.min(...row.values)
                ? Math.max(...row.values)
                : null;
            return (
              <tr key={row.label}>
                <Box component="th" scope="row" sx={{ ...cell, fontWeight: 500 }}>
                  <Typography variant="body2">{row.label}</Typography>
                </Box>
                {'values' in row
                  ? row.values.map((value, i) => (
                      <Box component="td" key={columns[i]?.key ?? i} sx={cell}>
                        <ValueCell value={value} best={value === best} />
                      </Box>
                    ))
                  : row.cells.map((content, i) => (
                      <Box component="td" key={columns[i]?.key ?? i} sx={cell}>
                        {content}
                      </Box>
                    ))}
              </tr>
            );
          })}
          {hasFooter ? (
            <tr>
              <Box component="td" sx={{ ...cell, borderBottom: 0 }} />
              {columns.map((c) => (
                <Box component="td" key={c.key} sx={{ ...cell, borderBottom: 0 }}>
                  {c.footer}
                </Box>
              ))}
            </tr>
          ) : null}
        </tbody>
      </Box>
    </Box>
  );
}

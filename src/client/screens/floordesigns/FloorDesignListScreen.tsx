import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { FloorDesignListRow } from '../../../contract/floordesigns';
import {
  archiveFloorDesignRowAtom,
  archiveSelectedFloorDesignsAtom,
  floorDesignListViewAtom,
  floorDesignPageAtom,
  floorDesignQueryAtom,
  floorDesignSelectionAtom,
  loadFloorDesignListAtom,
  selectedFloorDesignIdsAtom,
  showFloorDesignListAtom,
  shownFloorDesignsAtom,
  type FloorDesignSortKey,
} from '../../state/floordesigns';
import { withPage, withSearch, withSort } from '../../state/listPaging';
import { AddIcon, SearchIcon } from '../../ui/actionIcons';
import { DataTable, type DataTableColumn, type RowId } from '../../ui/DataTable';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  InputAdornment,
  Link,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '../../ui/primitives';
import { LoadError } from '../../ui/LoadError';
import { TablePager } from '../../ui/TablePager';
import { BulkArchiveButton } from '../common/BulkArchiveButton';
import { loadFailureReason } from '../common/loadFailureReason';
import { RouterLink } from '../common/RouterLink';
import { formatDesignDate } from './format';

// The wizard and its outline preview load when the user is about to open them (pointing at or focusing the
// button), not with the list.
const loadAddModal = () => import('./AddFloorDesignModal');
const AddFloorDesignModal = lazy(async () => ({ default: (await loadAddModal()).AddFloorDesignModal }));

const SORTABLE: ReadonlySet<string> = new Set<FloorDesignSortKey>(['name', 'unit', 'created_at']);
const isSortKey = (key: string): key is FloorDesignSortKey => SORTABLE.has(key);

const UNIT_LABELS = { feet: 'Feet', meters: 'Meters' } as const;

function columns(
  archived: boolean,
  onToggleArchive: (row: FloorDesignListRow) => void,
  busy: boolean,
): ReadonlyArray<DataTableColumn<FloorDesignListRow>> {
  return [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      render: (row) => (
        <Link component={RouterLink} to={`/dashboard/floordesigns/${row.id}`} sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
      ),
    },
    { key: 'unit', header: 'Unit', sortable: true, render: (row) => UNIT_LABELS[row.unit] },
    {
      key: 'created_at',
      header: 'Created',
      sortable: true,
      render: (row) => formatDesignDate(row.created_at),
    },
    {
      key: 'is_active',
      header: 'Active',
      render: (row) => (
        <Chip
          size="small"
          label={row.is_active ? 'Active' : 'Archived'}
          color={row.is_active ? 'success' : 'default'}
          variant="outlined"
        />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" component={RouterLink} to={`/dashboard/floordesigns/${row.id}`}>
            Open
          </Button>
          <Button
            size="small"
            onClick={() => onToggleArchive(row)}
            disabled={busy}
            aria-label={`${archived ? 'Unarchive' : 'Archive'} ${row.name}`}
          >
            {archived ? 'Unarchive' : 'Archive'}
          </Button>
        </Stack>
      ),
    },
  ];
}

/** The list's error state: what could not be loaded, and why. */
export function floorDesignListFailedText(
  view: 'active' | 'archived',
  error: { serverMessage: string | null; message: string },
): string {
  const what = view === 'archived' ? 'The archived floor designs' : 'The floor designs';
  return `${what} could not be loaded. ${loadFailureReason(error)}`;
}

/**
 * Route /dashboard/floordesigns: active or archived designs, searched by name, sorted by a column and shown a
 * page at a time (so 10,000 designs render as fast as 50), bulk archive, and the Add Floor Design wizard.
 */
export function FloorDesignListScreen() {
  const view = useAtomValue(floorDesignListViewAtom);
  const list = useAtomValue(shownFloorDesignsAtom);
  const shown = useAtomValue(floorDesignPageAtom);
  const [query, setQuery] = useAtom(floorDesignQueryAtom);
  const [selection, setSelection] = useAtom(floorDesignSelectionAtom);
  const selectedIds = useAtomValue(selectedFloorDesignIdsAtom);
  const loadList = useSetAtom(loadFloorDesignListAtom);
  const showList = useSetAtom(showFloorDesignListAtom);
  const archiveSelected = useSetAtom(archiveSelectedFloorDesignsAtom);
  const archiveRow = useSetAtom(archiveFloorDesignRowAtom);
  const [working, setWorking] = useState(false);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    void loadList(view, 'screen');
  }, [loadList, view]);

  const archived = view === 'archived';
  const run = async (action: () => Promise<unknown>) => {
    setWorking(true);
    try {
      await action();
    } finally {
      setWorking(false);
    }
  };

  const count = selectedIds.length;
  const searching = query.search.trim() !== '';
  let emptyText = archived
    ? 'No archived floor designs.'
    : 'No floor designs yet. Add one to start drafting.';
  if (searching) emptyText = `No floor designs match "${query.search.trim()}".`;

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ mr: 'auto' }}>
          <Typography variant="h5" component="h1">
            {archived ? 'Archived Floor Designs' : 'Floor Designs'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {archived
              ? 'Designs put aside. Unarchive one to bring it back to the list.'
              : 'Wall outlines and drafted floor plans, each with its saved revisions.'}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          onPointerEnter={() => void loadAddModal()}
          onFocus={() => void loadAddModal()}
        >
          Add Floor Design
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <TextField
            type="search"
            placeholder="Search by name..."
            value={query.search}
            onChange={(event) => setQuery((q) => withSearch(q, event.target.value))}
            sx={{ flex: '1 1 240px', maxWidth: 360 }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search floor designs' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={archived}
                onChange={(event) => showList(event.target.checked ? 'archived' : 'active')}
              />
            }
            label="Show archived"
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: 'auto' }}>
            {count > 0 ? `${count} selected` : ''}
          </Typography>
          <BulkArchiveButton
            archived={archived}
            count={count}
            working={working}
            onClick={() => void run(() => archiveSelected())}
          />
        </Box>
      </Paper>
      {list.status === 'error' ? (
        // Never an empty list: "No floor designs yet" would tell the user their designs are gone.
        <LoadError
          message={floorDesignListFailedText(view, list.error)}
          onRetry={() => void loadList(view)}
        />
      ) : (
        <DataTable
          ariaLabel={archived ? 'Archived floor designs' : 'Floor designs'}
          rows={shown.rows}
          columns={columns(archived, (row) => void run(() => archiveRow(row.id)), working)}
          getRowId={(row) => row.id}
          selectable
          selected={selection}
          onSelectionChange={(next: Set<RowId>) => setSelection(new Set([...next].map(Number)))}
          emptyText={emptyText}
          loading={list.status === 'loading' || list.status === 'idle'}
          reloading={list.status === 'ready' && list.reloading === true}
          sort={query.sort}
          onSortChange={(key) => {
            if (isSortKey(key)) setQuery((q) => withSort(q, key));
          }}
        />
      )}
      <TablePager
        ariaLabel={archived ? 'Archived floor designs pages' : 'Floor designs pages'}
        page={shown.page}
        pageSize={query.pageSize}
        total={shown.total}
        onPageChange={(page) => setQuery((q) => withPage(q, page))}
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddFloorDesignModal open onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { useEffect, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import {
  PROJECT_LIST_LIMITS,
  ProjectSortColumn,
  projectTypeLabel,
  statusLabel,
  type ProjectListRow,
} from '../../../contract/projects';
import {
  archiveSelectedAtom,
  loadProjectListAtom,
  projectListOrderAtom,
  projectListViewAtom,
  projectSearchAtom,
  projectSelectionAtom,
  searchProjectsAtom,
  selectedVisibleIdsAtom,
  showProjectListAtom,
  showProjectPageAtom,
  shownListAtom,
  sortProjectsByAtom,
  undoArchiveAtom,
  type BulkArchiveOutcome,
  visibleProjectsAtom,
} from '../../state/projects';
import { AddIcon, SearchIcon } from '../../ui/actionIcons';
import { DataTable, type DataTableColumn, type RowId } from '../../ui/DataTable';
import { LoadError } from '../../ui/LoadError';
import { Box, Button, InputAdornment, Link, Paper, TextField, Typography } from '../../ui/primitives';
import { TOAST_MS_DASHBOARD, TOAST_MS_WITH_ACTION, useToast } from '../../ui/toast';
import { BulkArchiveButton } from '../common/BulkArchiveButton';
import { RouterLink } from '../common/RouterLink';
import { formatDate, formatNumber } from './format';
import { bulkOutcomeToast, listLoadFailedText } from './projectMessages';
import { ScreenHeader } from './ScreenHeader';

/** Rows a new page renders first: more than fit on a laptop screen under the header and search bar. */
const FIRST_ROWS = 16;

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DELAY_MS = 250;

// Every column sorts, on the server, across all pages.
const COLUMNS: ReadonlyArray<DataTableColumn<ProjectListRow>> = [
  {
    key: 'project_address',
    sortable: true,
    header: 'Address',
    render: (row) => (
      <Link component={RouterLink} to={`/dashboard/projects/${row.id}`} sx={{ fontWeight: 600 }}>
        {row.project_address}
      </Link>
    ),
  },
  {
    key: 'project_type',
    sortable: true,
    header: 'Type',
    render: (row) => projectTypeLabel(row.project_type),
  },
  {
    key: 'square_footage',
    sortable: true,
    header: 'SqFt',
    align: 'right',
    render: (row) => formatNumber(row.square_footage),
  },
  {
    key: 'num_bedrooms',
    sortable: true,
    header: 'Beds',
    align: 'right',
    render: (row) => formatNumber(row.num_bedrooms),
  },
  {
    key: 'num_bathrooms',
    sortable: true,
    header: 'Baths',
    align: 'right',
    render: (row) => formatNumber(row.num_bathrooms),
  },
  { key: 'status', sortable: true, header: 'Status', render: (row) => statusLabel(row.status) },
  {
    key: 'created_at',
    sortable: true,
    header: 'Created',
    render: (row) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(row.created_at)}
      </Box>
    ),
  },
  { key: 'organization', sortable: true, header: 'Org', render: (row) => row.organization || '-' },
];

/**
 * Route /dashboard/projects: the active or archived projects, a page at a time, searched and sorted by the
 * server, with bulk archive/unarchive.
 */
export function ProjectListScreen() {
  const view = useAtomValue(projectListViewAtom);
  const list = useAtomValue(shownListAtom);
  const rows = useAtomValue(visibleProjectsAtom);
  const search = useAtomValue(projectSearchAtom);
  const setSearch = useSetAtom(searchProjectsAtom);
  const order = useAtomValue(projectListOrderAtom);
  const sortBy = useSetAtom(sortProjectsByAtom);
  const showPage = useSetAtom(showProjectPageAtom);
  const [selection, setSelection] = useAtom(projectSelectionAtom);
  const selectedIds = useAtomValue(selectedVisibleIdsAtom);
  const loadList = useSetAtom(loadProjectListAtom);
  const showList = useSetAtom(showProjectListAtom);
  const archiveSelected = useSetAtom(archiveSelectedAtom);
  const undoArchive = useSetAtom(undoArchiveAtom);
  const toast = useToast();
  const [working, setWorking] = useState(false);

  // The search goes out once typing pauses, not per key.
  const [sentSearch, setSentSearch] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => setSentSearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // On arrival, on every switch between the active and the archived list, and on every new search, sort or
  // page: always fresh from the server (on arrival the app's start may have just asked for it: taken once).
  useEffect(() => {
    void loadList(view, 'screen');
  }, [loadList, view, order, sentSearch]);

  const archived = view === 'archived';

  // Says what moved, with Undo (which moves the same projects back and reports that in turn).
  const report = (outcome: BulkArchiveOutcome, undoable: boolean) => {
    const message = bulkOutcomeToast(outcome);
    if (!message) return;
    const undo = undoable && message.undo;
    toast.show(message.text, {
      severity: message.severity,
      durationMs: undo ? TOAST_MS_WITH_ACTION : TOAST_MS_DASHBOARD,
      ...(undo ? { action: { label: 'Undo', onClick: () => void runUndo(outcome) } } : {}),
    });
  };

  const runUndo = async (outcome: BulkArchiveOutcome) => {
    setWorking(true);
    try {
      report(await undoArchive(outcome), false);
    } finally {
      setWorking(false);
    }
  };

  const runBulk = async () => {
    setWorking(true);
    try {
      report(await archiveSelected(), true);
    } finally {
      setWorking(false);
    }
  };

  const count = selectedIds.length;
  const total = list.status === 'ready' ? list.data.total : null;

  return (
    <>
      <ScreenHeader
        title={archived ? 'Archived Projects' : 'Projects'}
        subtitle={
          archived
            ? 'Projects put aside. Unarchive one to bring it back to the project list.'
            : 'Every building project you and your organizations are working on.'
        }
        actions={
          <Button
            component={RouterLink}
            to="/dashboard/projects/create"
            variant="contained"
            startIcon={<AddIcon />}
          >
            Create Project
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <TextField
            type="search"
            placeholder="Search address or status..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flex: '1 1 260px', maxWidth: 420 }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search projects' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: 'auto' }}>
            {count > 0 ? `${count} selected` : total === null ? '' : `${rows.length} of ${total} shown`}
          </Typography>
          <BulkArchiveButton
            archived={archived}
            count={count}
            working={working}
            onClick={() => void runBulk()}
          />
          <Button
            variant="text"
            onClick={() => showList(archived ? 'active' : 'archived')}
            disabled={working}
          >
            {archived ? 'Back to Project List' : 'View Archived'}
          </Button>
        </Box>
      </Paper>
      {list.status === 'error' ? (
        <LoadError message={listLoadFailedText(view, list.error)} onRetry={() => void loadList(view)} />
      ) : (
        <DataTable
          ariaLabel={archived ? 'Archived projects' : 'Projects'}
          rows={rows}
          columns={COLUMNS}
          getRowId={(row) => row.id}
          selectable
          selected={selection}
          onSelectionChange={(next: Set<RowId>) => setSelection(new Set([...next].map(Number)))}
          emptyText="No projects found."
          // The first rows show at once, the rest of the page a frame later (issue 10: first row on screen).
          firstRows={FIRST_ROWS}
          loading={list.status === 'loading' || list.status === 'idle'}
          reloading={list.status === 'ready' && list.reloading === true}
          sort={order.sort ? { key: order.sort, order: order.order } : null}
          onSortChange={(key) => {
            const column = ProjectSortColumn.safeParse(key);
            if (column.success) sortBy(column.data);
          }}
          pagination={{
            page: order.page - 1,
            pageSize: PROJECT_LIST_LIMITS.defaultPageSize,
            total: total ?? 0,
            onPageChange: (page) => showPage(page + 1),
          }}
        />
      )}
    </>
  );
}

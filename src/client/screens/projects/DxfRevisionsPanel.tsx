import { useSetAtom } from 'jotai';
import type { ProposedDxfRevision } from '../../../contract/projects';
import { deleteRevisionAtom } from '../../state/projectDetail';
import { DeleteIcon } from '../../ui/actionIcons';
import { useConfirm } from '../../ui/confirm';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { Panel } from '../../ui/Panel';
import { IconButton, Link } from '../../ui/primitives';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { formatDateTime } from './format';
import { CONFIRM_TEXTS, PROJECT_MESSAGES } from './projectMessages';

/** Proposed DXF revisions of the project: number, date, file, and delete after confirmation. */
export function DxfRevisionsPanel({ revisions }: { revisions: readonly ProposedDxfRevision[] }) {
  const deleteRevision = useSetAtom(deleteRevisionAtom);
  const confirm = useConfirm();
  const toast = useToast();

  const remove = async (revision: ProposedDxfRevision) => {
    if (
      !(await confirm(CONFIRM_TEXTS.deleteRevision, { title: `Delete revision ${revision.revision_number}` }))
    )
      return;
    try {
      await deleteRevision(revision.id);
    } catch {
      toast.show(PROJECT_MESSAGES.deleteRevisionFailed, {
        severity: 'error',
        durationMs: TOAST_MS_DASHBOARD,
      });
    }
  };

  const columns: ReadonlyArray<DataTableColumn<ProposedDxfRevision>> = [
    { key: 'revision_number', header: 'Revision', render: (row) => `Revision ${row.revision_number}` },
    { key: 'created_at', header: 'Created', render: (row) => formatDateTime(row.created_at) },
    {
      key: 'file',
      header: 'File',
      render: (row) => (
        <Link href={row.file} target="_blank" rel="noopener">
          Open DXF
        </Link>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 96,
      render: (row) => (
        <IconButton
          size="small"
          aria-label={`Delete revision ${row.revision_number}`}
          onClick={() => void remove(row)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <Panel
      title="Proposed DXF Revisions"
      description="DXF drawings proposed for this project, newest revision first."
    >
      <DataTable
        ariaLabel="Proposed DXF revisions"
        rows={[...revisions].sort((a, b) => b.revision_number - a.revision_number)}
        columns={columns}
        getRowId={(row) => row.id}
        emptyText="No DXF revisions yet."
      />
    </Panel>
  );
}

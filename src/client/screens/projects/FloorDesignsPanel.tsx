import type { ProjectFloorDesign } from '../../../contract/projects';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { Panel } from '../../ui/Panel';
import { Button, Link } from '../../ui/primitives';
import { RouterLink } from '../common/RouterLink';
import { formatDateTime } from './format';

export const FLOOR_DESIGNS_EMPTY = 'No floor designs yet. Use a generated layout to add one.';

const designUrl = (design: ProjectFloorDesign) => `/dashboard/floordesigns/${design.id}`;
const pagesText = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

const COLUMNS: ReadonlyArray<DataTableColumn<ProjectFloorDesign>> = [
  {
    key: 'name',
    header: 'Name',
    render: (row) => (
      <Link component={RouterLink} to={designUrl(row)} sx={{ fontWeight: 600 }}>
        {row.name}
      </Link>
    ),
  },
  { key: 'page_count', header: 'Pages', render: (row) => pagesText(row.page_count) },
  { key: 'updated_at', header: 'Updated', render: (row) => formatDateTime(row.updated_at) },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    width: 96,
    render: (row) => (
      <Button size="small" component={RouterLink} to={designUrl(row)} aria-label={`Open ${row.name}`}>
        Open
      </Button>
    ),
  },
];

/**
 * The project's floor designs (issue 11: adopted layouts), most recently changed first as the server sends
 * them; each opens in the editor. Everyone who sees the project may open them.
 */
export function FloorDesignsPanel({ designs }: { designs: readonly ProjectFloorDesign[] }) {
  return (
    <Panel
      title="Floor designs"
      description="Editable floor plans of this project, most recently changed first."
    >
      <DataTable
        ariaLabel="Floor designs"
        rows={designs}
        columns={COLUMNS}
        getRowId={(row) => row.id}
        emptyText={FLOOR_DESIGNS_EMPTY}
      />
    </Panel>
  );
}

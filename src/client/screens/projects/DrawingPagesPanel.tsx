import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { SHEET_TYPES, type DrawingPage } from '../../../contract/projects';
import { moveItem } from '../../state/pageOrder';
import { deleteDrawingPageAtom, reorderDrawingPagesAtom } from '../../state/projectDetail';
import { DeleteIcon } from '../../ui/actionIcons';
import { useConfirm } from '../../ui/confirm';
import type { DataTableColumn } from '../../ui/DataTable';
import { Panel } from '../../ui/Panel';
import { Box, IconButton, Link } from '../../ui/primitives';
import { SortableTable } from '../../ui/SortableTable';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { AddPageForm } from './AddPageForm';
import { choiceLabel } from './format';
import { OpenInEditorButton } from './OpenInEditorButton';
import { CONFIRM_TEXTS, PROJECT_MESSAGES } from './projectMessages';
import { useOpenInEditor } from './useOpenInEditor';

/**
 * The drawing set: pages in order (drag or move buttons to reorder), open a page in the editor, delete, and the
 * Add Page form.
 */
export function DrawingPagesPanel({
  projectId,
  pages,
}: {
  projectId: number;
  pages: readonly DrawingPage[];
}) {
  const { opening, open } = useOpenInEditor(projectId);
  const reorder = useSetAtom(reorderDrawingPagesAtom);
  const deletePage = useSetAtom(deleteDrawingPageAtom);
  const confirm = useConfirm();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const move = async (from: number, to: number) => {
    setSaving(true);
    try {
      await reorder(moveItem(pages, from, to));
    } catch {
      toast.show(PROJECT_MESSAGES.reorderFailed, { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (page: DrawingPage) => {
    if (!(await confirm(CONFIRM_TEXTS.deletePage, { title: `Delete "${page.name}"` }))) return;
    try {
      await deletePage(page.id);
    } catch {
      toast.show(PROJECT_MESSAGES.deletePageFailed, { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
    }
  };

  const columns: ReadonlyArray<DataTableColumn<DrawingPage>> = [
    { key: 'name', header: 'Name', render: (page) => page.name },
    { key: 'page_type', header: 'Page Type', render: (page) => choiceLabel(SHEET_TYPES, page.page_type) },
    { key: 'scale', header: 'Scale', render: (page) => page.scale || 'n/a' },
    { key: 'order', header: 'Order', align: 'right', width: 72, render: (page) => page.order },
    {
      key: 'file',
      header: 'File',
      render: (page) => (
        <Link href={page.file} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
          {page.file_name}
        </Link>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 96,
      render: (page) => (
        <Box sx={{ display: 'inline-flex', gap: 0.25, whiteSpace: 'nowrap' }}>
          <OpenInEditorButton
            name={page.name}
            contentType={page.content_type}
            opening={opening === `drawing_page-${page.id}`}
            busy={opening !== null}
            onOpen={() => void open({ kind: 'drawing_page', id: page.id })}
          />
          <IconButton size="small" aria-label={`Delete page ${page.name}`} onClick={() => void remove(page)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ),
    },
  ];

  return (
    <Panel
      title="Drawing Pages"
      description="The sheets of the drawing set. Drag a row, or use its arrows, to change the order."
    >
      <SortableTable
        ariaLabel="Drawing pages"
        rows={pages}
        columns={columns}
        getRowId={(page) => page.id}
        getRowLabel={(page) => page.name}
        onMove={(from, to) => void move(from, to)}
        emptyText="No drawing pages yet. Add the first one below."
        disabled={saving}
      />
      <AddPageForm />
    </Panel>
  );
}

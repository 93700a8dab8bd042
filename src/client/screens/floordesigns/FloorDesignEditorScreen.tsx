import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useParams } from 'react-router-dom';
import { LAST_PAGE_ERROR } from '../../../contract/floordesigns';
import { toUnderlayAsset, UNDERLAY_ACCEPT, underlayImageUrl, uploadUnderlay } from '../../api/underlays';
import { DRAWING_LIMITS } from '../../../contract/drawing';
import { importDxfFile } from '../../api/dxfImport';
import { FloorDesignWorkspace } from '../../editor/FloorDesignWorkspace';
import type { ExportChoices } from '../../editor/ui/exportOptions';
import type { ProjectChoice, SendChoices } from '../../editor/ui/SendToProjectDialog';
import { EditorStore } from '../../editor/store/EditorStore';
import {
  addPageAtom,
  deletePagesAtom,
  editorDesignAtom,
  editorLoadPhaseAtom,
  editorRevisionsAtom,
  finishOpeningAtom,
  openDesignAtom,
  saveDesignAtom,
  selectedRevisionIdAtom,
  selectRevisionAtom,
} from '../../state/floorDesignEditor';
import { LoadError } from '../../ui/LoadError';
import { Alert, Box } from '../../ui/primitives';
import { TOAST_MS_EDITOR, useToast } from '../../ui/toast';
import { downloadBlob } from '../common/downloadBlob';
import { formatSavedAt } from './format';

/** Import DXF…: the file read in a Web Worker by the shared reader; elements join the current page. */
const IMPORT_DXF = {
  read: async (file: File) => {
    const { page, warnings } = await importDxfFile(file);
    return { elements: page.elements, layers: page.layers, warnings };
  },
  maxElements: DRAWING_LIMITS.elementsPerPage,
};

export const EDITOR_MESSAGES = {
  pageCreated: (name: string) => `✅ ${name} created.`,
  pageFailed: '❌ Failed to create page.',
  saved: 'Design saved successfully!',
  saveFailed: 'Failed to save design.',
  reloaded: (kept: number) =>
    kept === 0
      ? 'This design was saved elsewhere after you opened it, so it was reloaded with that version.'
      : `This design was saved elsewhere after you opened it, so it was reloaded with that version. Your changes to ${kept === 1 ? '1 page were' : `${kept} pages were`} kept over it: save again to store them.`,
  deleteFailed: '❌ Failed to delete pages.',
  loadFailed: 'Unable to load design.',
  sent: (pages: number, dxfRevision: number | null) =>
    dxfRevision !== null
      ? `Sent to the project as proposed DXF revision ${dxfRevision}.`
      : `Sent to the project: ${pages === 1 ? '1 drawing page' : `${pages} drawing pages`} added.`,
} as const;

/** Why an export or send stopped before it began: it works on the saved design. */
export const EXPORT_NEEDS_SAVE = 'The design was not saved, so nothing was sent: save it and try again.';

const TOAST_MS_RELOADED = 8000;

/** The projects a design can be sent to: the user's active projects, by address. */
/** The Send dialog's projects; the projects API (and its contract) loads when the dialog first asks. */
const loadProjectChoices = async (signal: AbortSignal): Promise<ProjectChoice[]> => {
  const { fetchActiveProjects } = await import('../../api/projects');
  return (await fetchActiveProjects(signal)).map((p) => ({ id: p.id, name: p.project_address }));
};

/** The design could not be loaded: said as such, with a Retry when trying again can help. */
function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  return (
    <Box sx={{ p: 3, maxWidth: 720 }}>
      {onRetry ? (
        <LoadError message={EDITOR_MESSAGES.loadFailed} onRetry={onRetry} />
      ) : (
        <Alert severity="error">{EDITOR_MESSAGES.loadFailed}</Alert>
      )}
    </Box>
  );
}

/** Route /dashboard/floordesigns/:designId: one editor (and one drawing store) per design opened. */
export function FloorDesignEditorScreen() {
  const { designId } = useParams();
  const id = designId && /^[1-9][0-9]*$/.test(designId) ? Number(designId) : null;
  if (id === null) return <LoadFailed />;
  return <FloorDesignEditor key={id} designId={id} />;
}

function FloorDesignEditor({ designId }: { designId: number }) {
  const [store] = useState(
    () => new EditorStore({ underlayUrl: (fileId) => underlayImageUrl(designId, fileId) }),
  );
  const toast = useToast();
  const design = useAtomValue(editorDesignAtom);
  const phase = useAtomValue(editorLoadPhaseAtom);
  const revisions = useAtomValue(editorRevisionsAtom);
  const selectedRevisionId = useAtomValue(selectedRevisionIdAtom);
  const open = useSetAtom(openDesignAtom);
  const finishOpening = useSetAtom(finishOpeningAtom);
  const chooseRevision = useSetAtom(selectRevisionAtom);
  const save = useSetAtom(saveDesignAtom);
  const addPage = useSetAtom(addPageAtom);
  const deletePages = useSetAtom(deletePagesAtom);
  const [saving, setSaving] = useState(false);
  const [addingPage, setAddingPage] = useState(false);
  // Counts the user's retries after a failed load: each one opens the design again.
  const [attempt, setAttempt] = useState(0);

  const say = useCallback(
    (text: string, severity: 'success' | 'error' | 'warning') =>
      toast.show(text, { severity, durationMs: TOAST_MS_EDITOR }),
    [toast],
  );

  useEffect(() => {
    let live = true;
    void open(designId).then(async (pages) => {
      if (!live || pages === null) return;
      await store.openPages(pages);
      if (!live) return;
      const loaded = store.getState();
      if (loaded.pageOrder.length > 0 && !loaded.currentPageId) {
        const first = loaded.pageOrder[0];
        if (first) store.selectPage(first);
      }
      finishOpening();
    });
    return () => {
      live = false;
    };
  }, [designId, open, finishOpening, store, attempt]);

  // The design's stored unit is the editor's starting unit; the selector changes it from there.
  const storedUnit = design.status === 'ready' ? design.data.unit : null;
  useEffect(() => {
    if (storedUnit) store.setUnit(storedUnit);
  }, [storedUnit, store]);

  const onSelectRevision = (revisionId: string | number) => {
    void chooseRevision(Number(revisionId)).then((pages) => {
      if (pages) void store.openPages(pages);
    });
  };

  /** Saves and says how it went; true when the pages are stored (a reload after a stale base is not). */
  const saveNow = async (): Promise<boolean> => {
    setSaving(true);
    const outcome = await save({ pages: store.getPages(), unit: store.getState().unit });
    setSaving(false);
    if (outcome.kind === 'reloaded') {
      store.loadPages(outcome.pages);
      // Two sentences to read before it goes: longer than the editor's usual toast.
      toast.show(EDITOR_MESSAGES.reloaded(outcome.keptIds.length), {
        severity: 'warning',
        durationMs: TOAST_MS_RELOADED,
      });
      return false;
    }
    const ok = outcome.kind === 'saved';
    say(ok ? EDITOR_MESSAGES.saved : EDITOR_MESSAGES.saveFailed, ok ? 'success' : 'error');
    return ok;
  };

  /** Export and Send to project work on the saved design: save first when asked, and stop if it did not store. */
  const savedFirst = async (saveFirst: boolean) => {
    if (saveFirst && !(await saveNow())) throw new Error(EXPORT_NEEDS_SAVE);
  };

  const onExport = async (choices: ExportChoices, currentPageId: string) => {
    await savedFirst(choices.saveFirst);
    // Export and send code loads when first used: most visits to the editor never export.
    const [{ exportDesign }, { exportRequest }] = await Promise.all([
      import('../../api/designExport'),
      import('../../editor/ui/exportOptions'),
    ]);
    const file = await exportDesign(designId, exportRequest(choices, currentPageId));
    downloadBlob(file.blob, file.fileName ?? `design.${choices.format}`);
  };

  const [projectId, setProjectId] = useState<number | null>(null);
  const designProject = design.status === 'ready' ? design.data.project_id : null;
  useEffect(() => setProjectId(designProject), [designProject]);

  const sendToProject = {
    projectId,
    loadProjects: loadProjectChoices,
    onSend: async (choices: SendChoices, currentPageId: string) => {
      await savedFirst(choices.saveFirst);
      const { sendToProject: sendPages } = await import('../../api/designExport');
      const sent = await sendPages(designId, {
        project_id: choices.projectId,
        as: choices.as,
        page: choices.pages === 'all' ? 'all' : currentPageId,
        ...(choices.as === 'drawing_page' ? { sheet_number: choices.sheetNumber } : {}),
        ...(choices.as === 'drawing_page' && choices.pages !== 'all'
          ? { sheet_title: choices.sheetTitle }
          : {}),
      });
      setProjectId(sent.project_id);
      say(EDITOR_MESSAGES.sent(sent.drawing_page_ids.length, sent.dxf_revision_number), 'success');
    },
  };

  const onAddPage = async () => {
    setAddingPage(true);
    const page = await addPage(store.getPages().map((p) => p.name));
    setAddingPage(false);
    if (!page) return say(EDITOR_MESSAGES.pageFailed, 'error');
    store.addPage(page);
    say(EDITOR_MESSAGES.pageCreated(page.name), 'success');
  };

  const onDeletePages = async (ids: string[]) => {
    if (ids.length === 0) return;
    if (ids.length >= store.getState().pageOrder.length) return say(`❌ ${LAST_PAGE_ERROR}`, 'error');
    const outcome = await deletePages(ids);
    if (!outcome.ok)
      return say(outcome.message ? `❌ ${outcome.message}` : EDITOR_MESSAGES.deleteFailed, 'error');
    store.removePages(ids);
  };

  if (design.status === 'error') return <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 600 }}>
      <FloorDesignWorkspace
        store={store}
        designName={design.status === 'ready' ? design.data.name : ''}
        revisions={revisions}
        selectedRevisionId={selectedRevisionId}
        onSelectRevision={onSelectRevision}
        formatSavedAt={(savedAt) => formatSavedAt(savedAt)}
        onSave={() => void saveNow()}
        saving={saving}
        onAddPage={() => void onAddPage()}
        addingPage={addingPage}
        onDeletePages={onDeletePages}
        loading={phase}
        onExport={onExport}
        sendToProject={sendToProject}
        underlays={{
          accept: UNDERLAY_ACCEPT,
          upload: async (file, page) => toUnderlayAsset(await uploadUnderlay(designId, file, page)),
        }}
        importDxf={IMPORT_DXF}
      />
    </Box>
  );
}

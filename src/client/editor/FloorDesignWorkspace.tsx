import type { ComponentProps } from 'react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { importDrawing } from '../../core/commands/importDrawing';
import type { DrawingElement } from '../../core/model/elements';
import type { Layer } from '../../core/model/page';
import { Box, CircularProgress, Stack, Typography } from '../ui/primitives';
import { TOAST_MS_EDITOR, useToast } from '../ui/toast';
import { EditorCanvas } from './render/EditorCanvas';
import type { EditorStore } from './store/EditorStore';
import type { EditorState } from './store/editorState';
import { useEditorState } from './store/useEditorState';
import { EditorInput } from './tools/EditorInput';
import { actionById } from './actions/registry';
import type { ActionHost } from './actions/types';
import { CommandAtCursor, CommandBar } from './ui/CommandBar';
import { LayersPanel } from './ui/LayersPanel';
import { DesignToolsPanel } from './ui/DesignToolsPanel';
import type { ProjectChoice, SendChoices } from './ui/SendToProjectDialog';
import type { ExportChoices } from './ui/exportOptions';
import { largestPageBox, largestPageMargins, pageBounds, pageMargins } from './ui/pageBounds';
import type { ToolbarPage, ToolbarRevision } from './ui/EditorToolbar';
import { EditorToolbar } from './ui/EditorToolbar';
import { InlineTextInput } from './ui/InlineTextInput';
import type { UnderlaySource } from './ui/UnderlayControls';
import {
  LazyArrayDialogHost,
  LazyEditorContextMenu,
  LazyMeasureReadout,
  LazyShortcutsDialog,
  LazyUnderlayControls,
} from './ui/lazyControls';
import { DraftingBar } from './ui/DraftingBar';
import { DynamicInput } from './ui/DynamicInput';
import { SnapBadge } from './ui/SnapBadge';
import { CursorLabel } from './ui/CursorLabel';
import { PropertiesPanel } from './ui/PropertiesPanel';
import { panelHome } from './ui/panelPosition';

// The dialogs load when first opened: the editor route's first load carries only what drawing needs.
const ExportDialog = lazy(() => import('./ui/ExportDialog').then((m) => ({ default: m.ExportDialog })));
const SendToProjectDialog = lazy(() =>
  import('./ui/SendToProjectDialog').then((m) => ({ default: m.SendToProjectDialog })),
);
const PageManagerDialog = lazy(() =>
  import('./ui/PageManagerDialog').then((m) => ({ default: m.PageManagerDialog })),
);

export const LOADING_PAGES_TEXT = 'Loading design pages...';
export const LOADING_DESIGN_TEXT = 'Loading design...';

/** A DXF read for "Import DXF…": its elements (ids fresh for this page) and layers. */
export interface ImportedDrawing {
  elements: readonly DrawingElement[];
  layers: readonly Layer[];
  warnings: readonly string[];
}

export interface FloorDesignWorkspaceProps {
  store: EditorStore;
  designName: string;
  revisions: readonly ToolbarRevision[];
  selectedRevisionId: string | number | null;
  onSelectRevision: (id: string | number) => void;
  formatSavedAt?: (savedAt: string) => string;
  onSave: () => void;
  saving?: boolean;
  onAddPage: () => void;
  addingPage?: boolean;
  /** Manage Pages → Delete Selected; the dialog closes when the returned promise settles. */
  onDeletePages: (ids: string[]) => void | Promise<void>;
  /** While the design or its pages load, the canvas area shows the matching text. */
  loading?: 'design' | 'pages' | null;
  /** Export (toolbar button and dialog): saves first when asked, then downloads; rejects with the reason. */
  onExport?: (choices: ExportChoices, currentPageId: string) => Promise<void>;
  /** Import DXF… (toolbar button): reads a file off the main thread; rejects with a message for the user. */
  importDxf?: {
    read: (file: File) => Promise<ImportedDrawing>;
    /** The page cap (the contract's elements per page). */
    maxElements: number;
  };
  /** Send to project (toolbar button and dialog): the design's project, if any, and how to send. */
  sendToProject?: {
    projectId: number | null;
    loadProjects: (signal: AbortSignal) => Promise<readonly ProjectChoice[]>;
    onSend: (choices: SendChoices, currentPageId: string) => Promise<void>;
  };
  /** Page underlays (Design Tools → Underlays…): how the screen stores a PDF page or an image. */
  underlays?: UnderlaySource;
}

// Strings, so the toolbar re-renders only when a page is added, removed, renamed or switched.
const SEP = '\u0000';
let pagesKeyOf: { order: EditorState['pageOrder']; histories: EditorState['histories']; key: string } | null =
  null;
// Asked on every store change (each pointer move of a pan or drag): rebuilt only when the pages or their
// histories changed, not per move.
const selectPagesKey = (s: EditorState) => {
  if (pagesKeyOf?.order !== s.pageOrder || pagesKeyOf.histories !== s.histories)
    pagesKeyOf = {
      order: s.pageOrder,
      histories: s.histories,
      key: s.pageOrder.map((id) => `${id}${SEP}${s.histories[id]?.current.name ?? ''}`).join('\u0001'),
    };
  return pagesKeyOf.key;
};
const selectCurrentPage = (s: EditorState) => s.currentPageId;
const selectUnit = (s: EditorState) => s.unit;
const selectSnap = (s: EditorState) => s.snapToAngle;
const selectCanUndo = (_s: EditorState, store: EditorStore) => store.canUndo();
const selectCanRedo = (_s: EditorState, store: EditorStore) => store.canRedo();

/**
 * The toolbar with Undo and Redo enabled as the history allows: it follows the history itself, so the first
 * edit or an undo to the start re-renders the toolbar only, not the canvas, panels and dialogs around it.
 */
function WorkspaceToolbar({
  store,
  ...props
}: Omit<ComponentProps<typeof EditorToolbar>, 'canUndo' | 'canRedo'> & { store: EditorStore }) {
  const canUndo = useEditorState(store, selectCanUndo);
  const canRedo = useEditorState(store, selectCanRedo);
  return <EditorToolbar {...props} canUndo={canUndo} canRedo={canRedo} />;
}

const isTyping = (target: EventTarget | null): boolean => {
  const el = target as HTMLElement | null;
  if (!el || !el.closest) return false;
  return (
    el.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]') !== null
  );
};

/**
 * The floor-design editor's whole working area: toolbar, canvas (the rest of the window, at least 600 px
 * high), the floating Design Tools panel, the context menu and the inline text input. The screen owns the
 * data (loading, saving, pages and revisions on the server) and passes it in; the drawing lives in `store`.
 */
export function FloorDesignWorkspace(props: FloorDesignWorkspaceProps) {
  const { store } = props;
  const input = useMemo(() => new EditorInput(store), [store]);
  const toast = useToast();
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const [managing, setManaging] = useState(false);
  // Mounted from the first Manage Pages on, so its dialog keeps its closing transition.
  const [managedOnce, setManagedOnce] = useState(false);
  useEffect(() => {
    if (managing) setManagedOnce(true);
  }, [managing]);
  const [deleting, setDeleting] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const [underlaysOpen, setUnderlaysOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const importDxf = props.importDxf;

  // The drawing joins the current page as one undo step, then the view fits it so it can be seen.
  const runImport = async (file: File) => {
    if (!importDxf || importing) return;
    setImporting(true);
    try {
      const drawing = await importDxf.read(file);
      const result = store.execute((page) =>
        importDrawing(page, {
          elements: drawing.elements,
          layers: drawing.layers,
          maxElements: importDxf.maxElements,
        }),
      );
      if (result.ok) {
        store.zoomToDrawing();
        const note = drawing.warnings.length > 0 ? ` (${drawing.warnings[0]})` : '';
        store.notify(
          `Imported ${drawing.elements.length.toLocaleString('en-US')} elements from ${file.name}${note}`,
          'success',
        );
      }
    } catch (error) {
      store.notify(error instanceof Error ? error.message : 'The DXF could not be imported.', 'error');
    } finally {
      setImporting(false);
    }
  };
  const toolbarRef = useRef<HTMLDivElement | null>(null);
  const importInput = useRef<HTMLInputElement | null>(null);
  const areaRef = useRef<HTMLDivElement | null>(null);

  // A fit keeps the drawing clear of the panels open over the canvas (Design Tools, Layers, Properties, the
  // command line and drafting aids): they are measured when a fit asks, in px from the canvas's corner.
  useEffect(() => {
    store.setPanelsOverCanvas(() => {
      const area = areaRef.current?.getBoundingClientRect();
      if (!area) return [];
      return [...document.querySelectorAll<HTMLElement>('[data-editor-panel]')].map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left - area.left, y: r.top - area.top, width: r.width, height: r.height };
      });
    });
    return () => store.setPanelsOverCanvas(() => []);
  }, [store]);
  const home = useCallback(() => panelHome(toolbarRef.current?.getBoundingClientRect() ?? null), []);

  // The panel starts at the spec's (50, 100) unless that spot is over the toolbar (see panelHome).
  useEffect(() => {
    const start = store.getState().panelPosition;
    const at = home();
    if (start.x !== at.x || start.y !== at.y) store.locateToolbar(at);
  }, [store, home]);

  // What the actions ask of the screen: saving, the dialogs, pages (Ctrl+S, the command line, the toolbar).
  const { onSave, onAddPage } = props;
  const canExport = props.onExport !== undefined;
  const canSend = props.sendToProject !== undefined;
  const canImport = importDxf !== undefined;
  useEffect(() => {
    const host: ActionHost = {
      save: onSave,
      addPage: onAddPage,
      managePages: () => setManaging(true),
      locateToolbar: () => store.locateToolbar(home()),
      ...(canExport ? { openExport: () => setExportOpen(true) } : {}),
      ...(canSend ? { openSendToProject: () => setSendOpen(true) } : {}),
      ...(canImport ? { importDxf: () => importInput.current?.click() } : {}),
    };
    input.setHost(host);
  }, [input, store, home, onSave, onAddPage, canExport, canSend, canImport]);
  /** A toolbar button runs its registry action, as its key and its command name do. */
  const run = (id: string) => () => void actionById(id).run(input.actionContext, { from: 'button' });

  const pagesKey = useEditorState(store, selectPagesKey);
  const pages = useMemo<ToolbarPage[]>(
    () =>
      pagesKey === ''
        ? []
        : pagesKey.split('\u0001').map((entry) => {
            const [id = '', name = ''] = entry.split(SEP);
            return { id, name };
          }),
    [pagesKey],
  );
  const currentPageId = useEditorState(store, selectCurrentPage);
  const unit = useEditorState(store, selectUnit);
  const snapToAngle = useEditorState(store, selectSnap);

  useEffect(
    () => store.onMessage((m) => toast.show(m.text, { severity: m.severity, durationMs: TOAST_MS_EDITOR })),
    [store, toast],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return;
      if (input.keyDown({ key: e.key, code: e.code, ctrl: e.ctrlKey, meta: e.metaKey, shift: e.shiftKey }))
        e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [input]);

  const openMenu = useCallback(
    (at: { x: number; y: number }, elementId: string | null) => {
      if (elementId && !store.getState().selection.includes(elementId)) store.select([elementId]);
      setMenuAt(at);
    },
    [store],
  );

  const deletePages = async (ids: string[]) => {
    setDeleting(true);
    try {
      await props.onDeletePages(ids);
    } finally {
      setDeleting(false);
      setManaging(false);
    }
  };

  const loadingText =
    props.loading === 'pages' ? LOADING_PAGES_TEXT : props.loading === 'design' ? LOADING_DESIGN_TEXT : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, height: '100%' }}>
      <Box ref={toolbarRef} sx={{ flexShrink: 0 }}>
        <WorkspaceToolbar
          store={store}
          designName={props.designName}
          unit={unit}
          onUnitChange={(u) => store.setUnit(u)}
          snapToAngle={snapToAngle}
          onSnapToAngleChange={(on) => {
            if (on !== store.getState().snapToAngle) run('snap-angle')();
          }}
          pages={pages}
          currentPageId={currentPageId}
          onSelectPage={(id) => store.selectPage(id)}
          revisions={props.revisions}
          selectedRevisionId={props.selectedRevisionId}
          onSelectRevision={props.onSelectRevision}
          formatSavedAt={props.formatSavedAt}
          onAddPage={run('add-page')}
          addingPage={props.addingPage}
          onManagePages={run('manage-pages')}
          onLocateToolbar={run('locate-toolbar')}
          onZoomIn={run('zoom-in')}
          onZoomOut={run('zoom-out')}
          onReset={run('reset-view')}
          onZoomToFit={run('zoom-extents')}
          onUndo={run('undo')}
          onRedo={run('redo')}
          onSave={run('save')}
          saving={props.saving}
          {...(props.onExport ? { onExport: run('export') } : {})}
          {...(props.sendToProject ? { onSendToProject: run('send-to-project') } : {})}
          {...(importDxf
            ? {
                importDxf: {
                  onChoose: (file: File) => void runImport(file),
                  onOpen: run('import-dxf'),
                  input: importInput,
                },
                importing,
              }
            : {})}
        />
      </Box>
      <Box ref={areaRef} sx={{ position: 'relative', flex: 1, minHeight: 600 }} data-testid="editor-area">
        {loadingText ? (
          <Stack
            spacing={2}
            sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}
          >
            <CircularProgress />
            <Typography>{loadingText}</Typography>
          </Stack>
        ) : (
          <>
            <EditorCanvas store={store} input={input} onContextMenu={openMenu} />
            <InlineTextInput store={store} />
            {props.underlays ? (
              <LazyUnderlayControls
                store={store}
                source={props.underlays}
                open={underlaysOpen}
                onClose={() => setUnderlaysOpen(false)}
              />
            ) : null}
            <LayersPanel store={store} />
            <SnapBadge store={store} />
            <CursorLabel store={store} />
            <CommandAtCursor store={store} input={input} />
            <DynamicInput
              store={store}
              onCommit={() => input.commitTyped()}
              onCancel={() => input.cancel()}
            />
            <Box
              data-editor-panel
              sx={{
                position: 'absolute',
                left: 8,
                bottom: 8,
                zIndex: 2,
                display: 'grid',
                gap: 1,
                justifyItems: 'start',
              }}
            >
              <LazyMeasureReadout store={store} />
              <CommandBar store={store} input={input} />
              <DraftingBar store={store} />
            </Box>
            <Box data-editor-panel sx={{ position: 'absolute', right: 8, bottom: 8, zIndex: 2 }}>
              <PropertiesPanel store={store} />
            </Box>
          </>
        )}
      </Box>
      <DesignToolsPanel
        store={store}
        context={input.actionContext}
        {...(props.underlays ? { onUnderlays: () => setUnderlaysOpen(true) } : {})}
      />
      <LazyShortcutsDialog store={store} />
      <LazyArrayDialogHost store={store} />
      <LazyEditorContextMenu
        store={store}
        context={input.actionContext}
        anchor={menuAt}
        onClose={() => setMenuAt(null)}
      />
      {/* One boundary each: a dialog loading never hides another that is open. */}
      <Suspense fallback={null}>
        {props.onExport && exportOpen && currentPageId ? (
          <ExportDialog
            open
            onClose={() => setExportOpen(false)}
            pageName={pages.find((p) => p.id === currentPageId)?.name ?? ''}
            pagePosition={Math.max(1, pages.findIndex((p) => p.id === currentPageId) + 1)}
            pageBounds={pageBounds(store.getPages().find((p) => p.id === currentPageId))}
            pageMargins={pageMargins(
              store.getPages().find((p) => p.id === currentPageId),
              unit,
            )}
            largestPageBounds={largestPageBox(store.getPages())}
            largestPageMargins={largestPageMargins(store.getPages(), unit)}
            pageCount={pages.length}
            unit={unit}
            onExport={(choices) =>
              props.onExport ? props.onExport(choices, currentPageId) : Promise.resolve()
            }
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {props.sendToProject && sendOpen && currentPageId ? (
          <SendToProjectDialog
            open
            onClose={() => setSendOpen(false)}
            pageName={pages.find((p) => p.id === currentPageId)?.name ?? ''}
            pagePosition={Math.max(1, pages.findIndex((p) => p.id === currentPageId) + 1)}
            pageCount={pages.length}
            projectId={props.sendToProject.projectId}
            loadProjects={props.sendToProject.loadProjects}
            onSend={(choices) =>
              props.sendToProject ? props.sendToProject.onSend(choices, currentPageId) : Promise.resolve()
            }
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {managing || managedOnce ? (
          <PageManagerDialog
            open={managing}
            pages={pages}
            onClose={() => setManaging(false)}
            onDeleteSelected={(ids) => void deletePages(ids)}
            deleting={deleting}
          />
        ) : null}
      </Suspense>
    </Box>
  );
}

// The page the editor benchmark (and manual screenshots) load: the real FloorDesignWorkspace on a seeded
// page. ?n=<elements> picks the drawing shown at start (default 300); the benchmark starts from ?n=0 and
// opens its own design.
import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '../../../src/client/ui/DesignSystemProvider';
import { FloorDesignWorkspace } from '../../../src/client/editor/FloorDesignWorkspace';
import { EditorStore } from '../../../src/client/editor/store/EditorStore';
import { seededPage } from '../../../src/client/editor/demo/seededPage';
import { measureEditor, type EditorFigures } from './measure';
import { createSequentialIdSource, seededRandom } from '../../../src/core/model/ids';

window.__DRAFTROOM_TEST__ = true;
// The benchmark's measuring code ships in the page; the suite only calls it.
(window as unknown as { __runEditorBench: (size: number) => Promise<EditorFigures> }).__runEditorBench = (
  size,
) => {
  const hook = window.__draftroomEditor;
  if (!hook) throw new Error('The editor has not started.');
  return measureEditor(hook, size);
};
const params = new URLSearchParams(location.search);
const n = Number(params.get('n') ?? '300');
const store = new EditorStore({ ids: createSequentialIdSource('new'), random: seededRandom(3) });
store.loadPages([
  seededPage(Number.isFinite(n) ? n : 300),
  { version: 4, id: 'empty', name: 'Page 2', elements: [], layers: [] },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <DesignSystemProvider>
    <div style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <FloorDesignWorkspace
        store={store}
        designName="Bench design"
        revisions={[{ id: 1, version_number: 1, saved_at: '2025-01-02T10:30:00Z' }]}
        selectedRevisionId={null}
        onSelectRevision={() => undefined}
        onSave={() => undefined}
        onAddPage={() => undefined}
        onDeletePages={(ids) => store.removePages(ids)}
      />
    </div>
  </DesignSystemProvider>,
);

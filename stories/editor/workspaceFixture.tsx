import { useState } from 'react';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FloorDesignWorkspace } from '../../src/client/editor/FloorDesignWorkspace';
import type { EditorStoreOptions } from '../../src/client/editor/store/EditorStore';
import { EditorStore } from '../../src/client/editor/store/EditorStore';
import { createSequentialIdSource, seededRandom } from '../../src/core/model/ids';

/*
 * What the stories of the whole editor workspace share: a store made the same way (sequential "story" ids, a
 * fixed random seed) and kept for the play functions, the workspace filling the frame with its callbacks
 * stubbed, and the waits and pointer events the plays use.
 */

let current: EditorStore | null = null;

/** The store of the workspace story on screen, for play functions to assert on the document. */
export function storyStore(): EditorStore {
  if (!current) throw new Error('no workspace story is rendered');
  return current;
}

/** The story's store, made and set up once (on its first render). */
export function useWorkspaceStore(
  setUp: (store: EditorStore) => void,
  options: Omit<EditorStoreOptions, 'ids' | 'random'> = {},
): EditorStore {
  const [store] = useState(() => {
    const s = new EditorStore({
      ids: createSequentialIdSource('story'),
      random: seededRandom(5),
      ...options,
    });
    setUp(s);
    return s;
  });
  current = store;
  return store;
}

type WorkspaceProps = ComponentProps<typeof FloorDesignWorkspace>;

/** The workspace at full height, without revisions and with its callbacks stubbed unless the story gives them. */
export function WorkspaceFrame(
  props: Pick<WorkspaceProps, 'store' | 'designName'> & Partial<WorkspaceProps>,
) {
  return (
    <div style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <FloorDesignWorkspace
        revisions={[]}
        selectedRevisionId={null}
        onSelectRevision={fn()}
        onSave={fn()}
        onAddPage={fn()}
        onDeletePages={fn()}
        {...props}
      />
    </div>
  );
}

/** The canvas is drawn once `data-ready="true"` is set: the screenshot must wait for it. */
export async function canvasReady(canvasElement: HTMLElement): Promise<HTMLElement> {
  const host = await within(canvasElement).findByTestId('editor-canvas');
  await waitFor(() => expect(host).toHaveAttribute('data-ready', 'true'), { timeout: 15_000 });
  return host;
}

/** A primary-button pointer event at (x, y) in the canvas host's own pixels. */
export function pointer(host: HTMLElement, type: string, x: number, y: number): void {
  const r = host.getBoundingClientRect();
  host.dispatchEvent(
    new PointerEvent(type, {
      clientX: r.left + x,
      clientY: r.top + y,
      button: 0,
      pointerId: 1,
      bubbles: true,
    }),
  );
}

import type { Application } from 'pixi.js';
import type { EditorStore } from './store/EditorStore';
import type { EditorInput } from './tools/EditorInput';
import type { EditorView } from './render/EditorView';

/** What Playwright tests and the browser benchmark reach as `window.__draftroomEditor`. */
export interface EditorDevHook {
  readonly store: EditorStore;
  readonly input: EditorInput;
  readonly view: EditorView;
  readonly app: Application;
}

declare global {
  interface Window {
    __draftroomEditor?: EditorDevHook;
    /** Set by a test's init script to get the hook in a production build. */
    __DRAFTROOM_TEST__?: boolean;
  }
}

/** Development builds, Vitest, and pages that opt in before the app loads; never a normal production visit. */
export const devHookEnabled = (): boolean =>
  import.meta.env.DEV || import.meta.env.MODE === 'test' || window.__DRAFTROOM_TEST__ === true;

export function installDevHook(hook: EditorDevHook): () => void {
  if (!devHookEnabled()) return () => undefined;
  window.__draftroomEditor = hook;
  return () => {
    if (window.__draftroomEditor === hook) delete window.__draftroomEditor;
  };
}

import type { EditorStore } from '../store/EditorStore';
import type { ActionContext } from './types';

/**
 * An action context of the store alone: for a panel shown without the editor's input (stories). Commands of the
 * command line cannot start there, and nothing else runs to be put down.
 */
export function storeActionContext(store: EditorStore): ActionContext {
  return {
    store,
    host: {},
    commands: { startCommand: () => false, interrupt: () => undefined, cancel: () => false },
  };
}

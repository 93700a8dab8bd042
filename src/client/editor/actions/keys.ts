import type { KeyInput } from '../tools/toolTypes';
import type { EditorAction, KeyBinding, KeyContext } from './types';

/** Whether a key press is this binding (Ctrl and ⌘ are one modifier). */
export function keyMatches(binding: KeyBinding, k: KeyInput): boolean {
  if ((binding.ctrl ?? false) !== (k.ctrl || k.meta)) return false;
  if (binding.shift !== undefined && binding.shift !== k.shift) return false;
  if (binding.code !== undefined) return k.code === binding.code;
  return k.key.toLowerCase() === binding.key.toLowerCase();
}

const contextOf = (b: KeyBinding): KeyContext => b.context ?? 'editor';

/** Whether two contexts can hold at once (the editor's keys work in every other context). */
export function contextsOverlap(a: KeyContext, b: KeyContext): boolean {
  if (a === b || a === 'editor' || b === 'editor') return true;
  return (a === 'door-tool' && b === 'opening-tool') || (a === 'opening-tool' && b === 'door-tool');
}

/** Whether one key press could match both bindings (the same key, modifiers that can both hold). */
export function bindingsClash(a: KeyBinding, b: KeyBinding): boolean {
  if ((a.ctrl ?? false) !== (b.ctrl ?? false)) return false;
  if (a.shift !== undefined && b.shift !== undefined && a.shift !== b.shift) return false;
  const same =
    a.code !== undefined || b.code !== undefined
      ? a.code === b.code
      : a.key.toLowerCase() === b.key.toLowerCase();
  return same && contextsOverlap(contextOf(a), contextOf(b));
}

/** The action a key press runs among `actions`, in the contexts that hold now; null when none. */
export function actionForKey(
  actions: readonly EditorAction[],
  k: KeyInput,
  active: ReadonlySet<KeyContext>,
): { action: EditorAction; binding: KeyBinding } | null {
  for (const action of actions)
    for (const binding of action.keys ?? [])
      if (active.has(contextOf(binding)) && keyMatches(binding, k)) return { action, binding };
  return null;
}

const KEY_NAMES: Readonly<Record<string, string>> = {
  ' ': 'Space',
  arrowleft: '←',
  arrowright: '→',
  arrowup: '↑',
  arrowdown: '↓',
};

/** A binding as people write it: Ctrl+Shift+Z, Shift+1, Delete, F8, D. */
export function formatBinding(b: KeyBinding): string {
  const key = b.code?.startsWith('Digit') ? b.code.slice('Digit'.length) : b.key;
  const name = KEY_NAMES[key.toLowerCase()] ?? (key.length === 1 ? key.toUpperCase() : key);
  return [b.ctrl ? 'Ctrl' : null, b.shift ? 'Shift' : null, name].filter((p) => p !== null).join('+');
}

/** An action's keys as the dialog and tooltips show them ("Ctrl+Shift+Z or Ctrl+Y"), or null without keys. */
export function formatKeys(action: EditorAction): string | null {
  if (action.keysLabel) return action.keysLabel;
  const keys = action.keys ?? [];
  if (keys.length === 0) return null;
  return [...new Set(keys.map(formatBinding))].join(' or ');
}

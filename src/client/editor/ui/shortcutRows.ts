import { formatKeys } from '../actions/keys';
import { EDITOR_ACTIONS, INPUT_GESTURES } from '../actions/registry';
import type { ActionGroup, EditorAction } from '../actions/types';
import { ACTION_GROUPS } from '../actions/types';

/** One row of the shortcuts dialog: the keys (or a command name and aliases) and what they do. */
export interface ShortcutRow {
  readonly keys: string;
  readonly action: string;
}

export interface ShortcutSection {
  readonly title: string;
  readonly rows: readonly ShortcutRow[];
}

const does = (a: EditorAction): string => a.description ?? a.label;

/**
 * The shortcuts dialog's sections, generated from the action registry: every key of every action and every key the
 * tools read, by group; then every command the command line knows, with its aliases.
 */
export function shortcutSections(actions: readonly EditorAction[] = EDITOR_ACTIONS): ShortcutSection[] {
  const byGroup = (group: ActionGroup): ShortcutRow[] => [
    ...actions.flatMap((a) => {
      const keys = a.group === group ? formatKeys(a) : null;
      return keys ? [{ keys, action: does(a) }] : [];
    }),
    ...INPUT_GESTURES.filter((g) => g.group === group).map((g) => ({ keys: g.keys, action: g.description })),
  ];
  const sections = ACTION_GROUPS.map((title) => ({ title, rows: byGroup(title) })).filter(
    (s) => s.rows.length > 0,
  );
  const commands = actions
    .filter((a) => a.command && a.command.length > 0)
    .map((a) => ({ keys: (a.command as readonly string[]).join(', '), action: does(a) }))
    .sort((p, q) => p.keys.localeCompare(q.keys));
  return [...sections, { title: 'Commands (type at the cursor, then Enter or Space)', rows: commands }];
}

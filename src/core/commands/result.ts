import type { Page } from '../model/page';

/** How the editor's history treats a command's page (see history/history.ts `applyCommand`). */
export type HistoryMode = 'record' | 'squash' | 'ignore';

/**
 * Every command is `(page, args) -> CommandResult`. Failures are values carrying the exact alert text the
 * user sees (spec section 5), never exceptions, and never a modified page.
 */
export type CommandResult =
  | { readonly ok: true; readonly page: Page; readonly description: string; readonly history: HistoryMode }
  | { readonly ok: false; readonly error: string };

export const fail = (error: string): CommandResult => ({ ok: false, error });

export const done = (page: Page, description: string, history: HistoryMode = 'record'): CommandResult => ({
  ok: true,
  page,
  description,
  history,
});

/** Exact alert texts of spec section 5. */
export const ALERTS = {
  linesDoNotIntersect: 'Lines do not intersect.',
  linesMustConnect: 'Lines must connect at one point.',
  breakApartOnly: 'Only rectangles or grouped lines can be broken apart.',
} as const;

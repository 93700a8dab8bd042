import type { FontStyle } from '../model/elements';
import { clampFontSize } from '../model/factories';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import type { CommandResult } from './result';
import { done, fail } from './result';
import { mapElements } from './pageEdit';

export const MAX_TEXT_LENGTH = 10_000;

/** Commits the inline text input (Enter or blur). */
export function setText(page: Page, args: { readonly id: string; readonly text: string }): CommandResult {
  const el = page.elements.find((e) => e.id === args.id);
  if (!el || el.type !== 'text') return fail('Select a text to edit.');
  if (args.text.length > MAX_TEXT_LENGTH) return fail(`Text is limited to ${MAX_TEXT_LENGTH} characters.`);
  const next = mapElements(page, new Set([el.id]), (e) =>
    finalizeElement({ ...e, text: args.text } as typeof el),
  );
  return done(next, 'Edit text');
}

export interface TextStyle {
  readonly fontSize?: number;
  readonly fill?: string;
  readonly fontStyle?: FontStyle;
}

/** Text styling from the context menu; font sizes outside 8–96 are clamped. */
export function setTextStyle(
  page: Page,
  args: { readonly ids: readonly string[] } & TextStyle,
): CommandResult {
  const ids = new Set(
    page.elements.filter((e) => e.type === 'text' && args.ids.includes(e.id)).map((e) => e.id),
  );
  if (ids.size === 0) return fail('Select a text to style.');
  const next = mapElements(page, ids, (e) =>
    e.type !== 'text'
      ? e
      : finalizeElement({
          ...e,
          // Text with a true (plotted) height follows the font size in proportion: 32 draws it twice as tall.
          ...(e.height !== undefined && args.fontSize !== undefined
            ? { height: (e.height * clampFontSize(args.fontSize)) / e.fontSize }
            : {}),
          fontSize: args.fontSize === undefined ? e.fontSize : clampFontSize(args.fontSize),
          fill: args.fill ?? e.fill,
          fontStyle: args.fontStyle ?? e.fontStyle,
        }),
  );
  return done(next, 'Style text');
}

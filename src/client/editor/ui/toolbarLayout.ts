// Which toolbar groups fit on the editor's one-row toolbar. A toolbar that wraps grows under the Design Tools
// panel (it starts at the spec's (50, 100), 40 px under the 60 px shell header), so instead of wrapping the
// groups that do not fit move, in a fixed order, into the "More actions" menu at the row's end.

/** The groups that may leave the row, in the order they leave it (least used first). */
export const OVERFLOW_ORDER = ['locate', 'pages', 'snap', 'zoom'] as const;
export type OverflowGroup = (typeof OVERFLOW_ORDER)[number];

/** The toolbar row's height: the shell header (60) plus this is the spec's panel start y (100). */
export const TOOLBAR_HEIGHT = 40;

export interface ToolbarMeasure {
  /** The row's inner width (client width minus padding). */
  readonly available: number;
  /** The width the row's content takes now, gaps included, with the groups in `hidden` left out. */
  readonly needed: number;
  /** What is in the menu now. */
  readonly hidden: readonly OverflowGroup[];
  /** Each group's width plus its gap, as last measured on the row. */
  readonly widths: Readonly<Record<OverflowGroup, number>>;
  /** The "More actions" button plus its gap. */
  readonly moreButton: number;
}

/**
 * The groups to show in the menu: none when everything fits; otherwise groups leave in OVERFLOW_ORDER until
 * the rest plus the menu button fit. Answers the same for the same row whatever is hidden now, so measuring
 * again after the change never flips it back.
 */
export function overflowGroups(m: ToolbarMeasure): OverflowGroup[] {
  const width = (g: OverflowGroup) => Math.max(0, m.widths[g]);
  const shownNow = OVERFLOW_ORDER.filter((g) => !m.hidden.includes(g));
  const fixed =
    m.needed - shownNow.reduce((sum, g) => sum + width(g), 0) - (m.hidden.length > 0 ? m.moreButton : 0);
  let total = fixed + OVERFLOW_ORDER.reduce((sum, g) => sum + width(g), 0);
  if (total <= m.available) return [];
  total += m.moreButton;
  const hidden: OverflowGroup[] = [];
  for (const g of OVERFLOW_ORDER) {
    if (total <= m.available) break;
    hidden.push(g);
    total -= width(g);
  }
  return hidden;
}

export const sameGroups = (a: readonly OverflowGroup[], b: readonly OverflowGroup[]): boolean =>
  a.length === b.length && a.every((g, i) => g === b[i]);

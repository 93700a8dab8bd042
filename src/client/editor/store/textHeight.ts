import { designPlotRatio, textHeightForPlot } from '../../../core/annotation/plotSize';
import type { EditorStore } from './EditorStore';

/**
 * The height new text takes (issue 13 item 6): the lettering height (3/32", 2.5 mm) on paper at the design's plot
 * scale, measured from what the page holds. An empty page has nothing to plot against: its text keeps the spec's
 * size 16 (undefined here).
 */
export function defaultTextHeight(store: EditorStore): number | undefined {
  const extent = store.getIndex().extent();
  if (!extent) return undefined;
  const { unit } = store.getState();
  return textHeightForPlot(designPlotRatio(extent, unit), unit);
}

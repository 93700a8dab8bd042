import { designPlotRatio, textHeightForPlot } from '../../../core/annotation/plotSize';
import { CANVAS_SIZE } from '../../../core/model/constants';
import type { EditorStore } from './EditorStore';

/**
 * The height new text takes (issue 13 item 6): the lettering height (3/32", 2.5 mm) on paper at the design's plot
 * scale, once the page holds a true-scale plan — a drawing larger than the spec's 2000-unit canvas (about 21").
 * An empty page, or a sketch within the canvas, keeps the spec's size 16 (undefined here): a plan's 4 1/2"
 * lettering would dwarf it.
 */
export function defaultTextHeight(store: EditorStore): number | undefined {
  const extent = store.getIndex().extent();
  if (!extent || Math.max(extent.maxX - extent.minX, extent.maxY - extent.minY) <= CANVAS_SIZE)
    return undefined;
  const { unit } = store.getState();
  return textHeightForPlot(designPlotRatio(extent, unit), unit);
}

import { renderAsync } from '@resvg/resvg-js';
import { planToSvg } from '../../core/generate/svg';
import type { Plan } from '../../core/generate/types';

/**
 * Pixels per story across (stories are drawn side by side), and the widest picture made: the PNG encoding below
 * runs on the event loop and grows with the pixels, so more stories share the width beyond two.
 */
const WIDTH_PER_STORY_PX = 1600;
const MAX_WIDTH_PX = 3200;

/**
 * A plan's mockup: the same drawing as its preview SVG, as a PNG on a white ground. resvg parses, lays out the
 * text and rasterises on libuv's thread pool (renderAsync: 30–90 ms for one story, too long to hold the event
 * loop); only asPng(), which has no async form, encodes on the loop (see the adopt bench suite).
 */
export async function renderPlanPng(plan: Plan): Promise<Uint8Array> {
  const widthPx = Math.min(MAX_WIDTH_PX, WIDTH_PER_STORY_PX * plan.stories.length);
  const svg = planToSvg(plan, { widthPx });
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: true } });
  return image.asPng();
}

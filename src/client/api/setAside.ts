import { DRAWING_VERSION } from '../../contract/drawing';
import { canonicalElements } from '../../contract/elementText';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The answer with its pages' elements set aside, each page's checked by the contract's fast element check
 * (contract/elementText.ts: it accepts only what ElementSchema accepts, with the same output), so zod checks only
 * the rest — jitless zod took most of a 50,000-element design's opening. Null when a page is not of the current
 * version or an element is not sure: then zod checks everything, as before.
 */
export function setAside(json: unknown, field: string): { rest: unknown; elements: unknown[][] } | null {
  if (!isRecord(json)) return null;
  const pages = json[field];
  if (!Array.isArray(pages)) return null;
  const elements: unknown[][] = [];
  const bare: unknown[] = [];
  for (const page of pages as unknown[]) {
    if (!isRecord(page) || page.version !== DRAWING_VERSION) return null;
    const checked = canonicalElements(page.elements);
    if (!checked) return null;
    elements.push(checked);
    bare.push({ ...page, elements: [] });
  }
  return { rest: { ...json, [field]: bare }, elements };
}

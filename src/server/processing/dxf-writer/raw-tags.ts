import type { EntityRecord } from '../../../formats/dxf/document';
import type { DxfTags } from '../../../formats/dxf/tags';
import { tagNumber, tagString } from '../../../formats/dxf/tags';

/**
 * An entity's or table entry's own group codes as written: the first value of each code, and every value of the
 * codes that repeat (text chunks, clip vertices). Application groups (102) are skipped; embedded objects (101)
 * and extended data (1000+) end it, as their codes mean something else.
 */
export class RawTags {
  private readonly first = new Map<number, number>();
  private readonly every = new Map<number, number[]>();

  constructor(
    private readonly tags: DxfTags,
    rec: { start: number; end: number },
  ) {
    let inGroup = false;
    for (let i = rec.start + 1; i < rec.end; i += 1) {
      const code = tags.codes[i] as number;
      if (code === 102) {
        inGroup = tagString(tags, i).trim().startsWith('{');
        continue;
      }
      if (inGroup) continue;
      if (code === 101 || code >= 1000) break;
      if (!this.first.has(code)) this.first.set(code, i);
      let list = this.every.get(code);
      if (!list) this.every.set(code, (list = []));
      list.push(i);
    }
  }

  has(code: number): boolean {
    return this.first.has(code);
  }

  /** The code's value as a number, `fallback` when absent or unreadable. */
  num(code: number, fallback: number): number {
    const i = this.first.get(code);
    if (i === undefined) return fallback;
    const v = tagNumber(this.tags, i);
    return Number.isFinite(v) ? v : fallback;
  }

  /** The code's value as text (untrimmed: leading spaces of a text value are the author's), `fallback` when absent. */
  str(code: number, fallback = ''): string {
    const i = this.first.get(code);
    return i === undefined ? fallback : tagString(this.tags, i);
  }

  /** Every value of a repeating code, in file order. */
  all(code: number): string[] {
    return (this.every.get(code) ?? []).map((i) => tagString(this.tags, i));
  }

  allNumbers(code: number): number[] {
    return (this.every.get(code) ?? []).map((i) => tagNumber(this.tags, i));
  }

  /** Every (code, value) in order, for table entries copied whole. */
  pairs(keep: (code: number) => boolean): [number, string][] {
    const out: [number, number][] = [];
    for (const [code, list] of this.every) if (keep(code)) for (const i of list) out.push([code, i]);
    return out.sort((a, b) => a[1] - b[1]).map(([code, i]) => [code, tagString(this.tags, i).trim()]);
  }
}

export const rawTags = (tags: DxfTags, rec: EntityRecord | { start: number; end: number }): RawTags =>
  new RawTags(tags, rec);

/**
 * A minimal ASCII DXF writer: group-code/value pairs and a handle counter. Numbers are written in plain
 * decimal (no exponent) to a millionth of a drawing unit, which every reader accepts.
 */
export class DxfHandles {
  private next = 0x20;

  take(): string {
    return (this.next++).toString(16).toUpperCase();
  }

  /** $HANDSEED: larger than every handle in the file. */
  get seed(): string {
    return this.next.toString(16).toUpperCase();
  }
}

/** Text kept per chunk: a big drawing is held as a few thousand flat strings, not millions of small ones. */
const CHUNK_CHARS = 64 * 1024;

/** Sections are written into separate writers (entities before tables) that share one handle sequence. */
export class DxfWriter {
  private readonly done: string[] = [];
  private parts: string[] = [];
  private partsLength = 0;

  constructor(readonly handles: DxfHandles) {}

  handle(): string {
    return this.handles.take();
  }

  pair(code: number, value: string | number): this {
    const text = `${code}\n${typeof value === 'number' ? dxfNumber(value, code) : value}\n`;
    this.parts.push(text);
    this.partsLength += text.length;
    // Joined into one flat string per chunk: millions of small strings would cost more than their characters.
    if (this.partsLength >= CHUNK_CHARS) this.seal();
    return this;
  }

  private seal(): void {
    this.done.push(this.parts.join(''));
    this.parts = [];
    this.partsLength = 0;
  }

  /** The text in order, as pieces of about CHUNK_CHARS; none at all when nothing was written. */
  chunks(): string[] {
    if (this.parts.length > 0) this.seal();
    return [...this.done];
  }

  toString(): string {
    return this.chunks().join('');
  }
}

/** Integer and boolean group codes (60–99, 170–179, 270–299, 370–389, 420–459 true colours) carry no decimals. */
const isIntegerCode = (code: number): boolean =>
  (code >= 60 && code <= 99) ||
  (code >= 170 && code <= 179) ||
  (code >= 270 && code <= 299) ||
  (code >= 370 && code <= 389) ||
  (code >= 420 && code <= 459);

export function dxfNumber(v: number, code = 10): string {
  if (isIntegerCode(code)) return String(Math.round(v));
  const r = Math.round(v * 1e6) / 1e6;
  if (r === 0) return '0.0';
  const s = r.toFixed(6).replace(/0+$/, '');
  return s.endsWith('.') ? `${s}0` : s;
}

/** DXF text is single-line ASCII in R2000: non-ASCII characters become \U+XXXX escapes. */
export const dxfText = (s: string): string =>
  s
    .replace(/[\r\n]+/g, ' ')
    .replace(
      /[^\x20-\x7e]/g,
      (c) => `\\U+${(c.codePointAt(0) ?? 63).toString(16).toUpperCase().padStart(4, '0')}`,
    );

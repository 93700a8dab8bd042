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

/** Sections are written into separate writers (entities before tables) that share one handle sequence. */
export class DxfWriter {
  private readonly out: string[] = [];

  constructor(readonly handles: DxfHandles) {}

  handle(): string {
    return this.handles.take();
  }

  pair(code: number, value: string | number): this {
    this.out.push(String(code), typeof value === 'number' ? dxfNumber(value, code) : value);
    return this;
  }

  /** Each pair on its own lines; nothing at all when empty, so empty sections joined as text add no blank line. */
  toString(): string {
    return this.out.length === 0 ? '' : this.out.join('\n') + '\n';
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

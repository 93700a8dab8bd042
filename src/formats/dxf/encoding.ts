import { quoteExcerpt } from '../quote';

/** Maps $DWGCODEPAGE names to WHATWG TextDecoder labels (the ANSI code pages AutoCAD writes before R2007). */
const CODEPAGE_LABELS: Record<string, string> = {
  ANSI_874: 'windows-874',
  ANSI_932: 'shift_jis',
  ANSI_936: 'gbk',
  ANSI_949: 'euc-kr',
  ANSI_950: 'big5',
  ANSI_1250: 'windows-1250',
  ANSI_1251: 'windows-1251',
  ANSI_1252: 'windows-1252',
  ANSI_1253: 'windows-1253',
  ANSI_1254: 'windows-1254',
  ANSI_1255: 'windows-1255',
  ANSI_1256: 'windows-1256',
  ANSI_1257: 'windows-1257',
  ANSI_1258: 'windows-1258',
  DOS866: 'ibm866',
  UTF8: 'utf-8',
  'UTF-8': 'utf-8',
};

export interface EncodingChoice {
  label: string;
  warning: string | null;
}

/** Reads a header variable's value from the first bytes without decoding the whole file (ASCII files only). */
export function sniffHeaderValue(head: string, variable: string): string | null {
  const at = head.indexOf(variable);
  if (at < 0) return null;
  const lines = head.slice(at + variable.length, at + variable.length + 200).split(/\r\n|\r|\n/);
  // lines[0] is the rest of the variable line, lines[1] the group code, lines[2] the value.
  const value = lines[2];
  return value === undefined ? null : value.trim();
}

export function codepageLabel(codepage: string | null): EncodingChoice {
  if (codepage === null || codepage === '') return { label: 'windows-1252', warning: null };
  const label = CODEPAGE_LABELS[codepage.toUpperCase()];
  if (label) return { label, warning: null };
  return {
    label: 'windows-1252',
    warning: `Unsupported code page ${quoteExcerpt(codepage)}; text was read as Windows-1252 and accents may be wrong`,
  };
}

function hasHighBytes(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i += 1) if ((bytes[i] as number) >= 0x80) return true;
  return false;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * R2007+ files are UTF-8 by definition. Older files use $DWGCODEPAGE, but many modern exporters write UTF-8 into
 * R12 files anyway; Windows-1252 text almost never forms valid multi-byte UTF-8, so valid UTF-8 wins.
 */
export function chooseTextEncoding(
  bytes: Uint8Array,
  version: string | null,
  codepage: string | null,
): EncodingChoice {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: 'utf-8', warning: null };
  if (version !== null && version >= 'AC1021') return { label: 'utf-8', warning: null };
  if (!hasHighBytes(bytes)) return { label: 'utf-8', warning: null };
  if (isValidUtf8(bytes)) return { label: 'utf-8', warning: null };
  return codepageLabel(codepage);
}

export function makeDecoder(label: string): TextDecoder {
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

const SPECIAL_CODES: Record<string, string> = { c: '\u00d8', d: '\u00b0', p: '\u00b1' };

/**
 * Decodes the escapes AutoCAD puts in text values: \U+XXXX (Unicode code point) and the %% control codes
 * (%%c diameter, %%d degree, %%p plus-minus, %%nnn character code, %%% percent, %%u/%%o underline/overline toggles
 * which have no plain-text form).
 */
export function decodeDxfEscapes(text: string): string {
  if (text.indexOf('\\U+') < 0 && text.indexOf('\\u+') < 0 && text.indexOf('%%') < 0) return text;
  return text
    .replace(/\\[Uu]\+([0-9A-Fa-f]{4})/g, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/%%(\d{3}|[cdpCDPuUoOkK%])/g, (_m, code: string) => {
      if (/^\d{3}$/.test(code)) return String.fromCharCode(parseInt(code, 10));
      if (code === '%') return '%';
      return SPECIAL_CODES[code.toLowerCase()] ?? '';
    });
}

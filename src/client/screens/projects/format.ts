// How project values read on screen. Dates use the viewer's time zone unless one is given (tests pass UTC).
import { groupThousands } from '../../ui/groupThousands';

const EMPTY = '—';

function validDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Formatters are made once per style and time zone: making one costs far more than formatting with it, and a
// page of the project list formats a hundred values.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${withTime ? 'datetime' : 'date'} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}
// Made on first use, not when the module loads: the first formatter of a page costs ~20 ms of ICU set-up, on the
// project list's way to its first row. Most values never need it (see formatNumber).
let numberFormat: Intl.NumberFormat | undefined;

/** A number whose shortest text has at most 3 decimals (Intl's default), without an exponent: "1850", "-2.5". */
const PLAIN_NUMBER = /^(-?)(\d+)(\.\d{1,3})?$/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * What Intl's en-US `dateStyle: 'medium'` writes, in the viewer's time zone or UTC, for years 1000–9999 (else
 * null): the project list's first row shows a date, and a page's first Intl formatter costs ~20 ms of ICU set-up.
 */
function plainDate(date: Date, timeZone: string | undefined): string | null {
  if (timeZone !== undefined && timeZone !== 'UTC') return null;
  const utc = timeZone === 'UTC';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (year < 1000 || year > 9999) return null;
  const day = utc ? date.getUTCDate() : date.getDate();
  return `${MONTHS[utc ? date.getUTCMonth() : date.getMonth()] ?? ''} ${day}, ${year}`;
}

/** "Mar 4, 2025"; a value that is not a date is shown as it came. */
export function formatDate(value: string, timeZone?: string): string {
  const date = validDate(value);
  return date ? (plainDate(date, timeZone) ?? dateFormat(false, timeZone).format(date)) : value;
}

/** "Mar 4, 2025, 2:30 PM". */
export function formatDateTime(value: string, timeZone?: string): string {
  const date = validDate(value);
  return date ? dateFormat(true, timeZone).format(date) : value;
}

/**
 * "1,850" or "2.5"; empty values as a dash. What `Intl.NumberFormat('en-US')` writes: a plain number (the list's
 * square footage, bedrooms, bathrooms) gets its thousands separators here, anything else (more decimals, an
 * exponent, -0, NaN) goes through Intl.
 */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  const plain = Object.is(value, -0) ? null : PLAIN_NUMBER.exec(String(value));
  if (plain) return `${plain[1]}${groupThousands(plain[2] ?? '')}${plain[3] ?? ''}`;
  return (numberFormat ??= new Intl.NumberFormat('en-US')).format(value);
}

/** "$450,000", or "$99.50" when there are cents. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  const digits = Number.isInteger(value) ? 0 : 2;
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A text value, or a dash when empty. */
export function orDash(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? EMPTY : value;
}

/** "12.4 MB", "820 KB", "96 B". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The label of a code in an option list, a dash when empty, the code itself when unknown. */
export function choiceLabel(list: readonly { code: string; label: string }[], code: string | null): string {
  if (code === null || code === '') return EMPTY;
  return list.find((option) => option.code === code)?.label ?? code;
}

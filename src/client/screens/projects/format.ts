// How project values read on screen. Dates use the viewer's time zone unless one is given (tests pass UTC).

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
const numberFormat = new Intl.NumberFormat('en-US');

/** "Mar 4, 2025"; a value that is not a date is shown as it came. */
export function formatDate(value: string, timeZone?: string): string {
  const date = validDate(value);
  return date ? dateFormat(false, timeZone).format(date) : value;
}

/** "Mar 4, 2025, 2:30 PM". */
export function formatDateTime(value: string, timeZone?: string): string {
  const date = validDate(value);
  return date ? dateFormat(true, timeZone).format(date) : value;
}

/** "1,850" or "2.5"; empty values as a dash. */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : numberFormat.format(value);
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

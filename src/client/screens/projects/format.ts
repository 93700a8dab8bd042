// How project values read on screen. Dates use the viewer's time zone unless one is given (tests pass UTC).

const EMPTY = '—';

function validDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2025"; a value that is not a date is shown as it came. */
export function formatDate(value: string, timeZone?: string): string {
  const date = validDate(value);
  if (!date) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(
    date,
  );
}

/** "Mar 4, 2025, 2:30 PM". */
export function formatDateTime(value: string, timeZone?: string): string {
  const date = validDate(value);
  if (!date) return value;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** "1,850" or "2.5"; empty values as a dash. */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : value.toLocaleString('en-US');
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

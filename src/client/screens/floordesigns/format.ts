// How floor design dates read on screen, in the viewer's time zone unless one is given (tests pass UTC).

function format(value: string, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** "Nov 21, 2026". */
export const formatDesignDate = (value: string, timeZone?: string): string =>
  format(value, { dateStyle: 'medium' }, timeZone);

/** "Nov 21, 2026, 10:00 AM": a revision's saved date and time. */
export const formatSavedAt = (value: string, timeZone?: string): string =>
  format(value, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);

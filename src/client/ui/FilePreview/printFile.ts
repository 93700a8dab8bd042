/**
 * Opens the file in a new window and asks it to print once loaded. Returns false when the browser blocked the
 * window (window.open returned null), which the preview reports to the user.
 */
export function printFile(url: string, open: typeof window.open = window.open.bind(window)): boolean {
  const printWindow = open(url, '_blank');
  if (!printWindow) return false;
  // A cross-origin file (or the browser's own PDF viewer) may not let us in; the user can still print by hand.
  try {
    printWindow.addEventListener('load', () => printWindow.print(), { once: true });
  } catch {
    /* the window is open either way */
  }
  return true;
}

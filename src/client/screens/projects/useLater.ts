import { useCallback, useEffect, useRef } from 'react';

/**
 * Schedules work after a delay (the redirects and refreshes of spec section 9) and cancels whatever is still
 * pending when the screen goes away, so a timer never navigates or refetches for a screen that is gone.
 */
export function useLater(): (run: () => void, delayMs: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((run: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}

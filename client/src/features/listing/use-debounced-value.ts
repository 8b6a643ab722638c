import { useCallback, useEffect, useState } from 'react';

/**
 * `value` once it has rested for `delayMs`; `flush` adopts the current value
 * at once (the Search button, Enter, Apply Filters).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, equal: (a: T, b: T) => boolean = Object.is) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (equal(value, settled)) return;
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, settled, delayMs, equal]);
  const flush = useCallback((next: T) => setSettled(next), []);
  return [settled, flush] as const;
}

import { useEffect, useRef } from 'react';

/** Runs `effect` once `value` has stayed the same for `delayMs` (the latest effect is used). */
export function useDebouncedEffect<T>(value: T, delayMs: number, effect: (value: T) => void) {
  const effectRef = useRef(effect);
  useEffect(() => {
    effectRef.current = effect;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => effectRef.current(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
}

import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a countdown that calls `onDone` once at zero (the
 * registration, email-verified and reset redirects of §9). `start(n)`
 * restarts it; null means it is not running.
 */
export function useCountdown(initial: number | null, onDone?: () => void) {
  const [left, setLeft] = useState<number | null>(initial);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (left === null) return;
    if (left <= 0) {
      done.current?.();
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => (value === null ? null : value - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  return { left, start: (seconds: number) => setLeft(seconds), running: left !== null && left > 0 };
}

/** Spec §9: resend buttons wait 60 seconds. */
export const RESEND_COOLDOWN_SECONDS = 60;

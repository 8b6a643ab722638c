/**
 * Where a key moves focus in a row of tabs or accordion headers (WAI-ARIA
 * Authoring Practices): the next or previous one, wrapping, or the first or
 * last. `previous` and `next` name the keys for the widget's direction.
 * Returns null for any other key.
 */
export function focusTarget(
  key: string,
  current: number,
  count: number,
  { previous, next }: { previous: string; next: string },
): number | null {
  if (count === 0) return null;
  if (key === next) return (current + 1) % count;
  if (key === previous) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

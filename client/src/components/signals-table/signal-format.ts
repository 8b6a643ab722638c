/** The widget's default size (§9). */
export const SIGNALS_DEFAULT_LIMIT = 15;
export const EMPTY_CELL = '—';

export const SIGNALS_TEXT = {
  empty: 'No signals available yet.',
  error: 'Error loading signals',
  failed: 'Failed to load signals',
} as const;

/** Any empty cell shows a dash (§2). */
export function cellText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_CELL;
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value)) : EMPTY_CELL;
  return value.trim() ? value : EMPTY_CELL;
}

export type ClassificationTone = 'strong-buy' | 'accumulate' | 'trim' | 'avoid' | 'neutral';

/** strong-buy, accumulate, trim and avoid have their own look; anything else is neutral (§3). */
export function classificationTone(classification: string | null | undefined): ClassificationTone {
  const value = (classification ?? '').toLowerCase();
  return value === 'strong-buy' || value === 'accumulate' || value === 'trim' || value === 'avoid' ? value : 'neutral';
}

/** "strong-buy" → "Strong Buy"; empty → a dash. */
export function classificationLabel(classification: string | null | undefined): string {
  const text = cellText(classification);
  if (text === EMPTY_CELL) return text;
  return text
    .split(/[-_\s]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

import type { ListProduct, RecentItem } from './list-product';

/** storefront.md §4/§9: newest first, unique by id, max 10. */
export const RECENTLY_VIEWED_MAX = 10;

/** storefront.md §5: entries lacking id, name or price are dropped. */
export function isUsableRecent(value: unknown): value is RecentItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<RecentItem>;
  const hasId = (typeof item.id === 'string' && item.id !== '') || typeof item.id === 'number';
  const hasName = typeof item.name === 'string' && item.name.trim() !== '';
  const hasPrice = typeof item.price === 'number' && Number.isFinite(item.price);
  return hasId && hasName && hasPrice;
}

/** The stored list cleaned: usable entries only, ids as strings, first occurrence wins, at most 10. */
export function normaliseRecent(value: unknown): RecentItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: RecentItem[] = [];
  for (const entry of value) {
    if (!isUsableRecent(entry)) continue;
    const item = { ...entry, id: String(entry.id) };
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
    if (out.length === RECENTLY_VIEWED_MAX) break;
  }
  return out;
}

/** Puts the product at the front, dropping its older entry and anything past the tenth. */
export function recordRecent(items: unknown, p: ListProduct): RecentItem[] {
  if (!isUsableRecent(p)) return normaliseRecent(items);
  return normaliseRecent([{ ...p }, ...(Array.isArray(items) ? items : [])]);
}

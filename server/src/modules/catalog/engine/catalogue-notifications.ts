export const CATALOGUE_CHANNEL = 'aurum_catalogue';

/** One catalogue change: its version and the products it touched ('all' when too many to list, or a truncate). */
export interface CatalogueChange {
  version: number;
  ids: number[] | 'all';
}

export function parseChange(payload: string): CatalogueChange | null {
  const match = /^(\d+):(.*)$/s.exec(payload);
  if (!match) return null;
  const version = Number(match[1]);
  if (match[2] === '*') return { version, ids: 'all' };
  const ids = match[2] === '' ? [] : match[2].split(',').map(Number);
  return ids.every(Number.isSafeInteger) ? { version, ids } : null;
}

import type { Department } from '@aurum/rules/catalog/department';
import type { ListingFilters } from '@aurum/rules/catalog/listing-filters';
import { sanitizeFilters } from '@aurum/rules/catalog/sanitize-filters';

/** A saved set of filters (storefront.md §3: id, name, filters, timestamp). */
export interface FilterPreset {
  id: string;
  name: string;
  filters: ListingFilters;
  /** Milliseconds since the epoch, when saved. */
  timestamp: number;
}

export const PRESET_NAME_MAX = 40;
export const PRESET_NAME_REQUIRED = 'Please enter a name for this preset.';

/** A preset name must be non-blank after trimming; returns the error to show, or null. */
export function presetNameError(name: string): string | null {
  return name.trim() === '' ? PRESET_NAME_REQUIRED : null;
}

export function createPreset(name: string, filters: ListingFilters, now: number, id: string): FilterPreset {
  return { id, name: name.trim().slice(0, PRESET_NAME_MAX), filters, timestamp: now };
}

/** Presets read back from storage: malformed entries are dropped, filters re-validated. */
export function sanitizePresets(raw: unknown, department: Department): FilterPreset[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { id, name, filters, timestamp } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || typeof name !== 'string' || presetNameError(name)) return [];
    return [{ id, name, filters: sanitizeFilters(filters, department), timestamp: typeof timestamp === 'number' ? timestamp : 0 }];
  });
}

import { useCallback, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Department } from '@aurum/rules/catalog/department';
import type { ListingFilters } from '@aurum/rules/catalog/listing-filters';
import { listingAtoms } from './listing-storage';
import { createPreset, sanitizePresets } from './presets';
import { NOTHING_STORED, useStoredValue } from '../../lib/hydration';

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** This department's saved presets, newest first. */
export function usePresets(department: Department) {
  const store = useStore();
  const atom = listingAtoms(department).presets;
  const raw = useStoredValue(useAtomValue(atom), NOTHING_STORED);
  const presets = useMemo(() => sanitizePresets(raw, department), [raw, department]);

  const save = useCallback(
    (name: string, filters: ListingFilters) => {
      const preset = createPreset(name, filters, Date.now(), newId());
      store.set(atom, [preset, ...sanitizePresets(store.get(atom), department)]);
      return preset;
    },
    [store, atom, department],
  );
  const remove = useCallback(
    (id: string) => store.set(atom, sanitizePresets(store.get(atom), department).filter((preset) => preset.id !== id)),
    [store, atom, department],
  );
  return { presets, save, remove };
}

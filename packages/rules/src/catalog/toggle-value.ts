/**
 * Adds the value when absent, removes it when present: a checklist's click
 * (the listings' and the marketplace's), in a module of its own so the
 * marketplace does not load the listing's rules for it.
 */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

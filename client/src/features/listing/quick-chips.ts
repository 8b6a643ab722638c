import { EXCLUSIVE_CHIP_TAGS } from '@aurum/rules/catalog/department';

const exclusive: readonly string[] = EXCLUSIVE_CHIP_TAGS;

/**
 * Clicking a quick chip: an active chip switches off; Men and Women replace
 * each other; every other chip toggles without touching the rest.
 */
export function toggleChipTag(tags: readonly string[], tag: string): string[] {
  if (tags.includes(tag)) return tags.filter((t) => t !== tag);
  const kept = exclusive.includes(tag) ? tags.filter((t) => !exclusive.includes(t)) : [...tags];
  return [...kept, tag];
}

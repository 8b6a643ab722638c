/**
 * The open items after an accordion header is pressed: it toggles; with
 * `singleOpen` (the careers list) opening one closes the rest, and closing
 * leaves none open.
 */
export function toggleOpen(open: readonly string[], id: string, singleOpen: boolean): string[] {
  if (open.includes(id)) return open.filter((item) => item !== id);
  return singleOpen ? [id] : [...open, id];
}

/** Remembered without storage (blocked storage, private modes): at least once per page load. */
const seen = new Set<string>();

/**
 * True the first time `name` is asked in this browser session (the tab's sessionStorage), false afterwards:
 * for reports that count once per session, such as a product view (issue 37). The server keeps its own
 * once-per-viewer rule; this only spares it the repeats.
 */
export function firstInSession(name: string): boolean {
  const key = `aurum:once:${name}`;
  if (seen.has(key)) return false;
  seen.add(key);
  try {
    if (sessionStorage.getItem(key) !== null) return false;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused: the in-memory set above still holds for this page.
  }
  return true;
}

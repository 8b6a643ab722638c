/** The next image index when cycling by `step` (±1), wrapping at both ends. */
export function cycleIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Arrow keys cycle images unless the shopper is typing or adjusting a control that uses them. */
export function arrowKeysFree(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  if (target.isContentEditable) return false;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return false;
  const role = target.getAttribute('role');
  return role !== 'slider' && role !== 'radio' && role !== 'tab';
}

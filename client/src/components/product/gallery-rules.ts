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

/** The main image's alt text: the product name, and its place in the gallery when there is more than one image. */
export function galleryImageAlt(name: string, index: number, count: number): string {
  return count > 1 ? `${name}, image ${index + 1} of ${count}` : name;
}

/** Where the zoom centres: the pointer's position inside the image box, as a CSS transform-origin. */
export function zoomOrigin(pointer: { x: number; y: number }, box: { left: number; top: number; width: number; height: number }): string {
  const percent = (offset: number, size: number) => (size > 0 ? Math.min(100, Math.max(0, (offset / size) * 100)) : 50);
  return `${percent(pointer.x - box.left, box.width).toFixed(1)}% ${percent(pointer.y - box.top, box.height).toFixed(1)}%`;
}

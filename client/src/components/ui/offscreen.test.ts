import { describe, expect, it } from 'vitest';
import { keepRenderedOnceNear } from './offscreen';

/** A document that records its listeners, and elements with a style. */
function fakeDocument() {
  const listeners: { type: string; listener: (event: Event) => void; capture: unknown }[] = [];
  return {
    listeners,
    addEventListener: (type: string, listener: (event: Event) => void, capture?: unknown) => listeners.push({ type, listener, capture }),
    fire: (element: { style: { contentVisibility: string } }, skipped: boolean) =>
      listeners.forEach(({ listener }) => listener({ target: element, skipped } as unknown as Event)),
  };
}

describe('keepRenderedOnceNear', () => {
  it('listens while capturing, since the state change does not bubble', () => {
    const document = fakeDocument();
    keepRenderedOnceNear(document as unknown as Document);
    expect(document.listeners).toEqual([expect.objectContaining({ type: 'contentvisibilityautostatechange', capture: true })]);
  });

  it('keeps a part rendered from its first rendering on, and leaves a part still skipped alone', () => {
    const document = fakeDocument();
    keepRenderedOnceNear(document as unknown as Document);
    const shown = { style: { contentVisibility: '' } };
    const skipped = { style: { contentVisibility: '' } };
    document.fire(skipped, true);
    document.fire(shown, false);
    expect(shown.style.contentVisibility).toBe('visible');
    expect(skipped.style.contentVisibility).toBe('');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageSettled, LARGEST_IMAGE_WAIT_MS } from './largest-image';

/** An image still loading, whose load and error events are fired by hand. */
function loadingImage(complete = false) {
  const listeners = new Map<string, () => void>();
  return {
    complete,
    addEventListener: (type: string, listener: () => void) =>
      void listeners.set(type, listener),
    fire: (type: 'load' | 'error') => listeners.get(type)?.(),
  } as unknown as HTMLImageElement & { fire: (type: 'load' | 'error') => void };
}

/** Whether the promise has settled once pending callbacks have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('imageSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles at once when the page has no such image or it has already loaded', async () => {
    expect(await isSettled(imageSettled(null))).toBe(true);
    expect(await isSettled(imageSettled(loadingImage(true)))).toBe(true);
  });

  it('waits for the image to load', async () => {
    const image = loadingImage();
    const settled = imageSettled(image);
    expect(await isSettled(settled)).toBe(false);
    image.fire('load');
    expect(await isSettled(settled)).toBe(true);
  });

  it('does not wait for an image that failed', async () => {
    const image = loadingImage();
    const settled = imageSettled(image);
    image.fire('error');
    expect(await isSettled(settled)).toBe(true);
  });

  it('gives up waiting after the longest wait, not a moment before', async () => {
    const settled = imageSettled(loadingImage());
    await vi.advanceTimersByTimeAsync(LARGEST_IMAGE_WAIT_MS - 1);
    expect(await isSettled(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(settled)).toBe(true);
  });
});

/**
 * The page's largest image, as the server rendered it (issue 35): the one marked `fetchpriority="high"` (a
 * product's or a listing's main photo). It is usually the page's largest paint.
 */
export const LARGEST_IMAGE_SELECTOR = '#root img[fetchpriority="high"]';

/** How long the app's modules wait for that image at most, so that a stalled image never holds the page back. */
export const LARGEST_IMAGE_WAIT_MS = 1000;

type SettlingImage = Pick<HTMLImageElement, 'complete' | 'addEventListener'>;

/**
 * Settles once `image` has loaded or failed, or after `maxWaitMs`; at once when there is no image or it is
 * already complete. On a phone's network the app's modules (~125 KB) fetched alongside the main image share
 * its bandwidth and delay it by seconds; fetched after it, they cost the largest paint nothing.
 */
export function imageSettled(image: SettlingImage | null, maxWaitMs = LARGEST_IMAGE_WAIT_MS): Promise<void> {
  if (!image || image.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => resolve();
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    setTimeout(done, maxWaitMs);
  });
}

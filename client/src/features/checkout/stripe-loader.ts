/** How long the checkout waits for Stripe.js before saying card payments are unavailable. */
export const STRIPE_LOAD_TIMEOUT_MS = 10_000;

/**
 * Resolves to what `load` gives, or null when it fails or takes too long:
 * the page then says payments are unavailable instead of spinning forever.
 */
export async function loadOrGiveUp<T>(load: () => Promise<T | null>, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([load().catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

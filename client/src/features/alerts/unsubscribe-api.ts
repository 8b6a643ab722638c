/** What an alert email's unsubscribe link turns off (GET /api/alerts/unsubscribe: reading it changes nothing). */
export type UnsubscribeScope = 'PRICE_DROP' | 'BACK_IN_STOCK' | 'SAVED_SEARCH' | 'ALL';

export interface UnsubscribePreview {
  scope: UnsubscribeScope;
  description: string;
  alreadyOff: boolean;
}

export type UnsubscribeAnswer<T> = { ok: true; value: T } | { ok: false; message: string };

const FALLBACK = 'We could not reach Aurum. Please check your connection and try again.';

async function call<T>(init: RequestInit, token: string): Promise<UnsubscribeAnswer<T>> {
  try {
    const response = await fetch(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { credentials: 'omit', ...init });
    const body = await response.json().catch(() => null);
    if (response.ok && body) return { ok: true, value: body as T };
    return { ok: false, message: typeof body?.error?.message === 'string' ? body.error.message : FALLBACK };
  } catch {
    return { ok: false, message: FALLBACK };
  }
}

export const previewUnsubscribe = (token: string) => call<UnsubscribePreview>({ method: 'GET' }, token);

/** The link's own kind, or every alert email (`ALL`); the token alone says whose, so no session is sent. */
export const unsubscribe = (token: string, scope: UnsubscribeScope) =>
  call<{ scope: UnsubscribeScope; message: string }>(
    { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click', scope }).toString() },
    token,
  );

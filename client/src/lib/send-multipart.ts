import { CSRF_PREVENTION_HEADERS } from './graphql-request';

/** What a multipart REST call answered: its JSON body, or the server's refusal in its own words. */
export type MultipartResult<Body> = { ok: true; body: Body } | { ok: false; status: number; message: string; fields: Record<string, string> };

/** The `{ error: { message, details: { fields } } }` shape of a REST refusal, read defensively. */
export function refusalFromBody(status: number, body: unknown, fallback: string): MultipartResult<never> {
  const error = (body as { error?: { message?: unknown; details?: { fields?: unknown } } } | null)?.error;
  const fields = error?.details?.fields;
  return {
    ok: false,
    status,
    message: typeof error?.message === 'string' ? error.message : fallback,
    fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : {},
  };
}

/** POST or PUT a FormData (files included) to the REST facade with the session cookie (and the CSRF header /api asks of cookie-authenticated changes). */
export async function sendMultipart<Body>(method: 'POST' | 'PUT', url: string, form: FormData, fallback: string): Promise<MultipartResult<Body>> {
  try {
    const response = await fetch(url, { method, body: form, credentials: 'same-origin', headers: CSRF_PREVENTION_HEADERS });
    const body = await response.json().catch(() => null);
    return response.ok ? { ok: true, body: body as Body } : refusalFromBody(response.status, body, fallback);
  } catch {
    return { ok: false, status: 0, message: fallback, fields: {} };
  }
}

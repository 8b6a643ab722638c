import { CSRF_PREVENTION_HEADERS } from '../../lib/graphql-request';
import type { TicketFields } from './rules';

export const TICKET_FAILURE = 'Sorry, there was an error submitting your message. Please try again or contact us directly.';

export type SubmitResult = { ok: true; ticketId: string } | { ok: false; message: string; fields?: Record<string, string> };

/** POST /api/support/tickets as §7 describes: multipart fields, source=contact_form, isVip only for VIPs, attachment_0…. */
export async function submitTicket(fields: TicketFields, priority: string, isVip: boolean, files: File[]): Promise<SubmitResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('priority', priority);
  form.append('source', 'contact_form');
  if (isVip) form.append('isVip', 'true');
  files.forEach((file, index) => form.append(`attachment_${index}`, file, file.name));
  try {
    const response = await fetch('/api/support/tickets', { method: 'POST', body: form, credentials: 'same-origin', headers: CSRF_PREVENTION_HEADERS });
    const body = await response.json().catch(() => null);
    if (response.ok && body?.ticketId) return { ok: true, ticketId: String(body.ticketId) };
    const error = body?.error;
    // Attachment, VIP and quota refusals explain themselves; anything else gets the §8 failure text.
    const specific = [400, 401, 403, 413, 429].includes(response.status);
    return { ok: false, message: specific && error?.message ? error.message : TICKET_FAILURE, fields: error?.details?.fields };
  } catch {
    return { ok: false, message: TICKET_FAILURE };
  }
}

export function successMessage(categoryLabel: string, ticketId: string, expectedResponse: string): string {
  return `Thank you! Your ${categoryLabel} ticket #${ticketId} has been created. We'll respond within ${expectedResponse}.`;
}

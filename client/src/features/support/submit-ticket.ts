import { sendMultipart } from '../../lib/send-multipart';
import type { TicketFields } from '@aurum/rules/support/support-rules';

export const TICKET_FAILURE = 'Sorry, there was an error submitting your message. Please try again or contact us directly.';

const SPECIFIC_REFUSALS = [400, 401, 403, 413, 429];

export type SubmitResult = { ok: true; ticketId: string } | { ok: false; message: string; fields?: Record<string, string> };

/** POST /api/support/tickets as §7 describes: multipart fields, source=contact_form, isVip only for VIPs, attachment_0…. */
export async function submitTicket(fields: TicketFields, priority: string, isVip: boolean, files: File[]): Promise<SubmitResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('priority', priority);
  form.append('source', 'contact_form');
  if (isVip) form.append('isVip', 'true');
  files.forEach((file, index) => form.append(`attachment_${index}`, file, file.name));
  const result = await sendMultipart<{ ticketId?: unknown } | null>('POST', '/api/support/tickets', form, TICKET_FAILURE);
  if (result.ok) return result.body?.ticketId ? { ok: true, ticketId: String(result.body.ticketId) } : { ok: false, message: TICKET_FAILURE };
  // Attachment, VIP and quota refusals explain themselves; anything else gets the §8 failure text.
  const specific = SPECIFIC_REFUSALS.includes(result.status);
  return { ok: false, message: specific ? result.message : TICKET_FAILURE, ...(Object.keys(result.fields).length ? { fields: result.fields } : {}) };
}

export function successMessage(categoryLabel: string, ticketId: string, expectedResponse: string): string {
  return `Thank you! Your ${categoryLabel} ticket #${ticketId} has been created. We'll respond within ${expectedResponse}.`;
}

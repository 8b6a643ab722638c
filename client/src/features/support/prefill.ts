import type { TicketFields } from '@aurum/rules/support/support-rules';

/** The form pre-fills name from first and last name (or the email) and email from the user (§4). */
export function initialFields(user: { email: string; firstName?: string | null; lastName?: string | null }): TicketFields {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return { name: name || user.email, email: user.email, phone: '', subject: '', message: '', category: '' };
}

import type { OutgoingMessage } from '../messaging/message-transport';
import { ticketReplyTime, type TicketCategory } from '@aurum/rules/support/support-categories';
import type { SupportTicket } from './support-ticket.entity';

const SIGNATURE = 'Aurum, Mayfair, London';

/** The customer's confirmation of a new ticket, to the account's verified email (never the form's `email`). */
export function ticketCreatedEmail(recipient: string, ticket: SupportTicket, category: TicketCategory, link: string): OutgoingMessage {
  return {
    channel: 'email',
    kind: 'support_ticket_created',
    recipient,
    subject: `Your Aurum support ticket ${ticket.number}`,
    link,
    body: [
      `Thank you, ${ticket.name}. We have received your ${category.label} ticket #${ticket.number}: "${ticket.subject}".`,
      `We'll respond within ${ticketReplyTime(category, ticket.isVip)}.`,
      '',
      `You can follow it and reply under My account → Support tickets: ${link}`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** A staff reply, sent to the address the customer gave on the ticket, with the way back to the thread. */
export function staffReplyEmail(ticket: SupportTicket, reply: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    kind: 'support_ticket_reply',
    recipient: ticket.email,
    subject: `Reply to your Aurum support ticket ${ticket.number}`,
    link,
    body: [
      `Dear ${ticket.name},`,
      '',
      `Our concierge team has replied to your ticket #${ticket.number}: "${ticket.subject}".`,
      '',
      reply,
      '',
      `Read the whole conversation and reply: ${link}`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

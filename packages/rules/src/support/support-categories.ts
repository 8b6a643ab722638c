/** The six ticket categories of §3: the server sets a ticket's priority from its category, never from the client. */
export type TicketPriority = 'low' | 'medium' | 'high' | 'urgent';

export interface TicketCategory {
  id: string;
  label: string;
  description: string;
  priority: TicketPriority;
  expectedResponse: string;
  isVip: boolean;
}

export const TICKET_CATEGORIES: readonly TicketCategory[] = [
  { id: 'product_inquiry', label: 'Product Inquiry', description: 'Questions about a timepiece or garment, availability and sizing.', priority: 'medium', expectedResponse: '2-4 hours', isVip: false },
  { id: 'order_support', label: 'Order Support', description: 'Help with an order, delivery, returns or payment.', priority: 'high', expectedResponse: '1-2 hours', isVip: false },
  { id: 'technical_issue', label: 'Technical Issue', description: 'Problems with the website, your account or checkout.', priority: 'high', expectedResponse: '1-3 hours', isVip: false },
  { id: 'vip_concierge', label: 'VIP Concierge', description: 'Personal service for VIP clients: sourcing, private viewings and bespoke requests.', priority: 'urgent', expectedResponse: '30 minutes', isVip: true },
  { id: 'authentication', label: 'Authentication', description: 'Verifying the authenticity of a piece, certificates and provenance.', priority: 'medium', expectedResponse: '2-6 hours', isVip: false },
  { id: 'general_inquiry', label: 'General Inquiry', description: 'Anything else: our boutique, services or partnerships.', priority: 'medium', expectedResponse: '4-8 hours', isVip: false },
];

export function findCategory(id: string): TicketCategory | undefined {
  return TICKET_CATEGORIES.find((category) => category.id === id);
}

/** A VIP's ticket is answered as the VIP Concierge's, whatever its category (§6: VIP priority support). */
export const VIP_TICKET_REPLY = '30 minutes';

/** The one reply time a ticket is promised: on the form, in the success message and in the confirmation email. */
export function ticketReplyTime(category: Pick<TicketCategory, 'expectedResponse'>, isVip: boolean): string {
  return isVip ? VIP_TICKET_REPLY : category.expectedResponse;
}

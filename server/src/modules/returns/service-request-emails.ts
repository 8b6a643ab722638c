import type { ServiceRequest } from './service-request.entity';
import type { ServiceRequestAction } from './service-request-states';

export interface ServiceRequestEmail {
  kind: string;
  subject: string;
  body: string;
}

const SIGN_OFF = ['', 'You can follow this request under My account.', '', 'Aurum, Mayfair, London'];

/** Where returned items go, printed on the instructions. */
export const RETURNS_ADDRESS = 'Aurum Returns, 18 Mount Street, Mayfair, London W1K 2RN, United Kingdom';

const what = (request: ServiceRequest) => `${request.kind === 'return' ? 'return' : 'repair'} request #${request.id} (${request.itemName}, order ${request.orderNumber})`;

/** The emails a customer gets as staff work their request; null where the step sends none (a refund sends the order's own refund email). */
export function serviceRequestEmail(request: ServiceRequest, action: ServiceRequestAction): ServiceRequestEmail | null {
  switch (action) {
    case 'approve':
      return {
        kind: 'return_approved',
        subject: `Your Aurum return #${request.id} is approved: how to send it back`,
        body: [
          `Good news: your ${what(request)} is approved.`,
          '',
          'How to return it:',
          '  1. Pack the item with all its tags, boxes, papers and accessories.',
          `  2. Write the reference RMA-${request.id} clearly on the parcel.`,
          `  3. Send it insured and tracked to: ${RETURNS_ADDRESS}.`,
          '',
          'We refund the order as soon as the item has arrived and been checked, usually within 3-5 business days.',
          ...SIGN_OFF,
        ].join('\n'),
      };
    case 'reject':
      return {
        kind: `${request.kind}_rejected`,
        subject: `Your Aurum ${request.kind} request #${request.id}`,
        body: [`We are sorry: we cannot accept your ${what(request)}.`, '', `Reason: ${request.rejectionReason ?? ''}`, '', 'If you have questions, reply to this email and our concierge will help.', ...SIGN_OFF].join('\n'),
      };
    case 'receive':
      return request.kind === 'repair'
        ? { kind: 'repair_received', subject: `We have received your watch for repair #${request.id}`, body: [`Your item for ${what(request)} has arrived at our workshop.`, ...SIGN_OFF].join('\n') }
        : { kind: 'return_received', subject: `We have received your return #${request.id}`, body: [`Your item for ${what(request)} has arrived and is being checked.`, ...SIGN_OFF].join('\n') };
    case 'mark_ready':
      return { kind: 'repair_ready', subject: `Your repair #${request.id} is ready`, body: [`The work on your ${what(request)} is finished. We will send it back to you shortly.`, ...SIGN_OFF].join('\n') };
    case 'return_to_customer':
      return { kind: 'repair_returned', subject: `Your repair #${request.id} is on its way back`, body: [`Your item from ${what(request)} has been sent back to you.`, ...SIGN_OFF].join('\n') };
    default:
      return null;
  }
}

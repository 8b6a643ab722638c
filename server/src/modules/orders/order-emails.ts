import { formatPence } from '../../common/money';
import { carrierName, trackingUrl } from '../delivery/carriers';
import { countryName } from '../delivery/checkout-details';
import type { Order } from './order.entity';
import type { OrderLine } from './order-line.entity';

export interface OrderEmail {
  recipient: string;
  subject: string;
  body: string;
  link: string;
}

const SIGN_OFF = ['Questions? Reply to this email or call us, 9:00-21:00 GMT daily.', '', 'Aurum, Mayfair, London'];

const greeting = (order: Order, text: string) => `${text}${order.shippingName ? `, ${order.shippingName}` : ''}.`;

function itemLines(lines: OrderLine[]): string[] {
  return lines.map((line) => {
    const size = line.size ? `, size ${line.size}` : '';
    return `  ${line.quantity} × ${line.brand} ${line.name}${size} — ${formatPence(line.lineTotalPence)}`;
  });
}

function shippingTo(order: Order): string {
  return [order.shippingName, order.shippingAddress, order.shippingCity, order.shippingPostalCode, countryName(order.shippingCountry ?? '')].filter(Boolean).join(', ');
}

/** The confirmation sent once an order is paid: what was bought, where it goes, how to see it online. */
export function orderConfirmationEmail(order: Order, lines: OrderLine[], link: string): OrderEmail {
  const body = [
    greeting(order, 'Thank you for your order'),
    '',
    `Order number: ${order.number}`,
    `Payment status: Paid`,
    '',
    ...itemLines(lines),
    '',
    `Subtotal: ${formatPence(order.subtotalPence)}`,
    `Shipping: ${formatPence(order.shippingPence)}`,
    `Total: ${formatPence(order.totalPence)} (includes VAT of ${formatPence(order.vatPence)})`,
    '',
    `Shipping to: ${shippingTo(order)}`,
    '',
    `View your order: ${link}`,
    '',
    'Our concierge team will email you when your order is dispatched. Questions? Reply to this email or call us, 9:00-21:00 GMT daily.',
    '',
    'Aurum, Mayfair, London',
  ].join('\n');
  return { recipient: order.email ?? '', subject: `Your Aurum order ${order.number} is confirmed`, body, link };
}

/** "Your order has shipped": the carrier, the tracking number and where to follow the parcel. */
export function orderDispatchedEmail(order: Order, lines: OrderLine[], link: string): OrderEmail {
  const tracking = trackingUrl(order.dispatchCarrier, order.trackingNumber);
  const body = [
    greeting(order, 'Your order has shipped'),
    '',
    `Order number: ${order.number}`,
    `Carrier: ${carrierName(order.dispatchCarrier)}`,
    `Tracking number: ${order.trackingNumber}`,
    ...(tracking ? [`Track your parcel: ${tracking}`] : []),
    '',
    ...itemLines(lines),
    '',
    `Shipping to: ${shippingTo(order)}`,
    'Your parcel is insured and will need a signature on delivery.',
    '',
    `View your order: ${link}`,
    '',
    ...SIGN_OFF,
  ].join('\n');
  return { recipient: order.email ?? '', subject: `Your Aurum order ${order.number} has shipped`, body, link };
}

export type RefundNotice = 'refunded' | 'cancelled' | 'late_payment';

const REFUND_TEXT: Record<RefundNotice, { subject: (n: string) => string; lead: string; why: string }> = {
  refunded: { subject: (n) => `Your Aurum order ${n} has been refunded`, lead: 'We have refunded your order', why: '' },
  cancelled: {
    subject: (n) => `Your Aurum order ${n} has been cancelled`,
    lead: 'We have cancelled your order',
    why: 'It had not been dispatched, so nothing will be delivered.',
  },
  late_payment: {
    subject: (n) => `Your payment for Aurum order ${n} has been refunded`,
    lead: 'Your payment reached us after this checkout had closed',
    why: 'We could not complete the order, so we have given the payment back in full.',
  },
};

/** The money is on its way back: how much, to where, and how long banks take. */
export function orderRefundEmail(order: Order, link: string, notice: RefundNotice): OrderEmail {
  const text = REFUND_TEXT[notice];
  const body = [
    greeting(order, text.lead),
    '',
    `Order number: ${order.number}`,
    `Refunded: ${formatPence(order.totalPence)} to the card you paid with`,
    ...(text.why ? ['', text.why] : []),
    'Refunds usually reach your account within 5-7 business days.',
    '',
    `View your order: ${link}`,
    '',
    ...SIGN_OFF,
  ].join('\n');
  return { recipient: order.email ?? '', subject: text.subject(order.number), body, link };
}

export interface CreditNote {
  /** 1 for the order's first refund, 2 for the second… */
  sequence: number;
  lines: { brand: string; name: string; size: string | null; quantity: number; amountPence: number }[];
  amountPence: number;
  vatPence: number;
  /** Every line of the order is now refunded. */
  completes: boolean;
}

/**
 * The credit note sent with a staff refund: which items, how much, the VAT it
 * contains (shown as the confirmation shows it) and how long banks take.
 */
export function orderCreditNoteEmail(order: Order, note: CreditNote, link: string): OrderEmail {
  const body = [
    greeting(order, note.completes ? 'We have refunded your order' : 'We have refunded part of your order'),
    '',
    `Order number: ${order.number}`,
    `Credit note: ${order.number}-CN${note.sequence}`,
    '',
    ...note.lines.map((line) => `  ${line.quantity} × ${line.brand} ${line.name}${line.size ? `, size ${line.size}` : ''} — ${formatPence(line.amountPence)}`),
    '',
    `Refunded: ${formatPence(note.amountPence)} (includes VAT of ${formatPence(note.vatPence)}) to the card you paid with`,
    'Refunds usually reach your account within 5-7 business days.',
    '',
    `View your order: ${link}`,
    '',
    ...SIGN_OFF,
  ].join('\n');
  const subject = note.completes ? `Your Aurum order ${order.number} has been refunded` : `Credit note for your Aurum order ${order.number}`;
  return { recipient: order.email ?? '', subject, body, link };
}

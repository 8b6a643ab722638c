import { formatPence } from '../../common/money';
import { countryName } from './checkout-details';
import type { Order } from './order.entity';
import type { OrderLine } from './order-line.entity';

export interface OrderEmail {
  recipient: string;
  subject: string;
  body: string;
  link: string;
}

/** The confirmation sent once an order is paid: what was bought, where it goes, how to see it online. */
export function orderConfirmationEmail(order: Order, lines: OrderLine[], link: string): OrderEmail {
  const items = lines.map((line) => {
    const size = line.size ? `, size ${line.size}` : '';
    return `  ${line.quantity} × ${line.brand} ${line.name}${size} — ${formatPence(line.lineTotalPence)}`;
  });
  const address = [order.shippingName, order.shippingAddress, order.shippingCity, order.shippingPostalCode, countryName(order.shippingCountry ?? '')]
    .filter(Boolean)
    .join(', ');
  const body = [
    `Thank you for your order${order.shippingName ? `, ${order.shippingName}` : ''}.`,
    '',
    `Order number: ${order.number}`,
    `Payment status: Paid`,
    '',
    ...items,
    '',
    `Subtotal: ${formatPence(order.subtotalPence)}`,
    `Shipping: ${formatPence(order.shippingPence)}`,
    `Total: ${formatPence(order.totalPence)} (includes VAT of ${formatPence(order.vatPence)})`,
    '',
    `Shipping to: ${address}`,
    '',
    `View your order: ${link}`,
    '',
    'Our concierge team will email you when your order is dispatched. Questions? Reply to this email or call us, 9:00-21:00 GMT daily.',
    '',
    'Aurum, Mayfair, London',
  ].join('\n');
  return { recipient: order.email ?? '', subject: `Your Aurum order ${order.number} is confirmed`, body, link };
}

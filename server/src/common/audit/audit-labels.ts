/**
 * Human names for the staff audit trail: what staff read instead of the
 * stored keys (`Price`, not `pricePence`; `£1,250.00`, not `125000`).
 */

const FIELD_LABELS: Record<string, string> = {
  pricePence: 'Price',
  salePricePence: 'Sale price',
  stock: 'Stock',
  archivedAt: 'Archived',
  imageUrl: 'Main picture',
  galleryImages: 'Gallery pictures',
  sku: 'SKU',
  isVip: 'VIP',
  vip: 'VIP',
  detail: 'Detail',
  stripeAccountId: 'Stripe account',
  heldUnits: 'Units held',
  holdExpiresAt: 'Hold runs out',
  amountPence: 'Amount',
};

const ACTION_LABELS: Record<string, string> = {
  'product.create': 'Product created',
  'product.update': 'Product edited',
  'product.archive': 'Product archived',
  'product.unarchive': 'Product back in the shop',
  'product.sale': 'Put on sale',
  'product.restock': 'Restocked',
  'product.images': 'Pictures uploaded',
  'product.images.generated': 'Generated pictures restored',
  'order.dispatch': 'Order dispatched',
  'order.refund': 'Order refunded',
  'order.cancel': 'Order cancelled',
  'checkout_hold.release': 'Checkout hold released',
  'api_key.create': 'API key issued',
  'api_key.rotate': 'API key rotated',
  'api_key.revoke': 'API key revoked',
  'api_key.origins': 'API key web origins changed',
  'customer.vip.set': 'VIP set',
  'customer.vip.remove': 'VIP removed',
  'customer.sessions.end': 'Sessions ended',
  'marketplace_order.deliver': 'Delivery confirmed',
  'marketplace_order.dispute.refund': 'Escrow refunded to buyer',
  'marketplace_order.dispute.release': 'Escrow released to seller',
  'marketplace_order.payout': 'Paid out to seller',
  'product_review.publish': 'Product review published',
  'product_review.hide': 'Product review hidden',
};

/** The kinds of record staff act on, as staff call them. */
export const SUBJECT_LABELS: Record<string, string> = {
  product: 'Product',
  order: 'Order',
  checkout_hold: 'Checkout hold',
  api_key: 'API key',
  user: 'Customer',
  customer: 'Customer',
  seller: 'Seller',
  marketplace_listing: 'Listing',
  marketplace_order: 'Marketplace order',
  marketplace_review: 'Seller review',
  product_review: 'Product review',
  service_request: 'Return or repair',
  support_ticket: 'Support ticket',
  stolen_serial: 'Stolen serial',
};

const sentence = (key: string) => {
  const words = key.replace(/[._]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? sentence(field.replace(/Pence$/, ''));
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? sentence(action);
export const subjectLabel = (subjectType: string) => SUBJECT_LABELS[subjectType] ?? sentence(subjectType);

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as staff read it: pounds for pence, dates in UK time, Yes/No, states in words, lists joined; null as "—". */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.endsWith('Pence') && typeof value === 'number') return pounds.format(value / 100);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A stored state key (paid, partially_refunded) as words: "Paid", "Partially refunded".
  if (field === 'status' && typeof value === 'string') return sentence(value);
  if (value instanceof Date || (typeof value === 'string' && ISO_DATE.test(value))) {
    const date = new Date(value as string);
    if (!Number.isNaN(date.getTime())) return when.format(date);
  }
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(field, item)).join(', ') : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([key, inner]) => `${key}: ${valueText(key, inner)}`).join('; ') : '—';
  }
  return String(value);
}

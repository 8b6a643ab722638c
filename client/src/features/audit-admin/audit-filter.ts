import type { StaffActionFilterInput } from '../../gql/graphql';

/** The audit screen's filters, as kept in the address (so each record's history can link to its own entries). */
export interface AuditFilterValues {
  person: string;
  kind: string;
  subjectType: string;
  subjectId: string;
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = ['person', 'kind', 'subjectType', 'subjectId', 'from', 'to'] as const satisfies readonly (keyof AuditFilterValues)[];

/** Kinds of action staff filter by: a whole area (ends with a dot) or one action. */
export const AUDIT_KINDS: readonly { value: string; label: string }[] = [
  { value: 'product.', label: 'Products: every change' },
  { value: 'product.update', label: 'Product edited' },
  { value: 'product.sale', label: 'Put on sale' },
  { value: 'product.restock', label: 'Restocked' },
  { value: 'product.archive', label: 'Product archived' },
  { value: 'order.', label: 'Orders: every action' },
  { value: 'order.cancel', label: 'Order cancelled' },
  { value: 'order.refund', label: 'Order refunded' },
  { value: 'order.dispatch', label: 'Order dispatched' },
  { value: 'checkout_hold.release', label: 'Checkout hold released' },
  { value: 'return.', label: 'Returns' },
  { value: 'repair.', label: 'Repairs' },
  { value: 'customer.', label: 'Customers' },
  { value: 'api_key.', label: 'Partner API keys' },
  { value: 'seller.', label: 'Sellers' },
  { value: 'listing.', label: 'Listings' },
  { value: 'marketplace_order.', label: 'Marketplace orders and escrow' },
  { value: 'review.', label: 'Seller reviews' },
];

export const AUDIT_RECORDS: readonly { value: string; label: string }[] = [
  { value: 'product', label: 'Product' },
  { value: 'order', label: 'Order' },
  { value: 'checkout_hold', label: 'Checkout hold' },
  { value: 'service_request', label: 'Return or repair' },
  { value: 'user', label: 'Customer' },
  { value: 'api_key', label: 'API key' },
  { value: 'seller', label: 'Seller' },
  { value: 'marketplace_listing', label: 'Listing' },
  { value: 'marketplace_order', label: 'Marketplace order' },
  { value: 'marketplace_review', label: 'Seller review' },
];

export function filterFromParams(params: URLSearchParams): AuditFilterValues {
  const read = (key: keyof AuditFilterValues) => params.get(key) ?? '';
  return { person: read('person'), kind: read('kind'), subjectType: read('subjectType'), subjectId: read('subjectId'), from: read('from'), to: read('to') };
}

export function paramsFromFilter(values: AuditFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) if (values[key].trim()) params.set(key, values[key].trim());
  return params;
}

/** UK days as the server's moments: `to` includes the whole of its day. */
export function toStaffActionFilter(values: AuditFilterValues): StaffActionFilterInput {
  const day = (text: string, plusDays = 0) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
    const date = new Date(`${text}T00:00:00`);
    if (Number.isNaN(date.getTime())) return null;
    date.setDate(date.getDate() + plusDays);
    return date.toISOString();
  };
  return {
    actorEmail: values.person.trim() || null,
    action: values.kind || null,
    subjectType: values.subjectType || null,
    subjectId: values.subjectType ? values.subjectId.trim() || null : null,
    from: day(values.from),
    to: day(values.to, 1),
  };
}

import RECORD_PRODUCT_INTEREST from './product-interest.graphql?raw';

/**
 * Counts a product view or cart add in the shop's daily counters (no
 * personal data: one number per product, day and size), for the staff
 * insights screen. Fire and forget: a failure never bothers the shopper.
 * A plain POST of the mutation (with the header Apollo's CSRF prevention
 * asks for), not the Apollo client: a product page or listing shown from its
 * inlined answer then loads no client just to count a view (issue 17), and
 * `keepalive` lets a count sent as the page closes arrive.
 */
export function recordProductInterest(productId: string, kind: 'view' | 'cart_add', size?: string): void {
  const variables = { productId, kind: kind === 'view' ? 'VIEW' : 'CART_ADD', size: size ?? null };
  void fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ operationName: 'RecordProductInterest', query: RECORD_PRODUCT_INTEREST, variables }),
  })
    // Read to the end: an unread answer keeps the request open.
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

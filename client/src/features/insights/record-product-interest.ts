import { RecordProductInterestText } from '../../gql/texts/RecordProductInterest';
import { CSRF_PREVENTION_HEADERS, graphqlPostBody } from '../../lib/graphql-request';
import { postAndForget } from '../../lib/post-and-forget';

/**
 * Counts a product view or cart add in the shop's daily counters (no
 * personal data: one number per product, day and size), for the staff
 * insights screen. Fire and forget: a failure never bothers the shopper.
 * A plain POST of the mutation (with the header Apollo's CSRF prevention
 * asks for), not the Apollo client: a product page or listing shown from its
 * inlined answer then loads no client just to count a view (issue 17); a
 * count sent as the page closes still arrives (lib/post-and-forget.ts).
 */
export function recordProductInterest(productId: string, kind: 'view' | 'cart_add', size?: string): void {
  const variables = { productId, kind: kind === 'view' ? ('VIEW' as const) : ('CART_ADD' as const), size: size ?? null };
  postAndForget('/graphql', graphqlPostBody(RecordProductInterestText, variables), CSRF_PREVENTION_HEADERS);
}

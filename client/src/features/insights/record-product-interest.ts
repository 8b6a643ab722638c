import { RecordProductInterestDocument } from '../../gql/ops/RecordProductInterest';
import { withApolloClient } from '../../lib/apollo-boundary';

/**
 * Counts a product view or cart add in the shop's daily counters (no
 * personal data: one number per product, day and size), for the staff
 * insights screen. Fire and forget: a failure never bothers the shopper.
 * The Apollo client loads for it if it has not yet (a cart add on a listing
 * shown from its first-screen answer, issue 17).
 */
export function recordProductInterest(productId: string, kind: 'view' | 'cart_add', size?: string): void {
  void withApolloClient()
    .then((client) =>
      client.mutate({ mutation: RecordProductInterestDocument, variables: { productId, kind: kind === 'view' ? 'VIEW' : 'CART_ADD', size: size ?? null } }),
    )
    .catch(() => undefined);
}

import { useCallback } from 'react';
import { useRecordProductInterestMutation } from '../../gql/hooks';

/**
 * Counts a product view or cart add in the shop's daily counters (no
 * personal data: one number per product, day and size), for the staff
 * insights screen. Fire and forget: a failure never bothers the shopper.
 */
export function useRecordProductInterest() {
  const [record] = useRecordProductInterestMutation();
  return useCallback(
    (productId: string, kind: 'view' | 'cart_add', size?: string) => {
      void record({ variables: { productId, kind: kind === 'view' ? 'VIEW' : 'CART_ADD', size: size ?? null } }).catch(() => undefined);
    },
    [record],
  );
}

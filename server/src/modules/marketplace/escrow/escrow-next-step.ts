import type { EscrowStatus } from './escrow-status';
import type { MarketplaceOrder } from './marketplace-order.entity';

export type Viewer = 'buyer' | 'seller' | 'staff';

export interface NextStep {
  /** What this viewer must do next, or is waiting for. */
  text: string;
  /** By when, when there is a deadline. */
  by: Date | null;
}

/** The next step of an order as its buyer, seller or staff see it; null when nothing is left to do. */
export function nextStep(order: Pick<MarketplaceOrder, 'status' | 'reservedUntil' | 'shipBy' | 'inspectionEndsAt'>, viewer: Viewer): NextStep | null {
  const steps: Partial<Record<EscrowStatus, Partial<Record<Viewer, NextStep>>>> = {
    pending: { buyer: { text: 'Complete your payment before the reservation ends.', by: order.reservedUntil } },
    paid: {
      seller: { text: 'Ship the watch insured and signed for, then add the carrier and tracking number.', by: order.shipBy },
      buyer: { text: 'The seller is preparing your watch for insured delivery.', by: order.shipBy },
    },
    shipped: {
      buyer: { text: 'Confirm delivery when the watch arrives.', by: null },
      seller: { text: 'The watch is on its way to the buyer.', by: null },
      staff: { text: 'Confirm delivery when the carrier reports it.', by: null },
    },
    delivered: {
      buyer: { text: 'Inspect the watch, then accept it or open a dispute.', by: order.inspectionEndsAt },
      seller: { text: 'The buyer is inspecting the watch; the payment is released when they accept it or the inspection period ends.', by: order.inspectionEndsAt },
    },
    disputed: {
      staff: { text: 'Decide the dispute: refund the buyer once the watch is returned, or release the payment to the seller.', by: null },
      buyer: { text: 'Our team is reviewing your dispute and will contact you.', by: null },
      seller: { text: 'Our team is reviewing the dispute; the payment stays held meanwhile.', by: null },
    },
    released: {
      staff: { text: 'Pay the proceeds out to the seller.', by: null },
      seller: { text: 'The proceeds are in your available balance and will be paid out to your account.', by: null },
    },
  };
  return steps[order.status as EscrowStatus]?.[viewer] ?? null;
}

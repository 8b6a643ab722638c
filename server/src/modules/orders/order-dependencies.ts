import { type AppConfig, shopOrigin } from '../../config';
import { AccountKeys } from '../accounts/account-keys';
import type { MessagingDependencies } from '../messaging/message-transport';
import { OrderAccessTokens } from './order-access';
import type { PaymentDependencies } from '../payments/payment-dependencies';
import type { PaymentGateway } from '../payments/payment-gateway';

/** What the orders area keeps for the life of the process. */
export interface OrderDependencies {
  gateway: PaymentGateway;
  tokens: OrderAccessTokens;
  /** Origin of links in order emails. */
  publicUrl: string;
  reservationMinutes: number;
  /** Where the order confirmation email is written (sent, or kept in the outbox). */
  messaging: MessagingDependencies;
  /** Addresses the checkout's per-address limit skips (RATE_LIMIT_EXEMPT_ADDRESSES). */
  rateLimitExemptAddresses: ReadonlySet<string>;
  /** The marketplace team's address (MARKETPLACE_STAFF_EMAIL): told of each new dispute. */
  marketplaceStaffEmail: string;
}

export function createOrderDependencies(config: AppConfig, messaging: MessagingDependencies, payments: PaymentDependencies): OrderDependencies {
  return {
    gateway: payments.gateway,
    tokens: new OrderAccessTokens(new AccountKeys(config.authSecret)),
    publicUrl: shopOrigin(config),
    reservationMinutes: config.checkoutReservationMinutes,
    messaging,
    rateLimitExemptAddresses: config.rateLimitExemptAddresses,
    marketplaceStaffEmail: config.marketplaceStaffEmail,
  };
}

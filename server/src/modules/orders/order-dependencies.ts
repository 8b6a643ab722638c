import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config';
import { AccountKeys } from '../accounts/account-keys';
import type { MessagingDependencies } from '../messaging/message-transport';
import { OrderAccessTokens } from './order-access';
import type { PaymentGateway } from './payment-gateway';
import { SimulatedGateway } from './simulated-gateway';
import { StripeGateway } from './stripe-gateway';

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

/** TEST_CRASH_POINT=after-gateway-confirm: the process dies as in a power cut, the payment taken and the shop not yet told. */
const dieAtOnce = () => process.kill(process.pid, 'SIGKILL');

export function createOrderDependencies(config: AppConfig, orm: MikroORM, messaging: MessagingDependencies): OrderDependencies {
  const simulatedHooks = config.testCrashPoint === 'after-gateway-confirm' ? { afterPaymentTaken: dieAtOnce } : {};
  const gateway: PaymentGateway = config.stripe ? new StripeGateway(config.stripe) : new SimulatedGateway(orm, simulatedHooks);
  return {
    gateway,
    tokens: new OrderAccessTokens(new AccountKeys(config.authSecret)),
    publicUrl: (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, ''),
    reservationMinutes: config.checkoutReservationMinutes,
    messaging,
    rateLimitExemptAddresses: config.rateLimitExemptAddresses,
    marketplaceStaffEmail: config.marketplaceStaffEmail,
  };
}

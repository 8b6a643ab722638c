import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config';
import { PaymentEventRouter } from './payment-events';
import type { PaymentGateway } from './payment-gateway';
import { SimulatedGateway } from './simulated-gateway';
import { StripeGateway } from './stripe-gateway';

/** What the payments module keeps for the life of the process: the shop's one gateway and who applies its events. */
export interface PaymentDependencies {
  gateway: PaymentGateway;
  events: PaymentEventRouter;
}

/** TEST_CRASH_POINT=after-gateway-confirm: the process dies as in a power cut, the payment taken and the shop not yet told. */
const dieAtOnce = () => process.kill(process.pid, 'SIGKILL');

/** Stripe when its keys are set, otherwise the built-in offline gateway. */
export function createPaymentDependencies(config: AppConfig, orm: MikroORM): PaymentDependencies {
  const simulatedHooks = config.testCrashPoint === 'after-gateway-confirm' ? { afterPaymentTaken: dieAtOnce } : {};
  const gateway: PaymentGateway = config.stripe ? new StripeGateway(config.stripe) : new SimulatedGateway(orm, simulatedHooks);
  return { gateway, events: new PaymentEventRouter() };
}

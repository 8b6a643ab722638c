import type { AppModule } from '../../common/app-module';
import { type PaymentDependencies, createPaymentDependencies } from './payment-dependencies';
import { PaymentEvent } from './payment-event.entity';
import { SimulatedPaymentIntent } from './simulated-payment-intent.entity';
import { SimulatedTransfer } from './simulated-transfer.entity';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

declare module '../../common/app-module' {
  interface AppDependencies {
    /** The shop's one payment gateway, and who applies its events (each module that takes payments names its handler). */
    payments: PaymentDependencies;
  }
}

/** Card payments: Stripe or the simulated gateway, the payment event log and Stripe's webhook. */
export const paymentsModule: AppModule = {
  name: 'payments',
  entities: [PaymentEvent, SimulatedPaymentIntent, SimulatedTransfer],
  setup(dependencies) {
    const payments = createPaymentDependencies(dependencies.config, dependencies.orm);
    dependencies.payments = payments;
    // Before the JSON parser: Stripe signs the raw bytes of a webhook.
    return { routes: { rawApi: [stripeWebhookRoutes(payments)] } };
  },
};

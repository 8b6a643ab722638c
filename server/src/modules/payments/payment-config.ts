import type { PaymentGateway } from './payment-gateway';
import { TEST_CARDS } from './simulated-cards';

/** What the browser needs to take a payment (GraphQL paymentConfig and GET /api/stripe/config). */
export function paymentConfig(gateway: PaymentGateway) {
  const simulated = gateway.provider === 'simulated';
  return {
    provider: gateway.provider,
    publishableKey: gateway.publishableKey,
    simulated,
    testCards: simulated ? TEST_CARDS.map((card) => ({ ...card })) : [],
  };
}

import type { ShippingValues } from './shipping-rules';

export type PayOutcome = { ok: true } | { ok: false; message: string | null };

/** Takes the payment once the details are saved: the simulated card form or Stripe Elements. */
export type Payer = (details: ShippingValues) => Promise<PayOutcome>;

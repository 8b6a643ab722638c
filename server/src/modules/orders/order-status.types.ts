import { registerEnumType } from 'type-graphql';

export enum OrderStatusValue {
  PENDING = 'pending',
  PAID = 'paid',
  FULFILLED = 'fulfilled',
  CANCELLED = 'cancelled',
  PARTIALLY_REFUNDED = 'partially_refunded',
  REFUNDED = 'refunded',
}

registerEnumType(OrderStatusValue, {
  name: 'OrderStatus',
  description: 'Where an order stands: pending → paid → fulfilled; cancelled; partially refunded or refunded.',
  valuesConfig: {
    PENDING: { description: 'Checkout started, stock held, payment not yet received.' },
    PAID: { description: 'Payment received; being prepared for dispatch.' },
    FULFILLED: { description: 'Dispatched to the customer.' },
    CANCELLED: { description: 'Ended before dispatch: an expired or replaced checkout (nothing charged), a payment that came too late (refunded), or cancelled by staff (refunded).' },
    PARTIALLY_REFUNDED: { description: 'Paid or dispatched, with some lines refunded; it can still be dispatched and refunded further.' },
    REFUNDED: { description: 'Every line was refunded: the whole payment was given back.' },
  },
});

export enum PaymentProviderValue {
  SIMULATED = 'simulated',
  STRIPE = 'stripe',
}

registerEnumType(PaymentProviderValue, {
  name: 'PaymentProvider',
  description: 'Who takes card payments.',
  valuesConfig: {
    SIMULATED: { description: 'The built-in offline gateway (no Stripe keys set): Stripe test card numbers, nothing is charged.' },
    STRIPE: { description: 'Stripe PaymentIntents through Stripe.js Elements.' },
  },
});

import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Authorized, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { Money } from '../../graphql/money.type';

import { CancellationReasonValue, OrderDispatchView, PaymentStatusValue, StaffOrderActionValue } from './order-operations.types';
import { OrderStatusValue, PaymentProviderValue } from './order-status.types';
import { OrderRefundView } from './refund.types';

export { OrderStatusValue, PaymentProviderValue };

@ObjectType('OrderLine', { description: 'One line of an order, as sold: the product snapshot, size, quantity and price.' })
export class OrderLineView {
  @Field(() => ID, { description: 'The product bought.' })
  productId!: string;

  @Field(() => String, { description: 'Product name when sold.' })
  name!: string;

  @Field(() => String, { description: 'Brand when sold.' })
  brand!: string;

  @Field(() => String, { description: 'SKU when sold.' })
  sku!: string;

  @Field(() => String, { description: 'Main image URL.' })
  imageUrl!: string;

  @Field(() => String, { nullable: true, description: 'Chosen size (clothing), if any.' })
  size!: string | null;

  @Field(() => Int, { description: 'How many.' })
  quantity!: number;

  @Field(() => Money, { description: 'Price paid per item (VAT included).' })
  unitPrice!: Money;

  @Field(() => Money, { description: 'Unit price × quantity.' })
  lineTotal!: Money;

  @Field(() => Int, { description: 'How many of this line have been refunded (0 to quantity).' })
  refundedQuantity!: number;
}

@ObjectType('ShippingAddress', { description: 'Where an order is delivered.' })
export class ShippingAddressView {
  @Field(() => String, { description: 'Recipient name.' })
  name!: string;

  @Field(() => String, { description: 'Street address.' })
  address!: string;

  @Field(() => String, { description: 'Town or city.' })
  city!: string;

  @Field(() => String, { description: 'Postcode.' })
  postalCode!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2 country code, e.g. GB.' })
  country!: string;

  @Field(() => String, { description: 'Country name in English, e.g. United Kingdom.' })
  countryName!: string;
}

@ObjectType('Order', { description: 'A customer order. Prices and totals were computed by the server from the catalogue.' })
export class OrderView {
  @Field(() => ID, { description: 'Internal id.' })
  id!: string;

  @Field(() => String, { description: 'Order number shown to the customer, e.g. AUR-7K3M9Q2X.' })
  number!: string;

  @Field(() => OrderStatusValue, { description: 'Current status.' })
  status!: OrderStatusValue;

  @Field(() => Boolean, { description: 'True once the payment has been received (paid or fulfilled).' })
  isPaid!: boolean;

  @Field(() => PaymentProviderValue, { description: 'Who takes the payment.' })
  paymentProvider!: PaymentProviderValue;

  @Field(() => GraphQLDateTimeISO, { description: 'When the checkout started.' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the payment was received.' })
  paidAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Contact email.' })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Contact phone.' })
  phone!: string | null;

  @Field(() => ShippingAddressView, { nullable: true, description: 'Delivery address, once given.' })
  shippingAddress!: ShippingAddressView | null;

  @Field(() => [OrderLineView], { description: 'What was bought, in cart order.' })
  lines!: OrderLineView[];

  @Field(() => Int, { description: 'Number of items (sum of quantities).' })
  itemCount!: number;

  @Field(() => Money, { description: 'Sum of the lines.' })
  subtotal!: Money;

  @Field(() => Money, { description: 'Shipping charged: 0 for every order.' })
  shipping!: Money;

  @Field(() => Money, { description: 'VAT at 20 % contained in the total (not added to it).' })
  vat!: Money;

  @Field(() => Money, { description: 'What the customer pays: subtotal plus shipping.' })
  total!: Money;

  @Field(() => String, { nullable: true, description: 'The latest card decline message, while unpaid.' })
  lastPaymentError!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was cancelled, if it was, in words for the customer.' })
  cancellationReason!: string | null;

  @Field(() => CancellationReasonValue, { nullable: true, description: 'Why it was cancelled, as a code (e.g. CHECKOUT_EXPIRED for an abandoned checkout).' })
  cancellationCode!: CancellationReasonValue | null;

  @Field(() => PaymentStatusValue, { description: 'Where the money stands: unpaid, paid, or refunded.' })
  paymentStatus!: PaymentStatusValue;

  @Field(() => OrderDispatchView, { nullable: true, description: 'Carrier and tracking, once dispatched.' })
  dispatch!: OrderDispatchView | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When it was cancelled.' })
  cancelledAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the latest refund was made.' })
  refundedAt!: Date | null;

  @Field(() => Money, { description: 'Total refunded so far (every refund, partial or whole).' })
  refunded!: Money;

  @Field(() => [OrderRefundView], { description: 'Its refunds (credit notes), oldest first.' })
  refunds!: OrderRefundView[];

  @Authorized('admin')
  @Field(() => [StaffOrderActionValue], { description: 'Staff only: the actions its current state allows.' })
  staffActions!: StaffOrderActionValue[];

  @Authorized('admin')
  @Field(() => String, { nullable: true, description: "Staff only: the payment provider's payment id (pi_…), to find it in their dashboard." })
  paymentReference!: string | null;

  @Authorized('admin')
  @Field(() => String, { nullable: true, description: "Staff only: the payment provider's refund id (re_…), once refunded." })
  refundReference!: string | null;
}

@ObjectType('CheckoutSession', { description: 'A started checkout: the order holding its stock and the payment to complete.' })
export class CheckoutSessionView {
  @Field(() => OrderView, { description: 'The pending order.' })
  order!: OrderView;

  @Field(() => String, { description: "The buyer's access token for this order: keep it to read the order or finish paying. Not guessable." })
  orderToken!: string;

  @Field(() => String, { description: 'The PaymentIntent client secret, for Stripe.js or the simulated card form.' })
  clientSecret!: string;
}

@ObjectType('TestCard', { description: 'A card number the simulated gateway understands (Stripe test numbers).' })
export class TestCardView {
  @Field(() => String, { description: 'The number, grouped in fours.' })
  number!: string;

  @Field(() => String, { description: 'What happens when paying with it.' })
  outcome!: string;
}

@ObjectType('PaymentConfig', { description: 'How the checkout takes payment (GET /api/stripe/config in REST).' })
export class PaymentConfigView {
  @Field(() => PaymentProviderValue, { description: 'Stripe, or the simulated offline gateway.' })
  provider!: PaymentProviderValue;

  @Field(() => String, { nullable: true, description: "Stripe's publishable key; null when payments are simulated." })
  publishableKey!: string | null;

  @Field(() => Boolean, { description: 'True when no card is really charged.' })
  simulated!: boolean;

  @Field(() => [TestCardView], { description: 'Card numbers to try when simulated; empty with real Stripe.' })
  testCards!: TestCardView[];
}

export enum PaymentAttemptStatusValue {
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
}

registerEnumType(PaymentAttemptStatusValue, {
  name: 'PaymentAttemptStatus',
  description: 'The outcome of one payment attempt.',
  valuesConfig: {
    SUCCEEDED: { description: 'Paid: the order is confirmed.' },
    FAILED: { description: 'Declined or refused: the customer may try again.' },
  },
});

@ObjectType('PaymentAttempt', { description: 'What happened when the card was charged.' })
export class PaymentAttemptView {
  @Field(() => PaymentAttemptStatusValue, { description: 'Succeeded or failed.' })
  status!: PaymentAttemptStatusValue;

  @Field(() => String, { nullable: true, description: "The provider's message when it failed, e.g. 'Your card was declined.'" })
  message!: string | null;

  @Field(() => OrderView, { description: 'The order after the attempt.' })
  order!: OrderView;
}

@InputType('CheckoutItemInput', { description: 'A cart line: which product, size and quantity. Prices come from the catalogue, never from here.' })
export class CheckoutItemInput {
  @Field(() => ID, { description: 'Product id.' })
  @MaxLength(12)
  productId!: string;

  @Field(() => Int, { description: 'How many, 1 to 99.' })
  quantity!: number;

  @Field(() => String, { nullable: true, description: 'Chosen size (clothing).' })
  @MaxLength(16)
  size?: string | null;
}

@InputType('OrderAccessInput', { description: "Proof that an order is the caller's: its number and access token (signed-in owners may omit the token)." })
export class OrderAccessInput {
  @Field(() => String, { description: 'Order number, e.g. AUR-7K3M9Q2X.' })
  @MaxLength(20)
  number!: string;

  @Field(() => String, { nullable: true, description: 'The orderToken given when the checkout started.' })
  @MaxLength(100)
  token?: string | null;
}

@InputType('StartCheckoutInput', { description: 'The cart to buy and the total the shopper was shown.' })
export class StartCheckoutInput {
  @Field(() => [CheckoutItemInput], { description: 'Cart lines, 1 to 50.' })
  items!: CheckoutItemInput[];

  @Field(() => Int, { description: 'The total shown to the shopper, in pence; refused when it differs from the server\'s.' })
  expectedTotal!: number;

  @Field(() => String, { nullable: true, description: 'Guest email, if already known.' })
  @MaxLength(254)
  email?: string | null;

  @Field(() => OrderAccessInput, { nullable: true, description: "The shopper's earlier unpaid checkout, given up for this one so its stock goes back." })
  replaces?: OrderAccessInput | null;
}

@InputType('CheckoutDetailsInput', { description: 'Contact and shipping details for an order.' })
export class CheckoutDetailsInput {
  @Field(() => String, { description: 'Email for the confirmation.' })
  @MaxLength(254)
  email!: string;

  @Field(() => String, { description: 'Phone, international (+44…) or UK national (07…).' })
  @MaxLength(32)
  phone!: string;

  @Field(() => String, { description: 'Recipient name.' })
  @MaxLength(120)
  name!: string;

  @Field(() => String, { description: 'Street address.' })
  @MaxLength(200)
  address!: string;

  @Field(() => String, { description: 'Town or city.' })
  @MaxLength(100)
  city!: string;

  @Field(() => String, { description: 'Postcode (UK format when the country is GB).' })
  @MaxLength(16)
  postalCode!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2 country code, e.g. GB.' })
  @MaxLength(2)
  country!: string;
}

@ObjectType('CartLine', { description: "A line of a signed-in customer's saved cart, with the catalogue's current details and price." })
export class CartLineView {
  @Field(() => ID, { description: 'Product id.' })
  productId!: string;

  @Field(() => String, { description: 'Product name.' })
  name!: string;

  @Field(() => String, { description: 'Brand.' })
  brand!: string;

  @Field(() => String, { description: 'Main image URL.' })
  imageUrl!: string;

  @Field(() => Money, { description: 'Price paid now per item (the sale price while on sale).' })
  price!: Money;

  @Field(() => String, { nullable: true, description: 'Chosen size, if any.' })
  size!: string | null;

  @Field(() => Int, { description: 'How many.' })
  quantity!: number;
}

@ObjectType('OrderList', { description: "A page of the signed-in customer's orders, newest first." })
export class OrderListView {
  @Field(() => [OrderView], { description: 'The orders of this page.' })
  items!: OrderView[];

  @Field(() => Int, { description: 'How many orders there are in all.' })
  totalCount!: number;
}

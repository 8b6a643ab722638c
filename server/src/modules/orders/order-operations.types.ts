import { GraphQLDateTimeISO } from 'graphql-scalars';
import { MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../graphql/money.type';
import { OrderStatusValue, PaymentProviderValue } from './order-status.types';
import { CarrierValue } from '../delivery/delivery.types';

export enum PaymentStatusValue {
  UNPAID = 'unpaid',
  PAID = 'paid',
  REFUNDED = 'refunded',
}

registerEnumType(PaymentStatusValue, {
  name: 'PaymentStatus',
  description: "Where the customer's money stands, whatever the order's status.",
  valuesConfig: {
    UNPAID: { description: 'Nothing has been charged.' },
    PAID: { description: 'The payment was received and is kept.' },
    REFUNDED: { description: 'The payment was given back in full.' },
  },
});

export enum CancellationReasonValue {
  CHECKOUT_EXPIRED = 'checkout_expired',
  CHECKOUT_REPLACED = 'checkout_replaced',
  PAYMENT_SETUP_FAILED = 'payment_setup_failed',
  SOLD_OUT_AFTER_PAYMENT = 'sold_out_after_payment',
  CANCELLED_BY_STAFF = 'cancelled_by_staff',
}

registerEnumType(CancellationReasonValue, {
  name: 'CancellationReason',
  description: 'Why an order was cancelled.',
  valuesConfig: {
    CHECKOUT_EXPIRED: { description: 'The checkout was left unpaid until its hold on stock ran out; nothing was charged.' },
    CHECKOUT_REPLACED: { description: 'The shopper started a newer checkout instead.' },
    PAYMENT_SETUP_FAILED: { description: 'The payment provider could not open the payment.' },
    SOLD_OUT_AFTER_PAYMENT: { description: 'The payment arrived after the stock was gone; it was refunded.' },
    CANCELLED_BY_STAFF: { description: 'Cancelled by staff before dispatch; refunded and restocked.' },
  },
});

export enum StaffOrderActionValue {
  DISPATCH = 'dispatch',
  REFUND = 'refund',
  CANCEL = 'cancel',
}

registerEnumType(StaffOrderActionValue, {
  name: 'StaffOrderAction',
  description: 'What staff may do to an order in its current state.',
  valuesConfig: {
    DISPATCH: { description: 'Mark a paid order as dispatched, with carrier and tracking number.' },
    REFUND: { description: 'Refund the payment in full (restocked when not yet dispatched).' },
    CANCEL: { description: 'Cancel a paid order before dispatch: refund and restock.' },
  },
});

@ObjectType('OrderDispatch', { description: 'How a dispatched order travels to the customer.' })
export class OrderDispatchView {
  @Field(() => CarrierValue, { description: 'The carrier.' })
  carrier!: CarrierValue;

  @Field(() => String, { description: "The carrier's name, e.g. DHL Express." })
  carrierName!: string;

  @Field(() => String, { description: "The carrier's tracking number." })
  trackingNumber!: string;

  @Field(() => String, { nullable: true, description: "The carrier's tracking page for this parcel." })
  trackingUrl!: string | null;

  @Field(() => GraphQLDateTimeISO, { description: 'When it was dispatched.' })
  dispatchedAt!: Date;
}

@ObjectType('StaffOrderSummary', { description: 'One row of the staff order list: enough to find an order and see where it stands.' })
export class StaffOrderSummaryView {
  @Field(() => ID, { description: 'Internal id.' })
  id!: string;

  @Field(() => String, { description: 'Order number, e.g. AUR-7K3M9Q2X.' })
  number!: string;

  @Field(() => OrderStatusValue, { description: 'Current status.' })
  status!: OrderStatusValue;

  @Field(() => CancellationReasonValue, { nullable: true, description: 'Why it was cancelled, when it was.' })
  cancellationCode!: CancellationReasonValue | null;

  @Field(() => PaymentStatusValue, { description: 'Where the money stands.' })
  paymentStatus!: PaymentStatusValue;

  @Field(() => GraphQLDateTimeISO, { description: 'When the checkout started.' })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: "The customer's name: the account's, else the delivery name." })
  customerName!: string | null;

  @Field(() => String, { nullable: true, description: 'Contact email.' })
  email!: string | null;

  @Field(() => Int, { description: 'Number of items (sum of quantities).' })
  itemCount!: number;

  @Field(() => Money, { description: 'Order total.' })
  total!: Money;

  @Field(() => PaymentProviderValue, { description: 'Who took the payment.' })
  paymentProvider!: PaymentProviderValue;
}

@ObjectType('StaffOrderList', { description: 'A page of orders for staff, newest first.' })
export class StaffOrderListView {
  @Field(() => [StaffOrderSummaryView], { description: 'The orders of this page.' })
  items!: StaffOrderSummaryView[];

  @Field(() => Int, { description: 'How many orders match the filter in all.' })
  totalCount!: number;
}

@InputType('StaffOrderFilter', { description: 'Which orders staff want to see.' })
export class StaffOrderFilterInput {
  @Field(() => OrderStatusValue, { nullable: true, description: 'Only this status. Without it: every order that was paid at some point (abandoned checkouts are left out).' })
  status?: OrderStatusValue | null;

  @Field(() => String, { nullable: true, description: 'Part of an order number or of the customer email.' })
  @MaxLength(100)
  search?: string | null;
}

@ObjectType('OrderStaffAction', { description: 'Staff only: something a member of staff did to an order, recorded with the change.' })
export class OrderStaffActionView {
  @Field(() => StaffOrderActionValue, { description: 'What was done.' })
  action!: StaffOrderActionValue;

  @Field(() => String, { description: 'The email of the admin who did it.' })
  staffEmail!: string;

  @Field(() => String, { nullable: true, description: 'What it carried: carrier and tracking number of a dispatch, or the refund reference.' })
  detail!: string | null;

  @Field(() => GraphQLDateTimeISO, { description: 'When.' })
  at!: Date;
}

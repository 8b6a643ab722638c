import { Money } from '../../graphql/money.type';
import { cancellationMessage, isCancellationReason } from './cancellation-reasons';
import { carrierName, isCarrier, trackingUrl } from '../delivery/carriers';
import { countryName } from '../delivery/checkout-details';
import type { Order } from './order.entity';
import type { OrderLine } from './order-line.entity';
import type { OrderRefund } from './order-refund.entity';
import type { OrderRefundView } from './refund.types';
import { CancellationReasonValue, type OrderDispatchView, PaymentStatusValue, StaffOrderActionValue } from './order-operations.types';
import { CarrierValue } from '../delivery/delivery.types';
import { paymentStatusOf, staffActions } from './order-transitions';
import { type OrderLineView, OrderStatusValue, type OrderView, PaymentProviderValue, type ShippingAddressView } from './order.types';

function lineView(line: OrderLine): OrderLineView {
  return {
    productId: String(line.product.id),
    name: line.name,
    brand: line.brand,
    sku: line.sku,
    imageUrl: line.imageUrl,
    size: line.size ?? null,
    quantity: line.quantity,
    unitPrice: Money.ofPence(line.unitPricePence),
    lineTotal: Money.ofPence(line.lineTotalPence),
    refundedQuantity: line.refundedQuantity,
  };
}

function refundView(refund: OrderRefund): OrderRefundView {
  return {
    id: refund.id,
    amount: Money.ofPence(refund.amountPence),
    vat: Money.ofPence(refund.vatPence),
    lines: refund.lines.map((line) => ({
      productId: String(line.productId),
      name: line.name,
      brand: line.brand,
      size: line.size,
      quantity: line.quantity,
      amount: Money.ofPence(line.amountPence),
    })),
    refundedAt: refund.createdAt,
    reason: refund.reason,
    refundedBy: refund.staffEmail ?? null,
    restocked: refund.restocked,
    gatewayReference: refund.gatewayReference,
  };
}

function addressView(order: Order): ShippingAddressView | null {
  if (!order.shippingAddress || !order.shippingCountry) return null;
  return {
    name: order.shippingName ?? '',
    address: order.shippingAddress,
    city: order.shippingCity ?? '',
    postalCode: order.shippingPostalCode ?? '',
    country: order.shippingCountry,
    countryName: countryName(order.shippingCountry),
  };
}

function dispatchView(order: Order): OrderDispatchView | null {
  if (!isCarrier(order.dispatchCarrier) || !order.trackingNumber || !order.fulfilledAt) return null;
  return {
    carrier: order.dispatchCarrier as CarrierValue,
    carrierName: carrierName(order.dispatchCarrier) ?? '',
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.dispatchCarrier, order.trackingNumber),
    dispatchedAt: order.fulfilledAt,
  };
}

export const cancellationCode = (reason: string | null | undefined) => (isCancellationReason(reason) ? (reason as CancellationReasonValue) : null);

/** The GraphQL view of an order whose lines are loaded. */
export function toOrderView(order: Order): OrderView {
  const lines = order.lines.getItems();
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatusValue,
    isPaid: order.status === 'paid' || order.status === 'fulfilled' || order.status === 'partially_refunded',
    paymentProvider: order.paymentProvider as PaymentProviderValue,
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? null,
    email: order.email ?? null,
    phone: order.phone ?? null,
    shippingAddress: addressView(order),
    lines: lines.map(lineView),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: Money.ofPence(order.subtotalPence),
    shipping: Money.ofPence(order.shippingPence),
    vat: Money.ofPence(order.vatPence),
    total: Money.ofPence(order.totalPence),
    lastPaymentError: order.status === 'pending' ? (order.lastPaymentError ?? null) : null,
    cancellationReason: cancellationMessage(order.cancellationReason),
    cancellationCode: cancellationCode(order.cancellationReason),
    paymentStatus: paymentStatusOf(order) as PaymentStatusValue,
    dispatch: dispatchView(order),
    cancelledAt: order.cancelledAt ?? null,
    refundedAt: order.refundedAt ?? null,
    refunded: Money.ofPence(order.refundedPence),
    refunds: order.refunds.isInitialized() ? order.refunds.getItems().map(refundView) : [],
    staffActions: staffActions(order) as StaffOrderActionValue[],
    paymentReference: order.paymentIntentId ?? null,
    refundReference: order.refundId ?? null,
  };
}

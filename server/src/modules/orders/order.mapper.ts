import { Money } from '../../graphql/money.type';
import { countryName } from './checkout-details';
import type { Order } from './order.entity';
import type { OrderLine } from './order-line.entity';
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

/** The GraphQL view of an order whose lines are loaded. */
export function toOrderView(order: Order): OrderView {
  const lines = order.lines.getItems();
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatusValue,
    isPaid: order.status === 'paid' || order.status === 'fulfilled',
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
    cancellationReason: order.cancellationReason ?? null,
  };
}

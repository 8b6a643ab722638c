import { signIn, sql, testBrowser, type TestBrowser, verifiedCustomer } from '../../test/account-helpers';
import type { TestApp } from '../../test/test-app';
import { AccountKeys } from '../accounts/account-keys';
import { endAbandonedCheckouts } from './abandoned-checkouts';
import { card, type CatalogueProduct, CONFIRM, DETAILS, SAVE_DETAILS, START_CHECKOUT } from './checkout.test-helpers';
import { OrderAccessTokens } from './order-access';
import type { PaymentGateway } from '../payments/payment-gateway';

export const STAFF_ORDER_FIELDS = `
  id number status isPaid paymentStatus cancellationCode cancellationReason cancelledAt refundedAt
  staffActions paymentReference refundReference itemCount total { amount }
  dispatch { carrier carrierName trackingNumber trackingUrl dispatchedAt }`;

export const STAFF_ORDERS = `query StaffOrders($filter: StaffOrderFilter, $limit: Int, $offset: Int) {
  staffOrders(filter: $filter, limit: $limit, offset: $offset) {
    totalCount
    items { id number status paymentStatus cancellationCode createdAt customerName email itemCount total { amount } paymentProvider }
  }
}`;
export const STAFF_ORDER = `query StaffOrder($number: String!) { staffOrder(number: $number) { ${STAFF_ORDER_FIELDS} } }`;
export const DISPATCH = `mutation Dispatch($number: String!, $input: DispatchOrderInput!) { dispatchOrder(number: $number, input: $input) { ${STAFF_ORDER_FIELDS} } }`;
/** A refund with a reason (staff must give one); no lines: every line not yet refunded. */
export const REFUND = `mutation Refund($number: String!, $lines: [RefundLineInput!], $reason: String! = "Customer asked", $restock: Boolean) {
  refundOrder(number: $number, lines: $lines, reason: $reason, restock: $restock) { ${STAFF_ORDER_FIELDS} }
}`;
export const CANCEL = `mutation Cancel($number: String!, $reason: String = "The customer asked us to cancel") { cancelOrder(number: $number, reason: $reason) { ${STAFF_ORDER_FIELDS} } }`;

/** A verified account made admin, signed in. */
export async function signedInAdmin(app: TestApp): Promise<TestBrowser> {
  const staff = await verifiedCustomer(app, { firstName: 'Ada' });
  await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
  const browser = testBrowser(app);
  await signIn(browser, staff.email, staff.password);
  return browser;
}

/** A verified customer, signed in. */
export async function signedInCustomer(app: TestApp): Promise<{ browser: TestBrowser; email: string }> {
  const customer = await verifiedCustomer(app);
  const browser = testBrowser(app);
  await signIn(browser, customer.email, customer.password);
  return { browser, email: customer.email };
}

type GraphqlClient = Pick<TestApp, 'graphql'>;

/** Start, give details, pay with 4242: a paid order of `quantity` × product, bought by whoever `client` is. */
export async function buy(client: GraphqlClient, product: CatalogueProduct, options: { quantity?: number; email?: string } = {}) {
  return buyLines(client, [{ product, quantity: options.quantity ?? 1 }], options);
}

/** The same with several lines: a paid order of each product × its quantity. */
export async function buyLines(client: GraphqlClient, lines: { product: CatalogueProduct; quantity: number }[], options: { email?: string } = {}) {
  const totalPence = lines.reduce((sum, line) => sum + line.product.pricePaid * line.quantity, 0);
  const started = await client.graphql(START_CHECKOUT, {
    input: { expectedTotal: totalPence, items: lines.map((line) => ({ productId: String(line.product.id), quantity: line.quantity })) },
  });
  if (!started.body.data) throw new Error(`checkout failed: ${JSON.stringify(started.body.errors)}`);
  const { orderToken, clientSecret, order } = started.body.data.startCheckout;
  const email = options.email ?? `buyer-${order.number.toLowerCase()}@example.com`;
  await client.graphql(SAVE_DETAILS, { order: { number: order.number, token: orderToken }, details: { ...DETAILS, email } });
  const paid = await client.graphql(CONFIRM, { clientSecret, card: card('4242424242424242') });
  if (paid.body.data?.confirmSimulatedPayment.status !== 'SUCCEEDED') throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return { number: order.number as string, id: order.id as string, token: orderToken as string, email, totalPence };
}

/** Outbox emails to a recipient, oldest first. */
export async function emailsTo(app: TestApp, recipient: string) {
  return sql<{ kind: string; subject: string; body: string; link: string }>(app.orm, 'select kind, subject, body, link from outbox_message where recipient = ? order by id', [recipient]);
}

/** Makes an order's hold on stock run out, as if the shopper had left the checkout 16 minutes ago. */
export async function expireHold(app: TestApp, orderId: string) {
  await sql(app.orm, `update stock_reservation set expires_at = now() - interval '1 minute' where order_id = ?`, [orderId]);
}

/** The checkout sweep's ending of abandoned checkouts (a recurring job, every 30 s), run now against the test app's database through `gateway`. */
export function sweeper(app: TestApp, gateway: PaymentGateway) {
  const context = {
    gateway,
    tokens: new OrderAccessTokens(new AccountKeys(undefined)),
    publicUrl: 'http://shop.test',
    reservationMinutes: 15,
    messaging: { deliveredChannels: new Set<never>(), shopOrigin: 'http://shop.test' },
  };
  return () => endAbandonedCheckouts(app.orm.em.fork(), context);
}

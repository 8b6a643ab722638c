import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { sql } from './account-helpers';

async function graphql<T = any>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await request.post('/graphql', { headers: { 'apollo-require-preflight': 'true' }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A watch far down the list with plenty of stock, so other journeys do not move it. */
export async function stockedWatch(offset = 40): Promise<{ id: string; pricePence: number }> {
  const [row] = await sql<{ id: number; price: number }>(
    `select id, coalesce(sale_price_pence, price_pence) as price from product where category = 'watches' order by id desc offset $1 limit 1`,
    [offset],
  );
  await sql('update product set stock = greatest(stock, 50) where id = $1', [row.id]);
  return { id: String(row.id), pricePence: row.price };
}

/** Buys one watch through the API as whoever `request` is signed in as, paying with 4242; returns the order number. */
export async function buyThroughApi(request: APIRequestContext, watch: { id: string; pricePence: number }, email: string): Promise<string> {
  const started = await graphql(request, `mutation($input: StartCheckoutInput!) { startCheckout(input: $input) { orderToken clientSecret order { number } } }`, {
    input: { expectedTotal: watch.pricePence, items: [{ productId: watch.id, quantity: 1 }] },
  });
  const { orderToken, clientSecret, order } = started.startCheckout;
  await graphql(request, `mutation($order: OrderAccessInput!, $details: CheckoutDetailsInput!) { saveCheckoutDetails(order: $order, details: $details) { number } }`, {
    order: { number: order.number, token: orderToken },
    details: { email, phone: '+44 20 7946 0958', name: 'Amelia Hart', address: '12 Mount Street', city: 'London', postalCode: 'W1K 2AA', country: 'GB' },
  });
  const paid = await graphql(request, `mutation($clientSecret: String!, $card: SimulatedCardInput!) { confirmSimulatedPayment(clientSecret: $clientSecret, card: $card) { status } }`, {
    clientSecret,
    card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.confirmSimulatedPayment.status).toBe('SUCCEEDED');
  return order.number as string;
}

/** Raises a return on one of the signed-in customer's orders through the API, marking it dispatched first (returns are for dispatched orders); returns its id. */
export async function raiseReturn(request: APIRequestContext, orderNumber: string, itemName: string): Promise<string> {
  await sql(`update customer_order set status = 'fulfilled', fulfilled_at = now() where number = $1 and status = 'paid'`, [orderNumber]);
  const created = await graphql(request, `mutation($input: ServiceRequestInput!) { createServiceRequest(input: $input) { id } }`, {
    input: { kind: 'return', orderNumber, itemName, reason: 'Changed my mind', details: 'Not the size I expected on the wrist.' },
  });
  return created.createServiceRequest.id as string;
}

import type { TestApp } from '../../test/test-app';

export const ORDER_FIELDS = `
  id number status isPaid email phone createdAt paidAt lastPaymentError cancellationReason itemCount
  shippingAddress { name address city postalCode country countryName }
  lines { productId name brand size quantity unitPrice { amount } lineTotal { amount } }
  subtotal { amount } shipping { amount } vat { amount } total { amount formatted }`;

export const START_CHECKOUT = `mutation Start($input: StartCheckoutInput!) {
  startCheckout(input: $input) { orderToken clientSecret order { ${ORDER_FIELDS} } }
}`;

export const SAVE_DETAILS = `mutation Save($order: OrderAccessInput!, $details: CheckoutDetailsInput!) {
  saveCheckoutDetails(order: $order, details: $details) { ${ORDER_FIELDS} }
}`;

export const CONFIRM = `mutation Pay($clientSecret: String!, $card: SimulatedCardInput!) {
  confirmSimulatedPayment(clientSecret: $clientSecret, card: $card) { status message order { ${ORDER_FIELDS} } }
}`;

export const ORDER = `query Order($number: String!, $token: String) { order(number: $number, token: $token) { ${ORDER_FIELDS} } }`;

export const DETAILS = {
  email: 'Ada.Lovelace@Example.com',
  phone: '+44 20 7946 0958',
  name: 'Ada Lovelace',
  address: '12 Mount Street',
  city: 'London',
  postalCode: 'w1k 2aa',
  country: 'GB',
};

export const card = (number: string) => ({ number, expiry: '12/34', cvc: '123' });

export interface CatalogueProduct {
  id: number;
  name: string;
  category: 'watches' | 'clothing';
  pricePaid: number;
  stock: number;
  availableSizes: string[];
}

/** Products straight from the database, with the price a shopper pays. */
export async function products(app: TestApp, where: string): Promise<CatalogueProduct[]> {
  return app.orm.em.fork().getConnection().execute<CatalogueProduct[]>(
    `select id, name, category, coalesce(sale_price_pence, price_pence) as "pricePaid", stock, available_sizes as "availableSizes"
     from product where ${where} order by id`,
  );
}

export async function setStock(app: TestApp, productId: number, stock: number): Promise<void> {
  await app.orm.em.fork().getConnection().execute('update product set stock = ? where id = ?', [stock, productId]);
}

export async function stockOf(app: TestApp, productId: number): Promise<number> {
  const [row] = await app.orm.em.fork().getConnection().execute<{ stock: number }[]>('select stock from product where id = ?', [productId]);
  return row.stock;
}

export interface Started {
  orderToken: string;
  clientSecret: string;
  order: { id: string; number: string; total: { amount: number }; status: string };
}

/** Starts a checkout for one of each product (quantity 1) at the right total. */
export async function startCheckout(app: TestApp, lines: { product: CatalogueProduct; quantity?: number; size?: string }[]) {
  const expectedTotal = lines.reduce((sum, line) => sum + line.product.pricePaid * (line.quantity ?? 1), 0);
  return app.graphql<{ startCheckout: Started }>(START_CHECKOUT, {
    input: {
      expectedTotal,
      items: lines.map((line) => ({ productId: String(line.product.id), quantity: line.quantity ?? 1, size: line.size ?? null })),
    },
  });
}

/** Start, give details, pay with a card: the whole guest checkout. */
export async function checkoutAndPay(app: TestApp, product: CatalogueProduct, cardNumber = '4242424242424242') {
  const started = await startCheckout(app, [{ product }]);
  if (!started.body.data) return { started, paid: null };
  const { orderToken, clientSecret, order } = started.body.data.startCheckout;
  await app.graphql(SAVE_DETAILS, { order: { number: order.number, token: orderToken }, details: DETAILS });
  const paid = await app.graphql(CONFIRM, { clientSecret, card: card(cardNumber) });
  return { started, paid };
}

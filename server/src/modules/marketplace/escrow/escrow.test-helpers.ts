import { expect } from 'vitest';
import { sql, type TestBrowser } from '../../../test/account-helpers';
import type { TestApp } from '../../../test/test-app';
import { JobRunner } from '../../../common/jobs/jobs';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { SimulatedGateway } from '../../payments/simulated-gateway';
import { approvedSeller, liveListing, signedInCustomer } from '../marketplace.test-helpers';
import type { EscrowDependencies } from './escrow-dependencies';
import { escrowJobHandlers } from './escrow-jobs';
import type { ESCROW_JOBS } from './escrow-moves';

export const ORDER_FIELDS = `id number status viewerRole title nextStep nextStepBy price { amount } insuredDelivery { amount } total { amount } commission { amount } sellerProceeds { amount }
  shipBy carrier trackingNumber trackingUrl deliveredAt inspectionEndsAt acceptedAt autoAccepted disputeReason disputePhotoCount resolutionReason refundReason releasedAt paidOutAt refundedAt`;
export const START = `mutation($listingId: ID!, $delivery: MarketplaceDeliveryInput!) { startMarketplaceCheckout(listingId: $listingId, delivery: $delivery) { clientSecret order { ${ORDER_FIELDS} } } }`;
export const PAY = `mutation($id: ID!, $card: SimulatedCardInput!) { payMarketplaceOrder(id: $id, card: $card) { ${ORDER_FIELDS} } }`;
export const SHIP = `mutation($id: ID!, $input: DispatchOrderInput!) { shipMarketplaceOrder(id: $id, input: $input) { ${ORDER_FIELDS} } }`;
export const DELIVERED = `mutation($id: ID!) { confirmMarketplaceDelivery(id: $id) { ${ORDER_FIELDS} } }`;
export const STAFF_DELIVERED = `mutation($id: ID!) { staffConfirmMarketplaceDelivery(id: $id) { ${ORDER_FIELDS} } }`;
export const ACCEPT = `mutation($id: ID!) { acceptMarketplaceOrder(id: $id) { ${ORDER_FIELDS} } }`;
export const RESOLVE = `mutation($id: ID!, $outcome: DisputeOutcome!, $reason: String!, $watchReturned: Boolean) { resolveMarketplaceDispute(id: $id, outcome: $outcome, reason: $reason, watchReturned: $watchReturned) { ${ORDER_FIELDS} } }`;
export const PAY_OUT = `mutation($id: ID!, $reason: String! = "Sale complete; proceeds due to the seller") { payOutMarketplaceOrder(id: $id, reason: $reason) { ${ORDER_FIELDS} } }`;
export const ORDER = `query($id: ID!) { marketplaceOrder(id: $id) { ${ORDER_FIELDS} } }`;
export const MINE = `query($side: MarketplaceOrderSide!) { myMarketplaceOrders(side: $side) { id viewerRole status } }`;
export const STAFF_ORDERS = `query($status: MarketplaceOrderStatus) { staffMarketplaceOrders(status: $status) { items { id viewerRole status } } }`;
export const BALANCE = `query { myMarketplaceBalance { held { amount } available { amount } paidOut { amount } } }`;

export const DELIVERY = { name: 'Oliver Grant', phone: '07700 900123', address: '4 Albemarle Street', city: 'London', postalCode: 'w1s 4hb', country: 'GB' };
export const CARD_OK = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
export const CARD_DECLINED = { number: '4000000000000002', expiry: '12/34', cvc: '123' };
export const SHIPMENT = { carrier: 'DHL_EXPRESS', trackingNumber: 'JD0146 0000 1234' };

export const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message, reason: body.errors?.[0]?.extensions?.reason });

/** The escrow's process dependencies for the test app's database (the simulated gateway keeps its state there too). */
export function escrowDeps(app: TestApp, gateway: PaymentGateway = new SimulatedGateway(app.orm)): EscrowDependencies {
  return { gateway, publicUrl: 'http://shop.test', messaging: { deliveredChannels: new Set(), shopOrigin: 'http://shop.test' }, marketplaceStaffEmail: 'marketplace@aurum.example' };
}

/** A job runner of a server process, on the test app's database. */
export const jobRunner = (app: TestApp, gateway?: PaymentGateway) => new JobRunner(app.orm, escrowJobHandlers(escrowDeps(app, gateway)));

/** Makes an order's timer due now, as if its time had come. */
export async function makeDue(app: TestApp, kind: (typeof ESCROW_JOBS)[keyof typeof ESCROW_JOBS], orderId: string) {
  const rows = await sql(app.orm, `update job set run_at = now() - interval '1 second' where key = ? and status = 'pending' returning id`, [`${kind}:${orderId}`]);
  expect(rows).toHaveLength(1);
}

/** A seller with a live listing, and a buyer; both signed in. */
export async function sellerAndBuyer(app: TestApp, admin: TestBrowser, priceGbp = '11,250') {
  const seller = await approvedSeller(app, admin);
  const listingId = await liveListing(admin, seller, { priceGbp });
  const buyer = await signedInCustomer(app);
  return { seller, buyer, listingId };
}

export async function startAndPay(buyer: TestBrowser, listingId: string) {
  const started = await buyer.graphql(START, { listingId, delivery: DELIVERY });
  if (!started.body.data) throw new Error(JSON.stringify(started.body.errors));
  const orderId = started.body.data.startMarketplaceCheckout.order.id as string;
  const paid = await buyer.graphql(PAY, { id: orderId, card: CARD_OK });
  if (!paid.body.data) throw new Error(JSON.stringify(paid.body.errors));
  return orderId;
}

/** A paid, shipped and delivered order: in its inspection period. */
export async function deliveredOrder(app: TestApp, admin: TestBrowser) {
  const parties = await sellerAndBuyer(app, admin);
  const orderId = await startAndPay(parties.buyer.browser, parties.listingId);
  await parties.seller.browser.graphql(SHIP, { id: orderId, input: SHIPMENT });
  const delivered = await parties.buyer.browser.graphql(DELIVERED, { id: orderId });
  expect(delivered.body.data?.confirmMarketplaceDelivery.status).toBe('DELIVERED');
  return { ...parties, orderId };
}

/** Every movement balances, the whole ledger sums to zero, and (once an order is over) nothing is left held for it. */
export async function expectLedgerBalanced(app: TestApp, orderId?: string) {
  const journals = await sql(app.orm, 'select journal_id from ledger_entry group by journal_id having sum(amount_pence) <> 0');
  expect(journals).toEqual([]);
  const [total] = await sql(app.orm, 'select coalesce(sum(amount_pence), 0)::bigint as total from ledger_entry');
  expect(Number(total.total)).toBe(0);
  if (orderId) {
    const [held] = await sql(app.orm, `select coalesce(sum(amount_pence), 0)::bigint as held from ledger_entry where order_id = ? and account = 'buyer_funds_held'`, [orderId]);
    return Number(held.held);
  }
  return 0;
}

/** A seller's balance as the API reports it, next to the same sums computed from the entries. */
export async function balanceAgainstEntries(app: TestApp, seller: { browser: TestBrowser; sellerId: string }) {
  const reported = (await seller.browser.graphql(BALANCE)).body.data.myMarketplaceBalance;
  const [entries] = await sql(
    app.orm,
    `select coalesce(sum(amount_pence) filter (where account = 'buyer_funds_held'), 0)::bigint as held,
            coalesce(sum(amount_pence) filter (where account = 'seller_balance:' || seller_id), 0)::bigint as available,
            coalesce(sum(amount_pence) filter (where account = 'payouts'), 0)::bigint as paid_out
     from ledger_entry where seller_id = ?`,
    [seller.sellerId],
  );
  return {
    reported: { held: reported.held.amount, available: reported.available.amount, paidOut: reported.paidOut.amount },
    entries: { held: Number(entries.held), available: Number(entries.available), paidOut: Number(entries.paid_out) },
  };
}

export { sql };

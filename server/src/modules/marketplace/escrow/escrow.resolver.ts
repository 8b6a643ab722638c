import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireAdmin, requireUser } from '../../../common/auth';
import { StaffActionEntryView, toStaffActionEntry } from '../../../common/audit/staff-action.types';
import type { RequestContext } from '../../../common/request-context';
import { STAFF_PAGE_LIMITS, staffPageWindow } from '../../../common/staff-page';
import { DispatchOrderInput } from '../../delivery/delivery.types';
import { SimulatedCardInput } from '../../payments/payment.types';
import type { EscrowStatus } from './escrow-status';
import { escrowTerms, toBalanceView, toCheckoutPreview, toLedgerEntryView, toOrderView } from './escrow.mapper';
import {
  DisputeOutcomeValue,
  EscrowTermsView,
  MarketplaceCheckoutPreviewView,
  MarketplaceCheckoutView,
  MarketplaceDeliveryInput,
  MarketplaceLedgerEntryView,
  MarketplaceOrderStatusCountView,
  MarketplaceOrderSideValue,
  MarketplaceOrderStatusValue,
  MarketplaceOrderView,
  SellerBalanceView,
  StaffMarketplaceOrderPageView,
} from './escrow.types';
import { parseListingId, parseOrderId } from './escrow-ids';

const orderArg = () => Arg('id', () => ID, { description: 'The marketplace order id.' });

/** Buying on the marketplace with escrow: buyers, sellers, and staff (their operations `@Authorized('admin')`). */
@Resolver()
export class EscrowResolver {
  @Query(() => EscrowTermsView, { description: 'The marketplace’s commission, insured delivery price and escrow timings.' })
  marketplaceEscrowTerms(): EscrowTermsView {
    return escrowTerms();
  }

  @Authorized()
  @Query(() => MarketplaceOrderView, { description: 'One marketplace order, for its buyer, its seller or staff.' })
  async marketplaceOrder(@Ctx() { services, user }: RequestContext, @orderArg() id: string): Promise<MarketplaceOrderView> {
    const { order, role } = await services.marketplace.escrow.order(requireUser({ user }), parseOrderId(id));
    return toOrderView(order, role);
  }

  @Authorized()
  @Query(() => [MarketplaceOrderView], { description: 'The signed-in customer’s marketplace purchases or sales, newest first.' })
  async myMarketplaceOrders(@Ctx() { services, user }: RequestContext, @Arg('side', () => MarketplaceOrderSideValue, { description: 'Purchases (BUYER) or sales (SELLER).' }) side: MarketplaceOrderSideValue): Promise<MarketplaceOrderView[]> {
    const role = side === MarketplaceOrderSideValue.BUYER ? 'buyer' : 'seller';
    return (await services.marketplace.escrow.list(requireUser({ user }), role)).map((order) => toOrderView(order, role));
  }

  @Authorized()
  @Query(() => SellerBalanceView, { description: 'The signed-in seller’s balance: held, available and paid out, summed from the ledger.' })
  async myMarketplaceBalance(@Ctx() { services, user }: RequestContext): Promise<SellerBalanceView> {
    return toBalanceView(await services.marketplace.escrow.balance(requireUser({ user })));
  }

  @Authorized()
  @Query(() => MarketplaceCheckoutPreviewView, { description: 'The checkout page’s summary of a listing, priced by the server, with the reason the viewer cannot buy it now (reserved, sold, their own…).' })
  async marketplaceCheckoutPreview(@Ctx() { services, user }: RequestContext, @Arg('listingId', () => ID, { description: 'The listing to buy.' }) listingId: string): Promise<MarketplaceCheckoutPreviewView> {
    return toCheckoutPreview(await services.marketplace.escrowCheckout.preview(requireUser({ user }), parseListingId(listingId)));
  }

  @Authorized()
  @Mutation(() => MarketplaceCheckoutView, { description: 'Start buying a live listing: reserves it for the buyer and opens the payment. Amounts are the server’s. A buyer holds at most 2 unpaid reservations (BAD_USER_INPUT, reason RESERVATION_LIMIT).' })
  async startMarketplaceCheckout(
    @Ctx() { services, user }: RequestContext,
    @Arg('listingId', () => ID, { description: 'The listing to buy.' }) listingId: string,
    @Arg('delivery', () => MarketplaceDeliveryInput, { description: 'Where to deliver it.' }) delivery: MarketplaceDeliveryInput,
  ): Promise<MarketplaceCheckoutView> {
    const started = await services.marketplace.escrowCheckout.start(requireUser({ user }), parseListingId(listingId), { ...delivery });
    return { order: toOrderView(started.order, 'buyer'), clientSecret: started.clientSecret, publishableKey: services.checkout.paymentConfig().publishableKey ?? null };
  }

  @Authorized()
  @Mutation(() => MarketplaceOrderView, { description: 'Pay a reserved order with a card on the simulated gateway (offline; with Stripe the browser pays through Stripe.js).' })
  async payMarketplaceOrder(@Ctx() { services, user }: RequestContext, @orderArg() id: string, @Arg('card', () => SimulatedCardInput, { description: 'The card.' }) card: SimulatedCardInput): Promise<MarketplaceOrderView> {
    return toOrderView(await services.marketplace.escrowCheckout.paySimulated(requireUser({ user }), parseOrderId(id), card), 'buyer');
  }

  @Authorized()
  @Mutation(() => MarketplaceOrderView, { description: 'Ask the gateway how the payment of a reserved order stands (after Stripe.js reported success).' })
  async refreshMarketplacePayment(@Ctx() { services, user }: RequestContext, @orderArg() id: string): Promise<MarketplaceOrderView> {
    return toOrderView(await services.marketplace.escrowCheckout.refreshPayment(requireUser({ user }), parseOrderId(id)), 'buyer');
  }

  @Authorized()
  @Mutation(() => MarketplaceOrderView, { description: 'The seller ships a paid order: carrier and tracking number.' })
  async shipMarketplaceOrder(@Ctx() { services, user }: RequestContext, @orderArg() id: string, @Arg('input', () => DispatchOrderInput, { description: 'Carrier and tracking number.' }) input: DispatchOrderInput): Promise<MarketplaceOrderView> {
    return toOrderView(await services.marketplace.escrow.ship(requireUser({ user }), parseOrderId(id), input), 'seller');
  }

  @Authorized()
  @Mutation(() => MarketplaceOrderView, { description: 'The buyer confirms the watch has arrived; the inspection period starts.' })
  async confirmMarketplaceDelivery(@Ctx() { services, user }: RequestContext, @orderArg() id: string): Promise<MarketplaceOrderView> {
    return toOrderView(await services.marketplace.escrow.confirmDelivery(requireUser({ user }), parseOrderId(id)), 'buyer');
  }

  @Authorized()
  @Mutation(() => MarketplaceOrderView, { description: 'The buyer accepts the watch: the funds are released to the seller.' })
  async acceptMarketplaceOrder(@Ctx() { services, user }: RequestContext, @orderArg() id: string): Promise<MarketplaceOrderView> {
    return toOrderView(await services.marketplace.escrow.accept(requireUser({ user }), parseOrderId(id)), 'buyer');
  }

  @Authorized('admin')
  @Query(() => StaffMarketplaceOrderPageView, { description: 'Staff: marketplace orders, disputes first, then newest (every paid one, or those in one status), one page at a time.' })
  async staffMarketplaceOrders(
    @Ctx() { services }: RequestContext,
    @Arg('limit', () => Int, { defaultValue: STAFF_PAGE_LIMITS.defaultLimit, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Arg('status', () => MarketplaceOrderStatusValue, { nullable: true, description: 'Only this status.' }) status?: MarketplaceOrderStatusValue,
    @Arg('search', () => String, { nullable: true, description: 'Only order numbers containing this, e.g. MP-7K3M.' }) search?: string,
  ): Promise<StaffMarketplaceOrderPageView> {
    const page = await services.marketplace.escrow.staffList(status ? (status.toLowerCase() as EscrowStatus) : null, search?.slice(0, 40) ?? null, staffPageWindow(limit, offset));
    return { items: page.items.map((order) => toOrderView(order, 'staff')), totalCount: page.totalCount };
  }

  @Authorized('admin')
  @Query(() => [MarketplaceOrderStatusCountView], { description: 'Staff: how many marketplace orders are in each status.' })
  async staffMarketplaceOrderCounts(@Ctx() { services }: RequestContext): Promise<MarketplaceOrderStatusCountView[]> {
    return (await services.marketplace.escrow.staffCounts()).map((row) => ({ status: row.status.toUpperCase() as MarketplaceOrderStatusValue, count: row.count }));
  }

  @Authorized('admin')
  @Query(() => [MarketplaceLedgerEntryView], { description: 'Staff: the ledger lines of one marketplace order, oldest first.' })
  async staffMarketplaceOrderLedger(@Ctx() { services }: RequestContext, @orderArg() id: string): Promise<MarketplaceLedgerEntryView[]> {
    return (await services.marketplace.escrow.staffLedger(parseOrderId(id))).map(toLedgerEntryView);
  }

  @Authorized('admin')
  @Query(() => [StaffActionEntryView], { description: 'Staff: what staff did to one marketplace order (who, what, when, why), newest first.' })
  async staffMarketplaceOrderHistory(@Ctx() { services }: RequestContext, @orderArg() id: string): Promise<StaffActionEntryView[]> {
    return (await services.marketplace.escrow.staffHistory(parseOrderId(id))).map(toStaffActionEntry);
  }

  @Authorized('admin')
  @Mutation(() => MarketplaceOrderView, { description: 'Staff: confirm delivery on the carrier’s proof; the inspection period starts.' })
  async staffConfirmMarketplaceDelivery(@Ctx() { services, user }: RequestContext, @orderArg() id: string): Promise<MarketplaceOrderView> {
    return toOrderView(await services.marketplace.escrow.staffConfirmDelivery(requireAdmin({ user }), parseOrderId(id)), 'staff');
  }

  @Authorized('admin')
  @Mutation(() => MarketplaceOrderView, { description: 'Staff: decide a dispute with a reason — refund the buyer (once the watch is returned) or release the payment to the seller.' })
  async resolveMarketplaceDispute(
    @Ctx() { services, user }: RequestContext,
    @orderArg() id: string,
    @Arg('outcome', () => DisputeOutcomeValue, { description: 'Refund or release.' }) outcome: DisputeOutcomeValue,
    @Arg('reason', () => String, { description: 'Why (10 to 1,000 characters); shown to both parties.' }) reason: string,
    @Arg('watchReturned', () => Boolean, { defaultValue: false, description: 'The watch is back with the seller (required to refund).' }) watchReturned: boolean,
  ): Promise<MarketplaceOrderView> {
    return toOrderView(await services.marketplace.escrow.resolveDispute(requireAdmin({ user }), parseOrderId(id), { outcome, reason, watchReturned }), 'staff');
  }

  @Authorized('admin')
  @Mutation(() => MarketplaceOrderView, { description: 'Staff: pay a released order’s proceeds out to the seller, with a reason (BAD_USER_INPUT, reason REASON_REQUIRED, without one).' })
  async payOutMarketplaceOrder(
    @Ctx() { services, user }: RequestContext,
    @orderArg() id: string,
    @Arg('reason', () => String, { description: 'Why (5 to 1,000 characters); kept in the staff audit trail.' }) reason: string,
  ): Promise<MarketplaceOrderView> {
    return toOrderView(await services.marketplace.escrow.payOut(requireAdmin({ user }), parseOrderId(id), reason), 'staff');
  }
}


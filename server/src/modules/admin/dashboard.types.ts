import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/money.type';

@ObjectType('SalesFigures', { description: 'Staff: paid and refunded orders over one window.' })
export class SalesFiguresView {
  @Field(() => String, { description: 'today (since midnight UK time), last7Days or last30Days.' }) window!: string;
  @Field(() => Int, { description: 'Orders paid in the window.' }) paidOrders!: number;
  @Field(() => Money, { description: 'Gross sales: the totals (VAT and delivery included) of the orders paid in the window.' }) revenue!: Money;
  @Field(() => Int, { description: 'Orders with at least one refund made in the window.' }) refundedOrders!: number;
  @Field(() => Money, { description: 'Refunds: the sum of the refunds made in the window (each refund, partial or whole, and cancellations, by the time it was made), whenever the order was paid.' }) refunded!: Money;
  @Field(() => Money, { description: 'Net sales: gross sales less refunds, both in the window.' }) net!: Money;
  @Field(() => Money, { description: 'Revenue divided by paid orders (0 without orders).' }) averageOrder!: Money;
}

@ObjectType('MarketplaceFigures', { description: 'Staff: the marketplace over one window, from the ledger.' })
export class MarketplaceFiguresView {
  @Field(() => String, { description: 'today (since midnight UK time), last7Days or last30Days.' }) window!: string;
  @Field(() => Money, { description: 'GMV: buyers’ payments taken in the window (asking price plus insured delivery), before refunds.' }) gmv!: Money;
  @Field(() => Money, { description: 'Commission earned: commission credited when escrow was released to sellers in the window.' }) commission!: Money;
}

@ObjectType('DailySales', { description: 'Staff: one UK day of paid orders.' })
export class DailySalesView {
  @Field(() => String, { description: 'YYYY-MM-DD.' }) day!: string;
  @Field(() => Int, { description: 'Orders paid that day.' }) orders!: number;
  @Field(() => Money, { description: 'Total of those orders.' }) revenue!: Money;
}

@ObjectType('StockLine', { description: 'Staff: a product running low or sold out.' })
export class StockLineView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => String, { description: 'Aurum stock-keeping unit.' }) sku!: string;
  @Field(() => Int, { description: 'Units in stock.' }) stock!: number;
}

@ObjectType('OpenTicketCount', { description: 'Staff: open and in-progress tickets of one priority.' })
export class OpenTicketCountView {
  @Field(() => String, { description: 'urgent, high, medium or low.' }) priority!: string;
  @Field(() => Int, { description: 'How many.' }) count!: number;
  @Field(() => Int, { description: 'Of which from VIP customers.' }) vip!: number;
  @Field(() => Int, { description: 'Of which past their response due time.' }) overdue!: number;
}

@ObjectType('AdminOverview', { description: 'Staff: the figures the back office opens on.' })
export class AdminOverviewView {
  @Field(() => [SalesFiguresView], { description: 'today, last7Days, last30Days, in that order.' }) sales!: SalesFiguresView[];
  @Field(() => [MarketplaceFiguresView], { description: 'The marketplace: today, last7Days, last30Days, in that order.' }) marketplace!: MarketplaceFiguresView[];
  @Field(() => Money, { description: 'Held in escrow now: buyers’ payments the marketplace holds until each watch is accepted or refunded.' }) escrowHeld!: Money;
  @Field(() => [DailySalesView], { description: 'The last 30 UK days, oldest first, today last.' }) daily!: DailySalesView[];
  @Field(() => Int, { description: 'Paid orders not yet dispatched, partly refunded ones included.' }) awaitingDispatch!: number;
  @Field(() => Int, { description: 'Products in the shop with 1 to 5 units.' }) lowStockCount!: number;
  @Field(() => Int, { description: 'Products in the shop with no units.' }) soldOutCount!: number;
  @Field(() => [StockLineView], { description: 'The lowest few.' }) lowStock!: StockLineView[];
  @Field(() => [StockLineView], { description: 'The latest few to sell out.' }) soldOut!: StockLineView[];
  @Field(() => [OpenTicketCountView], { description: 'By priority, those with VIP tickets first, then urgent to low.' }) openTickets!: OpenTicketCountView[];
  @Field(() => Int, { description: 'Return and repair requests not yet handled.' }) pendingServiceRequests!: number;
  @Field(() => Int, { description: 'Seller applications waiting for a decision.' }) pendingSellerApplications!: number;
  @Field(() => Int, { description: 'Marketplace listings waiting for review.' }) pendingListings!: number;
}

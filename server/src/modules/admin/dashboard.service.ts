import type { EntityManager } from '@mikro-orm/postgresql';

export const OVERVIEW_WINDOWS = ['today', 'last7Days', 'last30Days'] as const;
export type OverviewWindow = (typeof OVERVIEW_WINDOWS)[number];
export const LOW_STOCK = { min: 1, max: 5 } as const;
export const SERIES_DAYS = 30;
const LIST_LIMIT = 6;
/** The ledger accounts the overview reads (the marketplace's ledger names them). */
const LEDGER = { buyerPayments: 'buyer_payments', buyerFundsHeld: 'buyer_funds_held', commission: 'commission' } as const;

export interface SalesFigures {
  window: OverviewWindow;
  paidOrders: number;
  paidPence: number;
  refundedOrders: number;
  refundedPence: number;
  averageOrderPence: number;
}

/** The marketplace over one window, from the ledger: money in from buyers and commission earned. */
export interface MarketplaceFigures {
  window: OverviewWindow;
  gmvPence: number;
  commissionPence: number;
}

export interface DailySales {
  day: string;
  orders: number;
  revenuePence: number;
}

export interface StockLine {
  id: number;
  name: string;
  sku: string;
  stock: number;
}

export interface Overview {
  sales: SalesFigures[];
  marketplace: MarketplaceFigures[];
  /** Buyers' money the marketplace holds now, until each watch is accepted or refunded. */
  escrowHeldPence: number;
  daily: DailySales[];
  awaitingDispatch: number;
  lowStockCount: number;
  soldOutCount: number;
  lowStock: StockLine[];
  soldOut: StockLine[];
  openTickets: { priority: string; count: number; vip: number; overdue: number }[];
  pendingServiceRequests: number;
  pendingSellerApplications: number;
  pendingListings: number;
}

/**
 * The back office's figures, from SQL aggregates (no rows are loaded into the
 * server to be counted). Days start at midnight UK time.
 */
export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  private async rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.em.getKnex().raw(text, values as never[])).rows as T[];
  }

  async overview(): Promise<Overview> {
    const [sales, daily, counts, stockLines, tickets, ledger] = await Promise.all([
      // Gross from the orders paid in each window; refunds from the refunds made in it (order_refund), whenever the order was paid.
      this.rows<{ label: OverviewWindow; paid_orders: string; paid_pence: string; refunded_orders: string; refunded_pence: string }>(`
        with w(label, since) as (values
          ('today', date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London'),
          ('last7Days', now() - interval '7 days'),
          ('last30Days', now() - interval '30 days')),
        paid as (
          select w.label, count(o.id) as paid_orders, coalesce(sum(o.total_pence), 0) as paid_pence
          from w left join customer_order o on o.paid_at >= w.since group by w.label),
        refunds as (
          select w.label, count(distinct r.order_id) as refunded_orders, coalesce(sum(r.amount_pence), 0) as refunded_pence
          from w left join order_refund r on r.created_at >= w.since group by w.label)
        select paid.label, paid.paid_orders, paid.paid_pence, refunds.refunded_orders, refunds.refunded_pence
        from paid join refunds on refunds.label = paid.label`),
      this.rows<{ day: string; orders: string; revenue_pence: string }>(`
        with days as (
          select generate_series(date_trunc('day', now() at time zone 'Europe/London') - interval '${SERIES_DAYS - 1} days',
                                 date_trunc('day', now() at time zone 'Europe/London'), interval '1 day') as day)
        select to_char(d.day, 'YYYY-MM-DD') as day, count(o.id) as orders, coalesce(sum(o.total_pence), 0) as revenue_pence
        from days d left join customer_order o
          on o.paid_at >= d.day at time zone 'Europe/London' and o.paid_at < (d.day + interval '1 day') at time zone 'Europe/London'
        group by d.day order by d.day`),
      this.rows<{ awaiting: string; low: string; sold_out: string; requests: string; sellers: string; listings: string }>(`
        select (select count(*) from customer_order where status = 'paid' or (status = 'partially_refunded' and fulfilled_at is null)) as awaiting,
               (select count(*) from product where archived_at is null and stock between ? and ?) as low,
               (select count(*) from product where archived_at is null and stock = 0) as sold_out,
               (select count(*) from service_request where status = 'requested') as requests,
               (select count(*) from marketplace_seller where status = 'submitted') as sellers,
               (select count(*) from marketplace_listing where status = 'pending_review') as listings`, [LOW_STOCK.min, LOW_STOCK.max]),
      this.rows<StockLine & { kind: 'low' | 'out' }>(`
        (select 'low' as kind, id, name, sku, stock from product where archived_at is null and stock between ? and ? order by stock, name limit ?)
        union all
        (select 'out' as kind, id, name, sku, stock from product where archived_at is null and stock = 0 order by updated_at desc, name limit ?)`,
        [LOW_STOCK.min, LOW_STOCK.max, LIST_LIMIT, LIST_LIMIT]),
      this.rows<{ priority: string; count: string; vip: string; overdue: string }>(`
        select priority, count(*) as count, count(*) filter (where is_vip) as vip,
               count(*) filter (where response_due_at < now()) as overdue
        from support_ticket where status in ('open', 'in_progress') group by priority`),
      this.ledgerFigures(),
    ]);
    const priorityRank = ['urgent', 'high', 'medium', 'low'];
    const [count] = counts;
    return {
      sales: OVERVIEW_WINDOWS.map((window) => {
        const row = sales.find((candidate) => candidate.label === window);
        const paidOrders = Number(row?.paid_orders ?? 0);
        const paidPence = Number(row?.paid_pence ?? 0);
        return {
          window,
          paidOrders,
          paidPence,
          refundedOrders: Number(row?.refunded_orders ?? 0),
          refundedPence: Number(row?.refunded_pence ?? 0),
          averageOrderPence: paidOrders ? Math.round(paidPence / paidOrders) : 0,
        };
      }),
      ...ledger,
      daily: daily.map((row) => ({ day: row.day, orders: Number(row.orders), revenuePence: Number(row.revenue_pence) })),
      awaitingDispatch: Number(count.awaiting),
      lowStockCount: Number(count.low),
      soldOutCount: Number(count.sold_out),
      lowStock: stockLines.filter((line) => line.kind === 'low').map(({ kind: _kind, ...line }) => ({ ...line, id: Number(line.id) })),
      soldOut: stockLines.filter((line) => line.kind === 'out').map(({ kind: _kind, ...line }) => ({ ...line, id: Number(line.id) })),
      openTickets: tickets
        .map((row) => ({ priority: row.priority, count: Number(row.count), vip: Number(row.vip), overdue: Number(row.overdue) }))
        .sort((a, b) => b.vip - a.vip || priorityRank.indexOf(a.priority) - priorityRank.indexOf(b.priority)),
      pendingServiceRequests: Number(count.requests),
      pendingSellerApplications: Number(count.sellers),
      pendingListings: Number(count.listings),
    };
  }

  /**
   * GMV: buyers' card payments taken (price and insured delivery, movement
   * `payment`); commission: what releases credited to the commission account;
   * held: the balance of buyers' funds held now. All summed from `ledger_entry`.
   */
  private async ledgerFigures(): Promise<Pick<Overview, 'marketplace' | 'escrowHeldPence'>> {
    const rows = await this.rows<{ label: OverviewWindow; gmv: string; commission: string; held: string }>(`
      with w(label, since) as (values
        ('today', date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London'),
        ('last7Days', now() - interval '7 days'),
        ('last30Days', now() - interval '30 days'))
      select w.label,
             coalesce(-sum(e.amount_pence) filter (where e.account = ? and e.movement = 'payment' and e.created_at >= w.since), 0) as gmv,
             coalesce(sum(e.amount_pence) filter (where e.account = ? and e.created_at >= w.since), 0) as commission,
             (select coalesce(sum(amount_pence), 0) from ledger_entry where account = ?) as held
      from w left join ledger_entry e on e.created_at >= now() - interval '31 days' and e.account in (?, ?)
      group by w.label`,
      [LEDGER.buyerPayments, LEDGER.commission, LEDGER.buyerFundsHeld, LEDGER.buyerPayments, LEDGER.commission]);
    return {
      marketplace: OVERVIEW_WINDOWS.map((window) => {
        const row = rows.find((candidate) => candidate.label === window);
        return { window, gmvPence: Number(row?.gmv ?? 0), commissionPence: Number(row?.commission ?? 0) };
      }),
      escrowHeldPence: Number(rows[0]?.held ?? 0),
    };
  }
}

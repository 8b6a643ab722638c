import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Money } from '../../graphql/money.type';
import { DashboardService } from './dashboard.service';
import { AdminOverviewView } from './dashboard.types';

const stockLine = (line: { id: number; name: string; sku: string; stock: number }) => ({ ...line, id: String(line.id) });

/** The back office's overview (admins only). */
@Resolver()
export class DashboardResolver {
  @Authorized('admin')
  @Query(() => AdminOverviewView, { description: 'Staff: revenue and orders today / 7 / 30 days, dispatch backlog, stock alerts and open tickets.' })
  async adminOverview(@Ctx() { services }: RequestContext): Promise<AdminOverviewView> {
    const overview = await new DashboardService(services.em).overview();
    return {
      ...overview,
      sales: overview.sales.map((figures) => ({
        window: figures.window,
        paidOrders: figures.paidOrders,
        revenue: Money.ofPence(figures.paidPence),
        refundedOrders: figures.refundedOrders,
        refunded: Money.ofPence(figures.refundedPence),
        net: Money.ofPence(figures.paidPence - figures.refundedPence),
        averageOrder: Money.ofPence(figures.averageOrderPence),
      })),
      marketplace: overview.marketplace.map((figures) => ({ window: figures.window, gmv: Money.ofPence(figures.gmvPence), commission: Money.ofPence(figures.commissionPence) })),
      escrowHeld: Money.ofPence(overview.escrowHeldPence),
      daily: overview.daily.map((day) => ({ day: day.day, orders: day.orders, revenue: Money.ofPence(day.revenuePence) })),
      lowStock: overview.lowStock.map(stockLine),
      soldOut: overview.soldOut.map(stockLine),
    };
  }
}

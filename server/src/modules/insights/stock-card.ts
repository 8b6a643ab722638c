import type { EntityManager } from '@mikro-orm/postgresql';
import { count, INSIGHT_RULES, type InsightCard, type InsightWindow, UNITS_SOLD } from './insight-card';

interface PaceRow {
  productId: number;
  name: string;
  brand: string;
  stock: number;
  sold: number;
}

/** Days of stock left at the window's sales pace, rounded down (0.9 days is 0: it runs out today). */
export const daysLeft = (stock: number, sold: number, windowDays: number) => Math.floor((stock * windowDays) / sold);

/** In stock, selling, and at this pace gone within the threshold. */
export async function runningOut(em: EntityManager, window: InsightWindow): Promise<InsightCard> {
  const within = INSIGHT_RULES.runOutWithinDays;
  const rows = await em.getConnection().execute<PaceRow[]>(
    `with sold as (${UNITS_SOLD('?::text')})
     select p.id as "productId", p.name, p.brand, p.stock, s.units as sold
     from sold s join product p on p.id = s.product_id
     where p.stock > 0 and p.stock * ?::numeric / s.units <= ?
     order by p.stock::numeric / s.units, p.id limit ?`,
    [String(window.days), window.days, within, window.limit],
  );
  return {
    id: 'running_out',
    title: 'Running out at this pace',
    advice: 'Restock or reorder these before they sell out; check the supplier lead time against the days left.',
    basis: `Stock now (product.stock) divided by the daily pace of units sold in paid orders (order_line) over the last ${window.days} days; listed when it lasts ${within} days or less.`,
    emptyText: `No product in stock will sell out within ${within} days at the pace of the last ${window.days} days.`,
    items: rows.map((row) => {
      const days = daysLeft(row.stock, row.sold, window.days);
      return {
        productId: row.productId,
        name: row.name,
        brand: row.brand,
        detail: null,
        headline: `${count(row.stock, 'unit')} left, ${count(row.sold, 'unit')} sold in ${window.days} days: about ${count(days, 'day')} left`,
        figures: [
          { label: 'Stock', value: row.stock, unit: 'count' },
          { label: `Sold in ${window.days} days`, value: row.sold, unit: 'count' },
          { label: 'Days left', value: days, unit: 'days' },
        ],
      };
    }),
  };
}

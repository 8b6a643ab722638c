import type { EntityManager } from '@mikro-orm/postgresql';
import { count, INSIGHT_RULES, type InsightCard, type InsightWindow, UNITS_SOLD } from './insight-card';

interface DemandRow {
  productId: number;
  name: string;
  brand: string;
  views: number;
  cartAdds: number;
  sold: number;
  inSavedCarts: number;
}

const INTEREST = `
  select i.product_id, sum(i.views)::int as views, sum(i.cart_adds)::int as cart_adds
  from product_interest_day i where i.day > (now() at time zone 'utc')::date - ?::int
  group by i.product_id`;

async function demand(em: EntityManager, window: InsightWindow, having: string, order: string): Promise<DemandRow[]> {
  return em.getConnection().execute<DemandRow[]>(
    `with interest as (${INTEREST}), sold as (${UNITS_SOLD('?::text')})
     select p.id as "productId", p.name, p.brand, i.views, i.cart_adds as "cartAdds", coalesce(s.units, 0) as sold,
            (select count(*)::int from saved_cart c where c.lines @> jsonb_build_array(jsonb_build_object('productId', p.id))) as "inSavedCarts"
     from interest i join product p on p.id = i.product_id left join sold s on s.product_id = p.id
     where ${having}
     order by ${order}, p.id limit ?`,
    [window.days, String(window.days), window.limit],
  );
}

/** Looked at often, never bought in the window: the page, the price or the photos are not convincing. */
export async function viewedNotBought(em: EntityManager, window: InsightWindow): Promise<InsightCard> {
  const rows = await demand(em, window, `i.views >= ${INSIGHT_RULES.minViews} and coalesce(s.units, 0) = 0`, 'i.views desc');
  return {
    id: 'viewed_not_bought',
    title: 'Viewed often, never bought',
    advice: 'Check the price against similar pieces, the photos and the description; consider featuring it with a sale price.',
    basis: `Product page views counted per day (product_interest_day) over the last ${window.days} days, at least ${INSIGHT_RULES.minViews} views, against units sold in paid orders (order_line) in the same days: none.`,
    emptyText: `No product had ${INSIGHT_RULES.minViews} or more views without a sale in the last ${window.days} days.`,
    items: rows.map((row) => ({
      productId: row.productId,
      name: row.name,
      brand: row.brand,
      detail: null,
      headline: `${count(row.views, 'view')}, no sale in ${window.days} days`,
      figures: [
        { label: 'Views', value: row.views, unit: 'count' },
        { label: 'Added to cart', value: row.cartAdds, unit: 'count' },
        { label: 'Units sold', value: row.sold, unit: 'count' },
      ],
    })),
  };
}

/** Put in carts far more often than bought: something stops the checkout (price, delivery, size). */
export async function cartedNotBought(em: EntityManager, window: InsightWindow): Promise<InsightCard> {
  const rows = await demand(em, window, `i.cart_adds >= ${INSIGHT_RULES.minCartAdds} and coalesce(s.units, 0) * 2 < i.cart_adds`, '(i.cart_adds - coalesce(s.units, 0)) desc');
  return {
    id: 'carted_not_bought',
    title: 'Carted but not bought',
    advice: 'Follow up with customers who saved it in their cart, and check delivery costs, sizes and stock for these pieces.',
    basis: `Cart adds counted per day (product_interest_day) over the last ${window.days} days, at least ${INSIGHT_RULES.minCartAdds}, against units sold in paid orders (order_line) in the same days: fewer than half. Saved carts of signed-in customers (saved_cart) holding it now.`,
    emptyText: `No product was added to a cart ${INSIGHT_RULES.minCartAdds} or more times and bought less than half as often in the last ${window.days} days.`,
    items: rows.map((row) => ({
      productId: row.productId,
      name: row.name,
      brand: row.brand,
      detail: null,
      headline: `${count(row.cartAdds, 'cart add')}, ${count(row.sold, 'unit')} sold in ${window.days} days`,
      figures: [
        { label: 'Added to cart', value: row.cartAdds, unit: 'count' },
        { label: 'Units sold', value: row.sold, unit: 'count' },
        { label: 'In saved carts now', value: row.inSavedCarts, unit: 'count' },
      ],
    })),
  };
}

interface SizeRow {
  productId: number;
  name: string;
  brand: string;
  size: string;
  ordered: number;
  cartAdds: number;
  stock: number;
}

/** Clothing sizes that are sold out while customers keep asking for them (ordering and carting them). */
export async function soldOutSizes(em: EntityManager, window: InsightWindow): Promise<InsightCard> {
  const days = INSIGHT_RULES.sizeWindowDays;
  const rows = await em.getConnection().execute<SizeRow[]>(
    `with asked as (
       select l.product_id, l.size, sum(l.quantity)::int as ordered, 0 as cart_adds
       from order_line l join customer_order o on o.id = l.order_id
       where l.size is not null and o.paid_at >= now() - (?::text || ' days')::interval group by l.product_id, l.size
       union all
       select i.product_id, i.size, 0, sum(i.cart_adds)::int from product_interest_day i
       where i.size <> '' and i.day > (now() at time zone 'utc')::date - ?::int group by i.product_id, i.size
     ), demand as (select product_id, size, sum(ordered)::int as ordered, sum(cart_adds)::int as cart_adds from asked group by product_id, size)
     select p.id as "productId", p.name, p.brand, d.size, d.ordered, d.cart_adds as "cartAdds", p.stock
     from demand d join product p on p.id = d.product_id
     where p.category = 'clothing' and d.size = any(p.sizes) and (p.stock = 0 or not (d.size = any(p.available_sizes)))
     order by d.ordered + d.cart_adds desc, p.id, d.size limit ?`,
    [String(days), days, window.limit],
  );
  return {
    id: 'sold_out_sizes',
    title: 'Sizes asked for, sold out',
    advice: 'Reorder these sizes first, or point customers to a similar piece in their size.',
    basis: `Clothing sizes not available now (sizes minus available sizes, or no stock), with the units ordered in that size in paid orders (order_line) and the cart adds in that size (product_interest_day) over the last ${days} days.`,
    emptyText: `No sold-out clothing size was ordered or carted in the last ${days} days.`,
    items: rows.map((row) => ({
      productId: row.productId,
      name: row.name,
      brand: row.brand,
      detail: `Size ${row.size}`,
      headline: `Size ${row.size}: ${count(row.ordered, 'unit')} ordered, ${count(row.cartAdds, 'cart add')} in ${days} days`,
      figures: [
        { label: 'Units ordered', value: row.ordered, unit: 'count' },
        { label: 'Added to cart', value: row.cartAdds, unit: 'count' },
        { label: 'Stock', value: row.stock, unit: 'count' },
      ],
    })),
  };
}

/** A number a card shows, with what it measures. */
export interface InsightFigure {
  label: string;
  value: number;
  unit: 'count' | 'pence' | 'days' | 'percent';
}

export interface InsightItem {
  productId: number;
  name: string;
  brand: string;
  /** Extra qualifier (a size, a reference). */
  detail: string | null;
  /** One line built only from the figures below. */
  headline: string;
  figures: InsightFigure[];
}

/** One "what to do next" card: the rule, the numbers it read, and the products that meet it. */
export interface InsightCard {
  id: 'viewed_not_bought' | 'carted_not_bought' | 'running_out' | 'market_price' | 'sold_out_sizes';
  title: string;
  /** What to do about the products listed. */
  advice: string;
  /** Which numbers the card came from: tables, window and thresholds. */
  basis: string;
  items: InsightItem[];
  /** Said when no product meets the rule, with the rule's numbers. */
  emptyText: string;
}

export interface InsightWindow {
  /** Days counted back from now. */
  days: number;
  /** Most products a card lists. */
  limit: number;
}

/** Thresholds the cards apply; changed here, shown in each card's basis. */
export const INSIGHT_RULES = {
  minViews: 20,
  minCartAdds: 3,
  runOutWithinDays: 30,
  marketGap: 0.1,
  sizeWindowDays: 90,
} as const;

/** Units of a product sold in the window: paid orders not refunded or cancelled since. */
export const UNITS_SOLD = (windowParam: string) => `
  select l.product_id, sum(l.quantity)::int as units
  from order_line l join customer_order o on o.id = l.order_id
  where o.paid_at >= now() - (${windowParam} || ' days')::interval and o.status in ('paid', 'fulfilled', 'partially_refunded')
  group by l.product_id`;

export const count = (value: number, one: string, many = `${one}s`) => `${value} ${value === 1 ? one : many}`;

import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPence } from '../../common/money';
import type { SignalsService } from '../market-signals/signals.service';
import { INSIGHT_RULES, type InsightCard, type InsightWindow } from './insight-card';

interface PriceRow {
  productId: number;
  name: string;
  brand: string;
  reference: string;
  ourPence: number;
  marketPence: number;
  salesLast90Days: number;
  asOf: string;
  classification: string;
}

/** Our asking price against the market price the signals engine measured, as a signed fraction (0.12 = 12 % above). */
export const priceGap = (ourPence: number, marketPence: number) => Math.round(((ourPence - marketPence) / marketPence) * 1000) / 1000;

/** Watches whose asking price is well above or below what the market pays for the same reference. */
export async function marketPrice(em: EntityManager, signals: SignalsService, window: InsightWindow): Promise<InsightCard> {
  await signals.ensureFresh();
  const gap = INSIGHT_RULES.marketGap;
  const rows = await em.getConnection().execute<PriceRow[]>(
    `select p.id as "productId", p.name, p.brand, r.reference, p.effective_price_pence as "ourPence",
            (s.facts->>'currentPricePence')::int as "marketPence", (s.facts->>'salesLast90Days')::int as "salesLast90Days",
            s.facts->>'asOf' as "asOf", s.classification
     from product p
     join watch_reference r on lower(r.brand) = lower(p.brand) and upper(r.reference) = upper(p.reference)
     join market_signal s on s.watch_reference_id = r.id
     where p.category = 'watches' and (s.facts->>'currentPricePence')::int > 0
       and abs(p.effective_price_pence - (s.facts->>'currentPricePence')::numeric) >= ? * (s.facts->>'currentPricePence')::numeric
     order by abs(p.effective_price_pence - (s.facts->>'currentPricePence')::numeric) / (s.facts->>'currentPricePence')::numeric desc, p.id
     limit ?`,
    [gap, window.limit],
  );
  const percent = Math.round(gap * 100);
  return {
    id: 'market_price',
    title: 'Priced away from the market',
    advice: 'Above the market: expect slow sales, consider a sale price. Below it: there is room to raise the price or to feature it as good value.',
    basis: `Our price (sale price when on sale) against the market price the signals engine measured for the same brand and reference (market_signal: median of recent market sales), listed when ${percent}% or more apart.`,
    emptyText: `No watch is priced ${percent}% or more away from its market price, or there is no market data for our references.`,
    items: rows.map((row) => {
      const difference = priceGap(row.ourPence, row.marketPence);
      const side = difference > 0 ? 'above' : 'below';
      return {
        productId: row.productId,
        name: row.name,
        brand: row.brand,
        detail: `Ref. ${row.reference}`,
        headline: `${formatPence(row.ourPence)} is ${Math.round(Math.abs(difference) * 100)}% ${side} the market's ${formatPence(row.marketPence)} (${row.salesLast90Days} market sales in 90 days to ${row.asOf})`,
        figures: [
          { label: 'Our price', value: row.ourPence, unit: 'pence' },
          { label: 'Market price', value: row.marketPence, unit: 'pence' },
          { label: 'Difference', value: Math.round(difference * 1000) / 10, unit: 'percent' },
          { label: 'Market sales in 90 days', value: row.salesLast90Days, unit: 'count' },
        ],
      };
    }),
  };
}

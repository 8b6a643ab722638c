import type { Knex } from '@mikro-orm/postgresql';

/** How far back the band looks from the newest sale in the market data. */
export const BAND_WINDOW_DAYS = 365;
/** The fewest sales a band is drawn from; thinner data gives no band rather than a misleading one. */
export const BAND_MIN_SALES = 5;

export type BandPosition = 'below' | 'within' | 'above';

export interface MarketBand {
  lowPence: number;
  medianPence: number;
  highPence: number;
  sales: number;
  position: BandPosition;
  classification: string | null;
  score: number | null;
  explanation: string;
  asOf: string;
}

const gbp = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}`;

export function bandPosition(askPence: number, lowPence: number, highPence: number): BandPosition {
  if (askPence < lowPence) return 'below';
  if (askPence > highPence) return 'above';
  return 'within';
}

/** One or two plain sentences a buyer can act on. */
export function explainBand(band: Omit<MarketBand, 'explanation'>, askPence: number): string {
  const range = `Half of the ${band.sales} sales of this reference in the last 12 months were between ${gbp(band.lowPence)} and ${gbp(band.highPence)}, around a median of ${gbp(band.medianPence)}.`;
  const gap = Math.round((Math.abs(askPence - band.medianPence) / band.medianPence) * 100);
  const where =
    band.position === 'within'
      ? 'This asking price sits within that band.'
      : band.position === 'below'
        ? `This asking price is ${gap}% below the median: check the condition and papers closely.`
        : `This asking price is ${gap}% above the median.`;
  return `${range} ${where}`;
}

/**
 * The market value band of a reference (25th, 50th and 75th percentile of its
 * sales in the year to the newest sale) and its signal, or null when the
 * reference has too few sales to say.
 */
export async function marketBand(knex: Knex, brand: string, reference: string, askPence: number): Promise<MarketBand | null> {
  const { rows } = await knex.raw(
    `with ref as (select id from watch_reference where lower(brand) = lower(?) and upper(reference) = upper(?)),
          newest as (select max(sold_on) as as_of from market_sale)
     select percentile_cont(0.25) within group (order by m.price_pence) as low,
            percentile_cont(0.5) within group (order by m.price_pence) as median,
            percentile_cont(0.75) within group (order by m.price_pence) as high,
            count(*)::int as sales,
            (select to_char(as_of, 'YYYY-MM-DD') from newest) as as_of,
            (select s.classification from market_signal s where s.watch_reference_id = (select id from ref)) as classification,
            (select s.score from market_signal s where s.watch_reference_id = (select id from ref)) as score
     from market_sale m
     where m.watch_reference_id = (select id from ref) and m.sold_on > (select as_of from newest) - ?::int`,
    [brand, reference, BAND_WINDOW_DAYS],
  );
  const row = rows[0];
  if (!row || row.sales < BAND_MIN_SALES) return null;
  const partial = {
    lowPence: Math.round(row.low),
    medianPence: Math.round(row.median),
    highPence: Math.round(row.high),
    sales: row.sales,
    position: bandPosition(askPence, Math.round(row.low), Math.round(row.high)),
    classification: row.classification ?? null,
    score: row.score ?? null,
    asOf: row.as_of,
  };
  return { ...partial, explanation: explainBand(partial, askPence) };
}

/** The median sale of a reference in the band window, for the moderation flag; null without enough data. */
export async function marketMedian(knex: Knex, brand: string, reference: string): Promise<number | null> {
  const band = await marketBand(knex, brand, reference, 0);
  return band?.medianPence ?? null;
}

/** A reference the market data follows, matched whatever the spacing or case ("126610 ln" finds 126610LN); null otherwise. */
export async function knownReference(knex: Knex, reference: string): Promise<{ brand: string; model: string; reference: string } | null> {
  const compact = reference.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 3 || compact.length > 64) return null;
  const { rows } = await knex.raw(`select brand, model, reference from watch_reference where upper(replace(reference, ' ', '')) = ? order by id limit 1`, [compact]);
  return rows[0] ?? null;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { generateMarketHistory } from './market-history-seed';

/**
 * Loads the demo market history (market-history-seed.ts) ending today, only
 * into empty market tables: restarts never duplicate or overwrite data. One
 * statement, so a crash half-way leaves nothing behind.
 */
export async function seedMarketData(em: EntityManager, endDate = new Date().toISOString().slice(0, 10)): Promise<string | null> {
  const knex = em.getKnex();
  const { rows } = await knex.raw('select exists (select 1 from watch_reference) as seeded');
  if (rows[0].seeded) return null;
  const history = generateMarketHistory({ endDate });
  const sales = history.flatMap((ref, index) => ref.sales.map((sale) => ({ index, ...sale })));
  await knex.raw(
    `with input as (
       select * from unnest(?::text[], ?::text[], ?::text[]) with ordinality as r(brand, model, reference, position)
     ), refs as (
       insert into watch_reference (brand, model, reference) select brand, model, reference from input
       returning id, brand, reference
     )
     insert into market_sale (watch_reference_id, sold_on, price_pence, ask_pence, source)
     select refs.id, s.sold_on, s.price_pence, s.ask_pence, 'seed'
     from unnest(?::int[], ?::date[], ?::int[], ?::int[]) as s(position, sold_on, price_pence, ask_pence)
     join input on input.position = s.position
     join refs on refs.brand = input.brand and refs.reference = input.reference`,
    [
      history.map((ref) => ref.brand),
      history.map((ref) => ref.model),
      history.map((ref) => ref.reference),
      sales.map((sale) => sale.index + 1),
      sales.map((sale) => sale.soldOn),
      sales.map((sale) => sale.pricePence),
      sales.map((sale) => sale.askPence),
    ] as never[],
  );
  return `Seeded the demo market history (${history.length} watch references, ${sales.length} sales)`;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { parseMarketCsv, type MarketCsvRow } from './market-csv';

export interface MarketImportResult {
  /** References seen for the first time (created with the file's brand, model and reference). */
  referencesCreated: number;
  salesAdded: number;
  /** Rows already present: importing the same file twice adds nothing. */
  salesSkipped: number;
}

/**
 * Adds market sales from a CSV (the `market:import` script and the admin
 * mutation). All or nothing: a file with any invalid line imports nothing and
 * the answer lists the lines. Importing a file again adds only rows it has
 * more copies of than the database, so re-runs are harmless. The market
 * version trigger then makes every server recompute the signals.
 */
export class MarketImportService {
  constructor(private readonly em: EntityManager) {}

  async importCsv(text: string, today: Date = new Date()): Promise<MarketImportResult> {
    const { rows, errors } = parseMarketCsv(text, today);
    if (errors.length) throw new AppError('BAD_USER_INPUT', `The file was not imported: ${errors[0]}`, { lines: errors });
    return this.importRows(rows);
  }

  async importRows(rows: readonly MarketCsvRow[]): Promise<MarketImportResult> {
    const column = <K extends keyof MarketCsvRow>(key: K) => rows.map((row) => row[key]);
    return this.em.getKnex().transaction(async (trx) => {
      const created = await trx.raw(
        `insert into watch_reference (brand, model, reference)
         select distinct on (lower(brand), upper(reference)) brand, model, reference
         from unnest(?::text[], ?::text[], ?::text[]) as t(brand, model, reference)
         order by lower(brand), upper(reference)
         on conflict ((lower(brand)), (upper(reference))) do nothing`,
        [column('brand'), column('model'), column('reference')] as never[],
      );
      const added = await trx.raw(
        `with input as (
           select lower(brand) as b, upper(reference) as r, sold_on, price_pence, ask_pence,
                  row_number() over (partition by lower(brand), upper(reference), sold_on, price_pence, ask_pence) as copy
           from unnest(?::text[], ?::text[], ?::date[], ?::int[], ?::int[]) as t(brand, reference, sold_on, price_pence, ask_pence)
         ), inserted as (
           insert into market_sale (watch_reference_id, sold_on, price_pence, ask_pence, source)
           select w.id, i.sold_on, i.price_pence, i.ask_pence, 'import'
           from input i join watch_reference w on lower(w.brand) = i.b and upper(w.reference) = i.r
           where i.copy > (select count(*) from market_sale s
                           where s.watch_reference_id = w.id and s.sold_on = i.sold_on and s.price_pence = i.price_pence
                             and s.ask_pence is not distinct from i.ask_pence)
           returning 1
         )
         select count(*)::int as added from inserted`,
        [column('brand'), column('reference'), column('soldOn'), column('pricePence'), column('askPence')] as never[],
      );
      const salesAdded: number = added.rows[0].added;
      return { referencesCreated: created.rowCount ?? 0, salesAdded, salesSkipped: rows.length - salesAdded };
    });
  }
}

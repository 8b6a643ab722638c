import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { dayNumber, type Sale } from './price-buckets';
import { computeSignal, type SignalFacts, type SignalTerm } from './signal-engine';
import { BUCKET_DAYS, HISTORY_BUCKETS, METHODOLOGY_VERSION, STALE_AFTER_DAYS } from './signal-rules';

export const SIGNALS_DEFAULT_LIMIT = 15;
export const SIGNALS_MAX_LIMIT = 100;

/** Serialises recomputation across server processes (pg advisory lock key, "SIGN"). */
const RECOMPUTE_LOCK_KEY = 0x53_49_47_4e;

/** A cached signal with its reference and rank, as every reader gets it. */
export interface RankedSignal {
  rank: number;
  brand: string;
  model: string;
  reference: string;
  score: number;
  momentumScore: number;
  valueScore: number;
  liquidityScore: number;
  riskScore: number;
  classification: string;
  facts: SignalFacts;
  terms: SignalTerm[];
  dataVersion: string;
}

/** How fresh the market data is: the newest sale date and whether it is older than the threshold. */
export interface MarketFreshness {
  asOf: string | null;
  dataStale: boolean;
}

interface ReferenceRow {
  id: number;
  brand: string;
  reference: string;
  /** Median asking price of the reference in our catalogue. */
  askPence: number | null;
}

const SIGNAL_COLUMNS = `s.rank, r.brand, r.model, r.reference, s.score, s.momentum_score as "momentumScore", s.value_score as "valueScore",
  s.liquidity_score as "liquidityScore", s.risk_score as "riskScore", s.classification, s.facts, s.terms, s.data_version as "dataVersion"`;

/**
 * The watch market signals. Signals are computed by the pure engine
 * (signal-engine.ts) and cached in PostgreSQL with the data version they came
 * from; any read first checks that version against the current one and, when
 * the data changed, one process recomputes under an advisory lock while the
 * others wait and then read its result.
 */
export class SignalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly today: () => Date = () => new Date(),
  ) {}

  private get knex(): Knex {
    return this.em.getKnex();
  }

  /** The best `limit` signals, rank 1 first. */
  async topSignals(limit = SIGNALS_DEFAULT_LIMIT): Promise<RankedSignal[]> {
    return this.readSignals(limit);
  }

  /** Every cached signal, best first (the consultation picks from them). */
  async allSignals(): Promise<RankedSignal[]> {
    return this.readSignals(null);
  }

  private async readSignals(limit: number | null): Promise<RankedSignal[]> {
    await this.ensureFresh();
    const { rows } = await this.knex.raw(
      `select ${SIGNAL_COLUMNS} from market_signal s join watch_reference r on r.id = s.watch_reference_id order by s.rank limit ?`,
      [limit],
    );
    return rows;
  }

  async freshness(): Promise<MarketFreshness> {
    const { rows } = await this.knex.raw(`select max(sold_on)::text as "asOf" from market_sale`);
    const asOf: string | null = rows[0].asOf;
    const todayDay = dayNumber(this.today().toISOString());
    return { asOf, dataStale: asOf === null || todayDay - dayNumber(asOf) > STALE_AFTER_DAYS };
  }

  private static async versions(db: Knex | Knex.Transaction): Promise<{ current: string; cached: string | null }> {
    const { rows } = await db.raw(
      `select ? || ':' || m.version::text || ':' || coalesce((select version::text from catalogue_state where id = 1), '0') as current,
              m.signals_version as cached
       from market_state m where m.id = 1`,
      [METHODOLOGY_VERSION],
    );
    return rows[0] ?? { current: `${METHODOLOGY_VERSION}:0:0`, cached: null };
  }

  /** Recomputes the cached signals when the rules, the market data or the catalogue changed since they were computed. */
  async ensureFresh(): Promise<void> {
    const { current, cached } = await SignalsService.versions(this.knex);
    if (current === cached) return;
    await this.knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [RECOMPUTE_LOCK_KEY]);
      const again = await SignalsService.versions(trx);
      if (again.current === again.cached) return;
      await SignalsService.recompute(trx, again.current);
    });
  }

  private static async recompute(trx: Knex.Transaction, version: string): Promise<void> {
    const { rows: latest } = await trx.raw(`select max(sold_on)::text as "asOf" from market_sale`);
    const asOf: string | null = latest[0].asOf;
    const signals = asOf ? await SignalsService.computeAll(trx, asOf) : [];
    await trx.raw('delete from market_signal');
    if (signals.length) {
      await trx.raw(
        `insert into market_signal (watch_reference_id, rank, score, momentum_score, value_score, liquidity_score, risk_score, classification, facts, terms, data_version)
         select x.id, x.rank, x.score, x.momentum, x.value, x.liquidity, x.risk, x.classification, x.facts, x.terms, ?
         from jsonb_to_recordset(?::jsonb) as x(id int, rank int, score int, momentum int, value int, liquidity int, risk int, classification text, facts jsonb, terms jsonb)`,
        [version, JSON.stringify(signals)],
      );
    }
    await trx.raw('update market_state set signals_version = ?, signals_as_of = ?, signals_computed_at = now() where id = 1', [version, asOf]);
  }

  private static async computeAll(trx: Knex.Transaction, asOf: string) {
    const { rows: references } = await trx.raw(
      `select r.id, r.brand, r.reference, ask.pence as "askPence"
       from watch_reference r
       left join lateral (
         select round(percentile_cont(0.5) within group (order by p.effective_price_pence))::int as pence
         from product p where p.category = 'watches' and lower(p.brand) = lower(r.brand) and upper(p.reference) = upper(r.reference)
       ) ask on true`,
    );
    const { rows: sales } = await trx.raw(
      `select watch_reference_id as id, sold_on::text as "soldOn", price_pence as "pricePence", ask_pence as "askPence"
       from market_sale where sold_on > ?::date - ?::int and sold_on <= ?::date`,
      [asOf, BUCKET_DAYS * HISTORY_BUCKETS, asOf],
    );
    const salesOf = new Map<number, Sale[]>();
    for (const sale of sales) {
      const list = salesOf.get(sale.id) ?? [];
      list.push({ soldOn: sale.soldOn, pricePence: sale.pricePence, askPence: sale.askPence });
      salesOf.set(sale.id, list);
    }
    const computed = (references as ReferenceRow[]).flatMap((ref) => {
      const signal = computeSignal({ sales: salesOf.get(ref.id) ?? [], asOf, catalogueAskPence: ref.askPence });
      return signal ? [{ ref, signal }] : [];
    });
    computed.sort((a, b) => b.signal.score - a.signal.score || a.ref.brand.localeCompare(b.ref.brand) || a.ref.reference.localeCompare(b.ref.reference));
    return computed.map(({ ref, signal }, index) => ({
      id: ref.id,
      rank: index + 1,
      score: signal.score,
      momentum: signal.momentumScore,
      value: signal.valueScore,
      liquidity: signal.liquidityScore,
      risk: signal.riskScore,
      classification: signal.classification,
      facts: signal.facts,
      terms: signal.terms,
    }));
  }
}

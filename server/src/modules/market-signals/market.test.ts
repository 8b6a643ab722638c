import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { METHODOLOGY_VERSION, SCORE_WEIGHTS } from './signal-rules';
import { SignalsService } from './signals.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const TOP = '/api/investment/watches/signals/top';
const CLASSES = ['strong-buy', 'accumulate', 'hold', 'trim', 'avoid'];

async function getJson(path: string) {
  const response = await app.fetch(path);
  return { status: response.status, body: await response.json() };
}

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await app.orm.em.getKnex().raw(text, values as never[])).rows;
}

describe('the seeded market data', () => {
  it('follows at least 60 references that the catalogue sells, over two years', async () => {
    const [row] = await sql<{ refs: number; listed: number; days: number }>(`
      select (select count(*)::int from watch_reference) as refs,
             (select count(distinct r.id)::int from watch_reference r join product p on p.brand = r.brand and p.reference = r.reference) as listed,
             (select (max(sold_on) - min(sold_on))::int from market_sale) as days`);
    expect(row!.refs).toBeGreaterThanOrEqual(60);
    expect(row!.listed).toBeGreaterThanOrEqual(60);
    expect(row!.days).toBeGreaterThanOrEqual(730);
  });
});

describe('GET /api/investment/watches/signals/top', () => {
  it('answers the default 15 signals, best first, with the spec fields', async () => {
    const { status, body } = await getJson(TOP);
    expect(status).toBe(200);
    expect(body.signals).toHaveLength(15);
    expect(body.dataStale).toBe(false);
    expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const scores = body.signals.map((s: { score: number }) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const signal of body.signals) {
      expect(Object.keys(signal)).toEqual(
        expect.arrayContaining(['brand', 'model', 'reference', 'score', 'momentumScore', 'valueScore', 'liquidityScore', 'riskScore', 'classification']),
      );
      for (const key of ['score', 'momentumScore', 'valueScore', 'liquidityScore', 'riskScore']) {
        expect(signal[key]).toBeGreaterThanOrEqual(0);
        expect(signal[key]).toBeLessThanOrEqual(100);
      }
      expect(CLASSES).toContain(signal.classification);
      expect(signal.inputs).toBeUndefined();
    }
  });

  it('tells references apart: every class occurs across the market', async () => {
    await getJson(TOP);
    const rows = await sql<{ classification: string }>(`select distinct classification from market_signal`);
    expect(rows.map((row) => row.classification).sort()).toEqual([...CLASSES].sort());
  });

  it.each(['5', '1', '100'])('honours limit=%s', async (limit) => {
    const { status, body } = await getJson(`${TOP}?limit=${limit}`);
    expect(status).toBe(200);
    expect(body.signals).toHaveLength(Number(limit));
  });

  it.each(['0', '101', 'abc', '2.5', '-3', '1e2'])('rejects limit=%s with a 400 naming the parameter', async (limit) => {
    const { status, body } = await getJson(`${TOP}?limit=${limit}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid limit: must be a whole number between 1 and 100', details: { parameter: 'limit' } });
  });

  it('rejects a repeated limit and a bad detail flag', async () => {
    expect((await getJson(`${TOP}?limit=2&limit=3`)).body.error.details.parameter).toBe('limit');
    const { status, body } = await getJson(`${TOP}?detail=maybe`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ message: 'Invalid detail: expected true or false', details: { parameter: 'detail' } });
  });

  it('exposes the inputs on request, and every score recomputes from them', async () => {
    const { body } = await getJson(`${TOP}?limit=3&detail=true`);
    for (const signal of body.signals) {
      const { inputs } = signal;
      expect(inputs.currentPrice).toBe(signal.marketPrice);
      for (const component of ['momentum', 'value', 'liquidity', 'risk']) {
        const terms = inputs.terms.filter((t: { component: string; points: number | null }) => t.component === component && t.points !== null);
        const weight = terms.reduce((sum: number, t: { weight: number }) => sum + t.weight, 0);
        const expected = Math.round(terms.reduce((sum: number, t: { weight: number; points: number }) => sum + t.weight * t.points, 0) / weight);
        expect(signal[`${component}Score`]).toBe(expected);
      }
      const { momentum, value, liquidity, safety } = SCORE_WEIGHTS;
      expect(signal.score).toBe(
        Math.round(momentum * signal.momentumScore + value * signal.valueScore + liquidity * signal.liquidityScore + safety * (100 - signal.riskScore)),
      );
    }
  });
});

describe('GraphQL marketSignals', () => {
  it('answers the same signals as REST', async () => {
    const { body } = await app.graphql(`{ marketSignals(limit: 4) { dataStale signals { rank brand reference score classification marketPrice { amount } inputs { terms { input points } } } } }`);
    const rest = (await getJson(`${TOP}?limit=4`)).body;
    expect(body.errors).toBeUndefined();
    expect(body.data.marketSignals.signals.map((s: { reference: string }) => s.reference)).toEqual(rest.signals.map((s: { reference: string }) => s.reference));
    expect(body.data.marketSignals.signals[0].marketPrice.amount).toBe(Math.round(rest.signals[0].marketPrice * 100));
    expect(body.data.marketSignals.signals[0].inputs.terms).toHaveLength(9);
  });

  it('rejects a limit out of range with BAD_REQUEST', async () => {
    const { body } = await app.graphql(`{ marketSignals(limit: 0) { signals { rank } } }`);
    expect(body.errors[0]).toMatchObject({ message: 'Invalid limit: must be a whole number between 1 and 100', extensions: { code: 'BAD_REQUEST', parameter: 'limit' } });
  });
});

describe('the signals cache', () => {
  it('stores every signal with the data version it was computed from (rules : market : catalogue)', async () => {
    await getJson(TOP);
    const rows = await sql<{ data_version: string; current: string }>(`
      select distinct s.data_version, m.version::text || ':' || c.version::text as current
      from market_signal s, market_state m, catalogue_state c`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data_version).toBe(`${METHODOLOGY_VERSION}:${rows[0]!.current}`);
  });

  it('recomputes when the rules change, even with the same data', async () => {
    await getJson(TOP);
    await sql(`update market_signal set data_version = 'm0.old:' || data_version`);
    await sql(`update market_state set signals_version = 'm0.old:' || signals_version`);
    await getJson(TOP);
    const [{ version }] = await sql<{ version: string }>(`select distinct data_version as version from market_signal`);
    expect(version.startsWith(`${METHODOLOGY_VERSION}:`)).toBe(true);
  });

  it('lets several processes agree: concurrent readers after a change recompute once', async () => {
    await sql(`update watch_reference set model = model where id = (select min(id) from watch_reference)`);
    const readers = Array.from({ length: 4 }, () => new SignalsService(app.orm.em.fork()));
    const results = await Promise.all(readers.map((reader) => reader.topSignals(5)));
    for (const result of results) expect(result).toEqual(results[0]);
    const [{ runs }] = await sql<{ runs: number }>(`select count(distinct computed_at)::int as runs from market_signal`);
    expect(runs).toBe(1);
  });

  it('recomputes when the market data changes', async () => {
    const before = (await getJson(`${TOP}?limit=100&detail=true`)).body.signals;
    const target = before[before.length - 1];
    // A run of sales far above its market price in the last month lifts its momentum.
    await sql(
      `insert into market_sale (watch_reference_id, sold_on, price_pence, ask_pence)
       select r.id, (select max(sold_on) from market_sale) - g, ?::int, null
       from watch_reference r, generate_series(0, 20) g where r.brand = ? and r.reference = ?`,
      [Math.round(target.marketPrice * 100 * 1.5), target.brand, target.reference],
    );
    const after = (await getJson(`${TOP}?limit=100&detail=true`)).body.signals;
    const changed = after.find((s: { reference: string; brand: string }) => s.reference === target.reference && s.brand === target.brand);
    expect(changed.inputs.dataVersion).not.toBe(target.inputs.dataVersion);
    expect(changed.momentumScore).toBeGreaterThan(target.momentumScore);
  });

  it('recomputes when our asking prices change (the value signal reads them)', async () => {
    const { body } = await getJson(`${TOP}?limit=100&detail=true`);
    const listed = body.signals.find((s: { inputs: { catalogueAskingPrice: number | null } }) => s.inputs.catalogueAskingPrice !== null);
    await sql(`update product set price_pence = price_pence * 3, sale_price_pence = null where brand = ? and reference = ?`, [listed.brand, listed.reference]);
    const again = (await getJson(`${TOP}?limit=100&detail=true`)).body.signals.find(
      (s: { brand: string; reference: string }) => s.brand === listed.brand && s.reference === listed.reference,
    );
    expect(again.inputs.catalogueAskingPrice).toBeGreaterThan(listed.inputs.catalogueAskingPrice);
    expect(again.valueScore).toBeLessThan(listed.valueScore);
  });
});

describe('data freshness', () => {
  it('is stale when the newest sale is more than 14 days old', async () => {
    const [{ asOf }] = await sql<{ asOf: string }>(`select max(sold_on)::text as "asOf" from market_sale`);
    const daysLater = (days: number) => () => new Date(Date.parse(`${asOf}T12:00:00Z`) + days * 86_400_000);
    expect((await new SignalsService(app.orm.em.fork(), daysLater(14)).freshness()).dataStale).toBe(false);
    expect((await new SignalsService(app.orm.em.fork(), daysLater(15)).freshness()).dataStale).toBe(true);
  });

  it('says so in the REST answer once the recent sales are gone', async () => {
    await sql(`delete from market_sale where sold_on > current_date - 30`);
    const { body } = await getJson(`${TOP}?limit=1`);
    expect(body.dataStale).toBe(true);
  });
});

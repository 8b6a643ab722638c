/**
 * `npx tsx bench/marketplace-browse.ts`: the marketplace browse query (page,
 * total and every facet in one statement) under traffic that looks real —
 * a different filter combination per request from a pool of 200, 16 in
 * flight, no cache — at BENCH_LISTINGS live listings (20,000 by default; a
 * large marketplace has fewer live pre-owned watches than a shop has products).
 * Its own embedded cluster (.data/bench-marketplace) or BENCH_DATABASE_URL.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/src/common/project-root';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres';
import { ormConfig } from '../server/src/db/orm-config';
import { SeedRandom } from '../server/src/common/seed-random';
import type { BrowseFilter, BrowseSort } from '../server/src/modules/marketplace/browse/browse-filter';
import { browseListings } from '../server/src/modules/marketplace/browse/marketplace-browse';
import { LISTING_CONDITIONS } from '@aurum/rules/marketplace/listing-status';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const IN_FLIGHT = 16;
const BRANDS = ['Rolex', 'Omega', 'Patek Philippe', 'Audemars Piguet', 'Cartier', 'Tudor', 'IWC', 'Breitling', 'Jaeger-LeCoultre', 'Panerai', 'Zenith', 'Grand Seiko'];
const SORTS: BrowseSort[] = ['newest', 'price_asc', 'price_desc', 'year_desc'];

async function load(orm: MikroORM) {
  const knex = orm.em.getKnex();
  const { rows } = await knex.raw(`select count(*)::int as n from marketplace_listing where status = 'live'`);
  if (rows[0].n === LISTINGS) return;
  console.log(`Loading ${LISTINGS.toLocaleString('en-GB')} live listings…`);
  await knex.raw('truncate marketplace_listing_photo, marketplace_listing, marketplace_seller, app_user restart identity cascade');
  await knex.raw(`insert into app_user (email, username, password_hash, first_name, last_name, role, email_verified, phone_verified, created_at, updated_at)
    select 'seller' || g || '@bench.example', 'seller' || g, 'x', 'Seller', 'Bench' || g, 'customer', true, true, now(), now() from generate_series(1, 200) g`);
  await knex.raw(`insert into marketplace_seller (user_id, seller_type, status, legal_name, business_name, company_number, address_line, city, postcode, phone,
      document_stored_name, document_content_type, document_original_name, account_last4, payout_reference, terms_accepted_at, approved_at)
    select g, case when g % 3 = 0 then 'dealer' else 'private' end, 'approved', 'Seller Bench' || g, 'Dealer ' || g, '0000' || lpad(g::text, 4, '0'),
      '1 High Street', 'London', 'W1K 2AA', '+4474000' || lpad(g::text, 5, '0'), 'doc', 'application/pdf', 'id.pdf', '1234', 'PAY-B' || g, now(), now() - (g || ' days')::interval
    from generate_series(1, 200) g`);
  await knex.raw(`insert into marketplace_listing (seller_id, status, brand, model, reference, year, condition, has_box, has_papers, service_history, case_size_mm,
      case_material, movement, description, price_pence, serial_number, proof_stored_name, published_at)
    select 1 + g % 200, 'live', (?::text[])[1 + g % 12], 'Model ' || (g % 40), 'REF' || (g % 500), 1990 + g % 36, (?::text[])[1 + g % 5], g % 4 <> 0, g % 3 <> 0,
      '', 34 + g % 14, 'Stainless Steel', 'Automatic', 'A bench listing with a description long enough.', 100000 + (g * 7919) % 5000000, 'SER' || g, 'proof', now() - (g || ' minutes')::interval
    from generate_series(1, ?) g`, [`{${BRANDS.map((b) => `"${b}"`).join(',')}}`, `{${LISTING_CONDITIONS.map((c) => `"${c}"`).join(',')}}`, LISTINGS]);
  await knex.raw(`insert into marketplace_listing_photo (listing_id, position, stored_name) select id, 0, 'photo' from marketplace_listing`);
  await knex.raw('vacuum analyze marketplace_listing; vacuum analyze marketplace_listing_photo; vacuum analyze marketplace_seller');
}

function combinations(count: number): { filter: BrowseFilter; sort: BrowseSort; offset: number }[] {
  const random = new SeedRandom(42);
  return Array.from({ length: count }, () => {
    const filter: BrowseFilter = {};
    if (random.chance(0.6)) filter.brands = Array.from(new Set([random.pick(BRANDS), random.pick(BRANDS)])).slice(0, random.int(1, 2));
    if (random.chance(0.4)) filter.conditions = [random.pick(LISTING_CONDITIONS)];
    if (random.chance(0.3)) filter.sellerTypes = [random.chance(0.5) ? 'dealer' : 'private'];
    if (random.chance(0.3)) filter.boxAndPapers = true;
    if (random.chance(0.4)) filter.minPricePence = random.int(1, 20) * 100_000;
    if (random.chance(0.3)) filter.maxYear = random.int(2000, 2025);
    if (random.chance(0.15)) filter.search = random.pick(['rolex', 'omega sea', 'ref12', 'model 3', 'patek']);
    return { filter, sort: random.pick(SORTS), offset: random.chance(0.2) ? 24 * random.int(1, 5) : 0 };
  });
}

async function main() {
  let url = process.env.BENCH_DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(PROJECT_ROOT, '.data', 'bench-marketplace'), port: Number(process.env.BENCH_PG_PORT ?? 54351), database: 'aurum_bench_marketplace' });
    url = embedded.url;
    stop = embedded.stop;
  }
  const orm = await MikroORM.init(ormConfig({ clientUrl: url, poolMax: IN_FLIGHT }));
  try {
    await orm.getMigrator().up();
    await load(orm);
    const pool = combinations(200);
    const knex = orm.em.getKnex();
    for (const request of pool.slice(0, 20)) await browseListings(knex, request.filter, request.sort, { offset: request.offset }); // warm-up
    const times: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (performance.now() < until) {
          const request = pool[next++ % pool.length];
          const started = performance.now();
          await browseListings(knex, request.filter, request.sort, { offset: request.offset });
          times.push(performance.now() - started);
        }
      }),
    );
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`marketplace browse, ${LISTINGS.toLocaleString('en-GB')} live listings, ${pool.length} filter combinations, ${IN_FLIGHT} in flight, ${SECONDS} s:`);
    console.log(`  ${(times.length / SECONDS).toFixed(0)} req/s   p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms   (${times.length} requests)`);
  } finally {
    await orm.close(true);
    await stop();
  }
}

void main();

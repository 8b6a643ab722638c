import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { Listing } from '../../modules/marketplace/listings/listing.entity';
import { approvedSeller, liveListing, signedInAdmin, sql } from '../../modules/marketplace/marketplace.test-helpers';
import { sellerCards } from '../../modules/marketplace/sellers/seller-card';
import { seedDemoReviews } from './review-seed';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the demo marketplace’s reviews', () => {
  it('turn sold listings into paid-out sales with published reviews, through balanced ledger movements', async () => {
    const admin = await signedInAdmin(app);
    const seller = await approvedSeller(app, admin);
    const ids = [await liveListing(admin, seller), await liveListing(admin, seller), await liveListing(admin, seller)];
    await sql(app.orm, `update marketplace_listing set status = 'sold' where id in (?, ?, ?)`, ids);
    const em = app.orm.em.fork();
    const sold = await em.find(Listing, { id: { $in: ids.map(Number) } }, { populate: ['seller'], orderBy: { id: 'asc' } });

    expect(await seedDemoReviews(em, sold)).toBe(3);

    expect(await sql(app.orm, `select status, count(*)::int as n from marketplace_order group by status`)).toEqual([{ status: 'paid_out', n: 3 }]);
    expect(await sql(app.orm, `select count(*)::int as n from marketplace_review r join marketplace_order o on o.id = r.order_id where r.status = 'published' and r.seller_id = o.seller_id and r.buyer_id = o.buyer_id`)).toEqual([{ n: 3 }]);
    expect(await sql(app.orm, 'select journal_id from ledger_entry group by journal_id having sum(amount_pence) <> 0')).toEqual([]);
    expect(await sql(app.orm, `select count(distinct journal_id)::int as n, coalesce(sum(amount_pence) filter (where account = 'buyer_funds_held'), 0)::int as held from ledger_entry`)).toEqual([{ n: 9, held: 0 }]);
    const card = (await sellerCards(app.orm.em.fork().getKnex(), [Number(seller.sellerId)])).get(Number(seller.sellerId))!;
    // 5, 5 and 4 stars: the first three demo reviews.
    expect(card).toMatchObject({ rating: 4.67, reviewCount: 3 });
  });
});

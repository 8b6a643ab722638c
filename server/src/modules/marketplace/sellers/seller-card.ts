import type { Knex } from '@mikro-orm/postgresql';
import { PUBLIC_SELLER_NAME } from '../browse/marketplace-browse';
import { sellerTypeValue } from '../marketplace-enums';
import type { MarketplaceSellerCard } from '../marketplace.types';
import { SELLER_RATING_SQL } from '../reviews/seller-rating';
import type { SellerType } from '@aurum/rules/marketplace/seller-status';

/** What Aurum has checked about a seller, in the words buyers see. */
export function sellerBadges(seller: { sellerType: string; companyNumber: string | null }): string[] {
  const badges = ['Identity verified', 'Phone verified', 'Payout account verified'];
  if (seller.sellerType === 'dealer' && seller.companyNumber) badges.push('Registered company');
  return badges;
}

/**
 * Seller cards by id, for approved sellers only unless asked (a suspended
 * seller has no public face; its owner and staff still see the card). The
 * rating is the average of published reviews, derived here with their count.
 */
export async function sellerCards(knex: Knex, ids: number[], options: { includeUnapproved?: boolean } = {}): Promise<Map<number, MarketplaceSellerCard>> {
  if (ids.length === 0) return new Map();
  const { rows } = await knex.raw(
    `select s.id, s.seller_type, s.city, s.company_number, coalesce(s.approved_at, s.created_at) as member_since, ${PUBLIC_SELLER_NAME} as display_name,
            (select count(*)::int from marketplace_listing l where l.seller_id = s.id and l.status = 'live') as live_listings,
            reviews.rating, reviews.review_count
     from marketplace_seller s
     cross join lateral (${SELLER_RATING_SQL}) reviews
     where (s.status = 'approved' or ?) and s.id in (select jsonb_array_elements_text(?::jsonb)::int)`,
    [options.includeUnapproved ?? false, JSON.stringify(ids)],
  );
  return new Map(
    (rows as Record<string, unknown>[]).map((row) => [
      Number(row.id),
      {
        id: String(row.id),
        displayName: String(row.display_name),
        sellerType: sellerTypeValue(row.seller_type as SellerType),
        city: String(row.city),
        memberSince: new Date(String(row.member_since)),
        rating: row.rating === null ? null : Number(row.rating),
        reviewCount: Number(row.review_count),
        liveListings: Number(row.live_listings),
        badges: sellerBadges({ sellerType: String(row.seller_type), companyNumber: (row.company_number as string | null) ?? null }),
      },
    ]),
  );
}

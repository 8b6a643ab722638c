import type { EntityManager } from '@mikro-orm/postgresql';
import { deliveryColumns, writeAlerts } from './alert-digests';
import { scheduleJob } from '../../common/jobs/jobs';
import { formatPence } from '../../common/money';
import { type ListingFacts, matchesSavedSearch } from './saved-search-rules';
import type { SavedSearchData } from './saved-search.service';

export const SAVED_SEARCH_ALERTS_JOB = 'alerts.saved_search_listing';

/**
 * Schedules the saved-search alerts for a listing staff approved, in the
 * approval's transaction: the job exists exactly when the approval committed,
 * and its key keeps it one per listing (a listing approved again after a relist
 * tells nobody twice; the notifications' dedupe key would hold anyway).
 */
export function scheduleSavedSearchAlerts(tx: EntityManager, listingId: number): Promise<void> {
  return scheduleJob(tx, { kind: SAVED_SEARCH_ALERTS_JOB, key: `${SAVED_SEARCH_ALERTS_JOB}:${listingId}`, runAt: new Date(), payload: { listingId: String(listingId) } });
}

interface ListingRow extends ListingFacts {
  id: number;
  status: string;
  sellerUserId: number;
}

/**
 * The job: every customer with a saved search the listing matches gets one
 * SAVED_SEARCH notification (however many of their searches match), unless
 * they turned saved-search alerts off both in the app and by email, or the listing is their own.
 * Inserts ON CONFLICT (dedupe_key) DO NOTHING, so a rerun adds nothing.
 * A listing no longer live by the time the job runs (withdrawn at once) tells nobody.
 */
export async function alertSavedSearches(tx: EntityManager, payload: Record<string, string>): Promise<void> {
  const listingId = Number(payload.listingId);
  if (!Number.isInteger(listingId) || listingId <= 0) return;
  const [listing] = await tx.execute<ListingRow[]>(
    `select l.id, l.status, l.brand, l.model, l.reference, l.price_pence as "pricePence", l.condition, l.has_box as "hasBox", l.has_papers as "hasPapers",
            l.year, l.case_size_mm as "caseSizeMm", s.seller_type as "sellerType", s.user_id as "sellerUserId"
       from marketplace_listing l join marketplace_seller s on s.id = l.seller_id where l.id = ?`,
    [listingId],
  );
  if (!listing || listing.status !== 'live') return;
  const searches = await tx.execute<(SavedSearchData & { userId: number })[]>(
    `select s.id, s.user_id as "userId", s.brands, s.model_or_reference as "modelOrReference", s.min_price_pence as "minPricePence",
            s.max_price_pence as "maxPricePence", s.conditions, s.box_and_papers as "boxAndPapers", s.seller_types as "sellerTypes",
            s.min_year as "minYear", s.max_year as "maxYear", s.min_case_size_mm as "minCaseSizeMm", s.max_case_size_mm as "maxCaseSizeMm", s.created_at as "createdAt"
       from saved_search s join app_user u on u.id = s.user_id and ${deliveryColumns('SAVED_SEARCH').wanted}
      where s.user_id <> ? and (cardinality(s.brands) = 0 or lower(?) = any(select lower(b) from unnest(s.brands) as b))`,
    [listing.sellerUserId, listing.brand.trim()],
  );
  const userIds = [...new Set(searches.filter((search) => matchesSavedSearch(search, listing)).map((search) => search.userId))];
  if (userIds.length === 0) return;
  const message = `New on the marketplace for your saved search: ${listing.brand} ${listing.model} ${listing.reference}, ${formatPence(listing.pricePence)}.`;
  const delivery = deliveryColumns('SAVED_SEARCH');
  await writeAlerts(
    tx,
    'SAVED_SEARCH',
    `insert into notification (user_id, kind, listing_id, message, link, dedupe_key, in_app, email_status)
     select u.id, 'SAVED_SEARCH', ?, ?, ?, 'SAVED_SEARCH:listing:' || ? || ':' || u.id, ${delivery.select}
       from app_user u where u.id = any(?::int[]) order by u.id
     on conflict (dedupe_key) do nothing
     returning user_id, in_app, email_status`,
    [listing.id, message.slice(0, 300), `/marketplace/listings/${listing.id}`, listing.id, `{${userIds.join(',')}}`],
  );
}

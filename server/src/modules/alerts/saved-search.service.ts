import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { cleanSavedSearch, SAVED_SEARCH_CAP, SAVED_SEARCH_CHANGE_LIMIT, SAVED_SEARCH_MESSAGES, savedSearchQuotaMessage, type SavedSearchCriteria, type SavedSearchDraft } from './saved-search-rules';

export interface SavedSearchData extends SavedSearchCriteria {
  id: number;
  createdAt: Date;
}

const COLUMNS = `id, brands, model_or_reference as "modelOrReference", min_price_pence as "minPricePence", max_price_pence as "maxPricePence",
  conditions, box_and_papers as "boxAndPapers", seller_types as "sellerTypes", min_year as "minYear", max_year as "maxYear",
  min_case_size_mm as "minCaseSizeMm", max_case_size_mm as "maxCaseSizeMm", created_at as "createdAt"`;

const parseId = (raw: string) => (/^\d{1,9}$/.test(String(raw).trim()) ? Number(String(raw).trim()) : null);

/**
 * A signed-in customer's saved marketplace searches. Every method takes the
 * session's user id and touches only that user's rows: another customer's
 * search answers exactly as one that does not exist. Saves and deletions share one hourly limit per account.
 */
export class SavedSearchService {
  constructor(private readonly em: EntityManager) {}

  async list(userId: number): Promise<SavedSearchData[]> {
    return this.em.execute<SavedSearchData[]>(`select ${COLUMNS} from saved_search where user_id = ? order by id desc`, [userId]);
  }

  /** Saves a search; refused with a clear message when it asks for nothing, is malformed, or the customer already keeps the cap. */
  async save(userId: number, draft: SavedSearchDraft): Promise<SavedSearchData> {
    const cleaned = cleanSavedSearch(draft);
    if (!cleaned.ok) throw new AppError('BAD_USER_INPUT', cleaned.message);
    const search = cleaned.criteria;
    await this.countChange(userId);
    return this.em.transactional(async (tx) => {
      // The customer's row is the lock: two saves at once cannot both pass the cap.
      await tx.execute('select id from app_user where id = ? for update', [userId]);
      const [{ count }] = await tx.execute<{ count: number }[]>('select count(*)::int as count from saved_search where user_id = ?', [userId]);
      if (count >= SAVED_SEARCH_CAP) throw new AppError('CONFLICT', SAVED_SEARCH_MESSAGES.cap);
      // The same search twice (a double click) would only tell the customer twice as often.
      const values = [
        pgTextArray(search.brands), search.modelOrReference, search.minPricePence, search.maxPricePence, pgTextArray(search.conditions), search.boxAndPapers,
        pgTextArray(search.sellerTypes), search.minYear, search.maxYear, search.minCaseSizeMm, search.maxCaseSizeMm,
      ];
      const [same] = await tx.execute(
        `select 1 from saved_search where user_id = ? and brands = ?::text[] and model_or_reference is not distinct from ? and min_price_pence is not distinct from ?::int
           and max_price_pence is not distinct from ?::int and conditions = ?::text[] and box_and_papers = ? and seller_types = ?::text[]
           and min_year is not distinct from ?::int and max_year is not distinct from ?::int
           and min_case_size_mm is not distinct from ?::int and max_case_size_mm is not distinct from ?::int`,
        [userId, ...values],
      );
      if (same) throw new AppError('CONFLICT', SAVED_SEARCH_MESSAGES.duplicate);
      const [row] = await tx.execute<SavedSearchData[]>(
        `insert into saved_search (user_id, brands, model_or_reference, min_price_pence, max_price_pence, conditions, box_and_papers,
                                   seller_types, min_year, max_year, min_case_size_mm, max_case_size_mm)
         values (?, ?::text[], ?, ?, ?, ?::text[], ?, ?::text[], ?, ?, ?, ?) returning ${COLUMNS}`,
        [userId, ...values],
      );
      return row;
    });
  }

  /** Deletes one of the customer's own searches; NOT_FOUND for an unknown id or another customer's. */
  async delete(userId: number, rawId: string): Promise<number> {
    await this.countChange(userId);
    const id = parseId(rawId);
    const rows = id === null ? [] : await this.em.execute<{ id: number }[]>('delete from saved_search where id = ? and user_id = ? returning id', [id, userId]);
    if (rows.length === 0) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
    return rows[0].id;
  }

  /** RATE_LIMITED past the hourly limit; an unknown id counts too (probing for others' ids is what it stops). */
  private async countChange(userId: number): Promise<void> {
    await new RateLimiter(this.em).consume(SAVED_SEARCH_CHANGE_LIMIT, String(userId), savedSearchQuotaMessage);
  }
}

export const pgTextArray = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;

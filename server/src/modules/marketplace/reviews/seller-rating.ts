/**
 * A seller's rating: the average of their published reviews (one decimal
 * place kept to two) and how many there are, for the seller `s` of the outer
 * query. Derived on every read, so publishing or hiding a review shows at once.
 */
export const SELLER_RATING_SQL = `select round(avg(r.rating), 2)::float8 as rating, count(*)::int as review_count
  from marketplace_review r where r.seller_id = s.id and r.status = 'published'`;

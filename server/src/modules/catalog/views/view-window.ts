/**
 * "Recently" on the shop (issue 37): the last 24 hours. recent_views counts the product's viewers in it (each
 * viewer once), recent_purchases its paid orders in it; hourly view buckets older than it are folded into the
 * all-time total. The product page's "n people viewed this recently" and the trending sort read these.
 */
export const RECENT_WINDOW_HOURS = 24;

/** How often one process (whichever claims the job) recomputes the counters from the buckets and orders. */
export const VIEW_COUNTERS_REFRESH_SECONDS = 5 * 60;

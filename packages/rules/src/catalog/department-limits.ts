/**
 * The dedicated listings' page size and timings (accounts-support-info.md §9),
 * apart from their texts (department.ts): the listing state every route shares
 * reads these without bringing /watches' and /clothing's texts to /products.
 */

/** Page size of the numbered dedicated listings. */
export const PAGE_SIZE = 24;

/** Timings (accounts-support-info.md §9). */
export const DEBOUNCE_MS = { search: 300, urlSync: 200, saveFilters: 250 } as const;

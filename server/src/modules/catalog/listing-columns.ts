/**
 * The narrow columns that listings filter, sort and count on. The covering
 * index product_listing_index holds exactly these, so listing and facet
 * scans are index-only; adding a filter or sort column means adding it here
 * (and a migration for the index).
 */
export const LISTING_COLUMNS = [
  'id',
  'category',
  'brand',
  'name',
  'materials',
  'tags',
  'case_material',
  'dial_color',
  'strap_material',
  'movement',
  'water_resistance_bucket',
  'box_and_papers',
  'limited_edition',
  'available_sizes',
  'colors',
  'style',
  'season',
  'fit',
  'effective_price_pence',
  'price_pence',
  'case_diameter_mm',
  'stock',
  'featured',
  'view_count',
  'recent_views',
  'recent_purchases',
  'rating',
  'review_count',
  'average_rating',
  'created_at',
] as const;

/** The index's INCLUDE list: every listing column but its keys (category, brand). */
export const LISTING_INDEX_INCLUDE = LISTING_COLUMNS.filter((column) => column !== 'category' && column !== 'brand')
  .map((column) => `"${column}"`)
  .join(', ');

/** The columns that listing orders read (no arrays: a narrow row set sorts faster). */
export const SORT_COLUMNS = [
  'id',
  'name',
  'brand',
  'effective_price_pence',
  'price_pence',
  'stock',
  'featured',
  'view_count',
  'recent_views',
  'recent_purchases',
  'review_count',
  'average_rating',
  'created_at',
] as const satisfies readonly (typeof LISTING_COLUMNS)[number][];

export const columnsOf = (alias: string, columns: readonly string[]) => columns.map((column) => `${alias}.${column}`).join(', ');

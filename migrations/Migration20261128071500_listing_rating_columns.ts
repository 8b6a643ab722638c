import { Migration } from '@mikro-orm/migrations';

/** The listing columns before and after this migration (frozen: later changes bring their own migration). */
const BEFORE = '"id", "name", "materials", "tags", "case_material", "dial_color", "strap_material", "movement", "water_resistance_bucket", "box_and_papers", "limited_edition", "available_sizes", "colors", "style", "season", "fit", "effective_price_pence", "price_pence", "case_diameter_mm", "stock", "featured", "view_count", "recent_views", "recent_purchases", "rating", "created_at"';
const AFTER = '"id", "name", "materials", "tags", "case_material", "dial_color", "strap_material", "movement", "water_resistance_bucket", "box_and_papers", "limited_edition", "available_sizes", "colors", "style", "season", "fit", "effective_price_pence", "price_pence", "case_diameter_mm", "stock", "featured", "view_count", "recent_views", "recent_purchases", "rating", "review_count", "average_rating", "created_at"';

/**
 * "Sort by rating" orders by the real reviews' average and count (issue 37),
 * so the covering listing index holds them and the rating order stays index-only.
 */
export class Migration20261128071500_listing_rating_columns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "product_listing_index";`);
    this.addSql(`create index "product_listing_index" on "product" ("category", "brand") include (${AFTER}) where "archived_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "product_listing_index";`);
    this.addSql(`create index "product_listing_index" on "product" ("category", "brand") include (${BEFORE}) where "archived_at" is null;`);
  }
}

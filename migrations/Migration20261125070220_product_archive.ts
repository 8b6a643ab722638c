import { Migration } from '@mikro-orm/migrations';

/** The listing columns as of this migration (frozen: later changes bring their own migration). */
const LISTING_INDEX_INCLUDE = '"id", "name", "materials", "tags", "case_material", "dial_color", "strap_material", "movement", "water_resistance_bucket", "box_and_papers", "limited_edition", "available_sizes", "colors", "style", "season", "fit", "effective_price_pence", "price_pence", "case_diameter_mm", "stock", "featured", "view_count", "recent_views", "recent_purchases", "rating", "created_at"';
const UPDATE_COLUMNS = 'name, brand, model, sku, reference, description, detailed_description, price_pence, original_price_pence, sale_price_pence, image_url, gallery_images, category, materials, sizes, available_sizes, colors, tags, features, specifications, care_instructions, stock, featured, rating, gender, condition, case_diameter_mm, case_material, dial_color, strap_material, movement, water_resistance_m, complications, box_and_papers, limited_edition, fabric, season, style, fit, country_of_origin, created_at';

/**
 * Staff archive products instead of deleting them: archived rows leave every
 * shop read (the listing index becomes partial, so listings stay index-only)
 * and archiving raises the catalogue version like any other visible change.
 */
export class Migration20261125070220_product_archive extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "product" add column "archived_at" timestamptz null;`);
    this.addSql(`drop index if exists "product_listing_index";`);
    this.addSql(`create index "product_listing_index" on "product" ("category", "brand") include (${LISTING_INDEX_INCLUDE}) where "archived_at" is null;`);
    this.addSql('drop trigger if exists product_catalogue_version_on_update on product;');
    this.addSql(`create trigger product_catalogue_version_on_update after update of ${UPDATE_COLUMNS}, archived_at on product
      for each statement execute function aurum_bump_catalogue_version();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists product_catalogue_version_on_update on product;');
    this.addSql(`create trigger product_catalogue_version_on_update after update of ${UPDATE_COLUMNS} on product
      for each statement execute function aurum_bump_catalogue_version();`);
    this.addSql(`drop index if exists "product_listing_index";`);
    this.addSql(`create index "product_listing_index" on "product" ("category", "brand") include (${LISTING_INDEX_INCLUDE});`);
    this.addSql(`alter table "product" drop column "archived_at";`);
  }

}

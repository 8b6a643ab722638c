import { Migration } from '@mikro-orm/migrations';

/**
 * Triggers on product:
 * - search_term (the vocabulary used to correct misspelt search words) follows
 *   the products' search documents, one statement at a time. Terms are only
 *   added: a stale term costs nothing but a rare odd correction.
 * - catalogue_state.version goes up with every change a listing shows, inside
 *   the writing transaction, so read caches keyed by it never serve old data.
 *   Popularity counters (views, recent views and purchases) are left out: they
 *   change on every page view and only reorder popularity sorts.
 */
export class Migration20261121212400_catalogue_triggers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function aurum_collect_search_terms() returns trigger
      language plpgsql as $$
      begin
        insert into search_term (term)
        select distinct lexeme from new_products, unnest(new_products.search_vector) as t(lexeme, positions, weights)
        on conflict do nothing;
        return null;
      end
      $$;`);
    this.addSql(`
      create trigger product_search_terms_on_insert after insert on product
      referencing new table as new_products
      for each statement execute function aurum_collect_search_terms();`);
    this.addSql(`
      create trigger product_search_terms_on_update after update on product
      referencing new table as new_products
      for each statement execute function aurum_collect_search_terms();`);
    this.addSql("insert into catalogue_state (id, version) values (1, 1) on conflict do nothing;");
    this.addSql(`
      create or replace function aurum_bump_catalogue_version() returns trigger
      language plpgsql as $$
      begin
        update catalogue_state set version = version + 1, changed_at = now() where id = 1;
        return null;
      end
      $$;`);
    this.addSql(`
      create trigger product_catalogue_version_on_write after insert or delete or truncate on product
      for each statement execute function aurum_bump_catalogue_version();`);
    this.addSql(`
      create trigger product_catalogue_version_on_update after update of name, brand, model, sku, reference, description, detailed_description, price_pence, original_price_pence, sale_price_pence, image_url, gallery_images, category, materials, sizes, available_sizes, colors, tags, features, specifications, care_instructions, stock, featured, rating, gender, condition, case_diameter_mm, case_material, dial_color, strap_material, movement, water_resistance_m, complications, box_and_papers, limited_edition, fabric, season, style, fit, country_of_origin, created_at on product
      for each statement execute function aurum_bump_catalogue_version();`);
    this.addSql(`
      insert into search_term (term)
      select distinct lexeme from product, unnest(product.search_vector) as t(lexeme, positions, weights)
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists product_catalogue_version_on_update on product;');
    this.addSql('drop trigger if exists product_catalogue_version_on_write on product;');
    this.addSql('drop function if exists aurum_bump_catalogue_version();');
    this.addSql('drop trigger if exists product_search_terms_on_update on product;');
    this.addSql('drop trigger if exists product_search_terms_on_insert on product;');
    this.addSql('drop function if exists aurum_collect_search_terms();');
  }
}

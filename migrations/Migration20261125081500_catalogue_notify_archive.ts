import { Migration } from '@mikro-orm/migrations';

/** The listed columns of Migration20261125063000_catalogue_notify, plus archived_at (frozen here). */
const LISTED_COLUMNS = [
  'name', 'brand', 'model', 'sku', 'reference', 'description', 'detailed_description', 'price_pence', 'original_price_pence',
  'sale_price_pence', 'image_url', 'gallery_images', 'category', 'materials', 'sizes', 'available_sizes', 'colors', 'tags',
  'features', 'specifications', 'care_instructions', 'stock', 'featured', 'rating', 'gender', 'condition', 'case_diameter_mm',
  'case_material', 'dial_color', 'strap_material', 'movement', 'water_resistance_m', 'complications', 'box_and_papers',
  'limited_edition', 'fabric', 'season', 'style', 'fit', 'country_of_origin', 'created_at', 'archived_at',
];
const row = (alias: string) => `(${LISTED_COLUMNS.map((column) => `${alias}.${column}`).join(', ')})`;

/**
 * Archiving is a catalogue change like any other: it raises the version and
 * notifies the engines with the product's id (they drop it from their index).
 * The version-only trigger that product_archive re-created is dropped again:
 * one trigger raises the version, so versions and notifications stay one to one.
 */
export class Migration20261125081500_catalogue_notify_archive extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop trigger if exists product_catalogue_version_on_update on product;');
    this.addSql(notifyFunction(row));
  }

  override async down(): Promise<void> {
    const before = LISTED_COLUMNS.filter((column) => column !== 'archived_at');
    this.addSql(notifyFunction((alias) => `(${before.map((column) => `${alias}.${column}`).join(', ')})`));
  }
}

function notifyFunction(columns: (alias: string) => string): string {
  return `
    create or replace function aurum_notify_catalogue_change() returns trigger
    language plpgsql as $$
    declare
      ids int[];
    begin
      if tg_op = 'INSERT' then
        perform aurum_catalogue_changed(array(select id from new_rows order by id));
      elsif tg_op = 'DELETE' then
        perform aurum_catalogue_changed(array(select id from old_rows order by id));
      elsif tg_op = 'UPDATE' then
        ids := array(
          select n.id from new_rows n join old_rows o on o.id = n.id
          where ${columns('n')} is distinct from ${columns('o')}
          order by n.id);
        if cardinality(ids) > 0 then perform aurum_catalogue_changed(ids); end if;
      else
        perform aurum_catalogue_changed(null);
      end if;
      return null;
    end
    $$;`;
}

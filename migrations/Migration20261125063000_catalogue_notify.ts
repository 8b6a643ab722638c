import { Migration } from '@mikro-orm/migrations';

/** The product columns a listing, a facet or a search shows: a change to any of them is a catalogue change. */
const LISTED_COLUMNS = [
  'name', 'brand', 'model', 'sku', 'reference', 'description', 'detailed_description', 'price_pence', 'original_price_pence',
  'sale_price_pence', 'image_url', 'gallery_images', 'category', 'materials', 'sizes', 'available_sizes', 'colors', 'tags',
  'features', 'specifications', 'care_instructions', 'stock', 'featured', 'rating', 'gender', 'condition', 'case_diameter_mm',
  'case_material', 'dial_color', 'strap_material', 'movement', 'water_resistance_m', 'complications', 'box_and_papers',
  'limited_edition', 'fabric', 'season', 'style', 'fit', 'country_of_origin', 'created_at',
];
const row = (alias: string) => `(${LISTED_COLUMNS.map((column) => `${alias}.${column}`).join(', ')})`;

/**
 * The catalogue version now travels with the ids that changed: every
 * statement that changes listed products raises catalogue_state.version (in
 * its transaction, as before) and sends `version:id,id,…` on the channel
 * aurum_catalogue (`version:*` when the list is too long or the table was
 * truncated). Versions and notifications are one to one, so a process that
 * sees a gap in the versions knows it missed one and rebuilds. Updates that
 * change no listed column (popularity counters) neither raise the version nor
 * notify, as before.
 */
export class Migration20261125063000_catalogue_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop trigger if exists product_catalogue_version_on_update on product;');
    this.addSql('drop trigger if exists product_catalogue_version_on_write on product;');
    this.addSql(`
      create or replace function aurum_catalogue_changed(ids int[]) returns void
      language plpgsql as $$
      declare
        new_version bigint;
        payload text;
      begin
        update catalogue_state set version = version + 1, changed_at = now() where id = 1 returning version into new_version;
        payload := new_version || ':' || coalesce(array_to_string(ids, ','), '*');
        if octet_length(payload) > 7900 then payload := new_version || ':*'; end if;
        perform pg_notify('aurum_catalogue', payload);
      end
      $$;`);
    this.addSql(`
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
            where ${row('n')} is distinct from ${row('o')}
            order by n.id);
          if cardinality(ids) > 0 then perform aurum_catalogue_changed(ids); end if;
        else
          perform aurum_catalogue_changed(null);
        end if;
        return null;
      end
      $$;`);
    this.addSql(`create trigger product_catalogue_notify_on_insert after insert on product referencing new table as new_rows
      for each statement execute function aurum_notify_catalogue_change();`);
    this.addSql(`create trigger product_catalogue_notify_on_update after update on product referencing old table as old_rows new table as new_rows
      for each statement execute function aurum_notify_catalogue_change();`);
    this.addSql(`create trigger product_catalogue_notify_on_delete after delete on product referencing old table as old_rows
      for each statement execute function aurum_notify_catalogue_change();`);
    this.addSql(`create trigger product_catalogue_notify_on_truncate after truncate on product
      for each statement execute function aurum_notify_catalogue_change();`);
  }

  override async down(): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) this.addSql(`drop trigger if exists product_catalogue_notify_on_${event} on product;`);
    this.addSql('drop function if exists aurum_notify_catalogue_change();');
    this.addSql('drop function if exists aurum_catalogue_changed(int[]);');
    this.addSql(`
      create trigger product_catalogue_version_on_write after insert or delete or truncate on product
      for each statement execute function aurum_bump_catalogue_version();`);
    this.addSql(`
      create trigger product_catalogue_version_on_update after update of ${LISTED_COLUMNS.join(', ')} on product
      for each statement execute function aurum_bump_catalogue_version();`);
  }
}

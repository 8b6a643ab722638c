import { Migration } from '@mikro-orm/migrations';

/**
 * Alerts (issue 38): the notification centre's table, per-kind alert
 * preferences beside the account's other notification settings, the size a
 * wishlist entry follows, and product_change: a statement trigger on product
 * records each committed move of a price, sale, stock or available sizes with
 * the values before and after, for the alerts job to read after commit.
 */
export class Migration20261128034000_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notification" ("id" bigserial primary key, "user_id" int not null, "kind" varchar(20) not null, "product_id" int null, "listing_id" int null, "old_price_pence" int null, "new_price_pence" int null, "size" varchar(40) null, "message" varchar(300) not null, "link" varchar(300) not null, "dedupe_key" varchar(120) not null, "created_at" timestamptz not null default now(), "read_at" timestamptz null, constraint "notification_kind_check" check ("kind" in ('PRICE_DROP', 'BACK_IN_STOCK', 'SAVED_SEARCH')));`);
    this.addSql(`alter table "notification" add constraint "notification_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "notification_user_newest_index" on "notification" ("user_id", "id");`);
    this.addSql(`create index "notification_user_unread_index" on "notification" ("user_id") where "read_at" is null;`);
    this.addSql(`alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification" add constraint "notification_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "product_change" ("id" bigserial primary key, "product_id" int not null, "old_price_pence" int not null, "new_price_pence" int not null, "old_on_sale" boolean not null, "new_on_sale" boolean not null, "old_stock" int not null, "new_stock" int not null, "old_available_sizes" text[] not null, "new_available_sizes" text[] not null, "changed_at" timestamptz not null default now(), "processed_at" timestamptz null);`);
    this.addSql(`create index "product_change_pending_index" on "product_change" ("id") where "processed_at" is null;`);

    for (const kind of ['price_drop', 'back_in_stock', 'saved_search']) {
      this.addSql(`alter table "app_user" add column "notify_${kind}_in_app" boolean not null default true, add column "notify_${kind}_email" boolean not null default true;`);
    }
    this.addSql(`alter table "wishlist_entry" add column "size" varchar(40) null;`);

    this.addSql(`
      create or replace function aurum_record_product_change() returns trigger
      language plpgsql as $$
      begin
        insert into product_change (product_id, old_price_pence, new_price_pence, old_on_sale, new_on_sale, old_stock, new_stock, old_available_sizes, new_available_sizes)
        select n.id, coalesce(o.sale_price_pence, o.price_pence), coalesce(n.sale_price_pence, n.price_pence),
               o.sale_price_pence is not null, n.sale_price_pence is not null, o.stock, n.stock, o.available_sizes, n.available_sizes
          from new_rows n join old_rows o on o.id = n.id
         where (coalesce(n.sale_price_pence, n.price_pence), n.sale_price_pence is not null, n.stock, n.available_sizes)
               is distinct from (coalesce(o.sale_price_pence, o.price_pence), o.sale_price_pence is not null, o.stock, o.available_sizes)
         order by n.id;
        return null;
      end
      $$;`);
    this.addSql(`create trigger product_change_on_update after update on product referencing old table as old_rows new table as new_rows
      for each statement execute function aurum_record_product_change();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists product_change_on_update on product;');
    this.addSql('drop function if exists aurum_record_product_change();');
    this.addSql(`alter table "wishlist_entry" drop column "size";`);
    for (const kind of ['price_drop', 'back_in_stock', 'saved_search']) {
      this.addSql(`alter table "app_user" drop column "notify_${kind}_in_app", drop column "notify_${kind}_email";`);
    }
    this.addSql('drop table if exists "product_change" cascade;');
    this.addSql('drop table if exists "notification" cascade;');
  }
}

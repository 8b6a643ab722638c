import { Migration } from '@mikro-orm/migrations';

/**
 * Real popularity counters (issue 37): product views counted in hourly buckets
 * (product_view_hour, one upsert per counted viewer), folded into an all-time
 * total per product (product_view_total) once they leave the recent window.
 * The refresh job (catalog/views/view-counters.ts) writes view_count,
 * recent_views and recent_purchases from them and from paid orders.
 *
 * Until now those three columns held numbers the demo seed invented and
 * nothing updated: they start again from 0, so every count shown is a real one.
 * (Counter columns raise no catalogue version: the triggers leave them out.)
 */
export class Migration20261128122000_product_view_counters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "product_view_hour" ("product_id" int not null, "hour" timestamptz not null, "views" int not null default 0, constraint "product_view_hour_pkey" primary key ("product_id", "hour"));`);
    this.addSql(`alter table "product_view_hour" add constraint "product_view_hour_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "product_view_hour_hour_index" on "product_view_hour" ("hour");`);
    this.addSql(`create table "product_view_total" ("product_id" int not null, "views" bigint not null default 0, constraint "product_view_total_pkey" primary key ("product_id"));`);
    this.addSql(`alter table "product_view_total" add constraint "product_view_total_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`update "product" set "view_count" = 0, "recent_views" = 0, "recent_purchases" = 0 where ("view_count", "recent_views", "recent_purchases") <> (0, 0, 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_view_total" cascade;`);
    this.addSql(`drop table if exists "product_view_hour" cascade;`);
  }
}

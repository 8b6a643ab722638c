import { Migration } from '@mikro-orm/migrations';

export class Migration20261125064250_wishlist extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "wishlist_entry" ("id" serial primary key, "user_id" int not null, "product_id" int not null, "added_at" timestamptz not null default now());`);
    this.addSql(`create index "wishlist_entry_product_index" on "wishlist_entry" ("product_id");`);
    this.addSql(`alter table "wishlist_entry" add constraint "wishlist_entry_user_product_unique" unique ("user_id", "product_id");`);

    this.addSql(`alter table "wishlist_entry" add constraint "wishlist_entry_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "wishlist_entry" add constraint "wishlist_entry_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "wishlist_entry" cascade;`);
  }

}

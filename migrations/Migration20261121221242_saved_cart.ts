import { Migration } from '@mikro-orm/migrations';

/** Saved carts of signed-in customers; orders point at their customer (kept when the account goes). */
export class Migration20261121221242_saved_cart extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "saved_cart" ("user_id" int not null, "lines" jsonb not null, "updated_at" timestamptz not null default now(), constraint "saved_cart_pkey" primary key ("user_id"));`);
    this.addSql(`alter table "saved_cart" add constraint "saved_cart_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "customer_order" add constraint "customer_order_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_order" drop constraint "customer_order_user_id_foreign";`);
    this.addSql(`drop table if exists "saved_cart" cascade;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Saved marketplace searches (issue 38): a customer's criteria, told of each approved listing that matches. */
export class Migration20261128065321_saved_searches extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "saved_search" ("id" serial primary key, "user_id" int not null, "brands" text[] not null, "model_or_reference" varchar(100) null, "min_price_pence" int null, "max_price_pence" int null, "conditions" text[] not null, "box_and_papers" boolean not null default false, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "saved_search_user_id_index" on "saved_search" ("user_id");`);

    this.addSql(`alter table "saved_search" add constraint "saved_search_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "saved_search" cascade;`);
  }

}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261125151924_seller_reviews extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "marketplace_review" ("id" serial primary key, "order_id" uuid not null, "seller_id" int not null, "buyer_id" int not null, "rating" smallint not null, "text" text not null, "status" text not null default 'pending', "hidden_reason" text null, "published_at" timestamptz null, "moderated_at" timestamptz null, "created_at" timestamptz not null default now(), constraint marketplace_review_hidden_reason check (status <> 'hidden' or hidden_reason is not null), constraint marketplace_review_status_check check (status in ('pending', 'published', 'hidden')), constraint marketplace_review_text_length check (char_length(text) >= 10 and char_length(text) <= 1000), constraint marketplace_review_rating check (rating >= 1 and rating <= 5));`);
    this.addSql(`alter table "marketplace_review" add constraint "marketplace_review_order_unique" unique ("order_id");`);
    this.addSql(`create index "marketplace_review_buyer_id_index" on "marketplace_review" ("buyer_id");`);
    this.addSql(`create index "marketplace_review_status_index" on "marketplace_review" ("status", "created_at");`);
    this.addSql(`create index "marketplace_review_seller_status_index" on "marketplace_review" ("seller_id", "status", "published_at");`);

    this.addSql(`alter table "marketplace_review" add constraint "marketplace_review_order_id_foreign" foreign key ("order_id") references "marketplace_order" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "marketplace_review" add constraint "marketplace_review_seller_id_foreign" foreign key ("seller_id") references "marketplace_seller" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "marketplace_review" add constraint "marketplace_review_buyer_id_foreign" foreign key ("buyer_id") references "app_user" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "marketplace_review" cascade;`);
  }

}

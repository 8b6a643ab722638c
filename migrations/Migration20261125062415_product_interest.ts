import { Migration } from '@mikro-orm/migrations';

export class Migration20261125062415_product_interest extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "product_interest_day" ("product_id" int not null, "day" date not null, "size" varchar(16) not null default '', "views" int not null default 0, "cart_adds" int not null default 0, constraint "product_interest_day_pkey" primary key ("product_id", "day", "size"));`);

    this.addSql(`alter table "product_interest_day" add constraint "product_interest_day_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_interest_day" cascade;`);
  }

}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261122011357_order_staff_action extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "order_staff_action" ("id" bigserial primary key, "order_id" uuid not null, "action" text check ("action" in ('dispatch', 'refund', 'cancel')) not null, "staff_user_id" int not null, "staff_email" varchar(254) not null, "detail" varchar(300) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "order_staff_action_order_index" on "order_staff_action" ("order_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_staff_action" cascade;`);
  }

}

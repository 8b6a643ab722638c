import { Migration } from '@mikro-orm/migrations';

export class Migration20261125072409_order_history_in_staff_action extends Migration {

  override async up(): Promise<void> {
    // Orders' staff history joins the one staff action record, oldest first, nothing lost.
    this.addSql(`insert into "staff_action" ("action", "subject_type", "subject_id", "actor_user_id", "actor_email", "changes", "created_at")
      select 'order.' || "action", 'order', "order_id"::text, "staff_user_id", "staff_email",
             case when "detail" is null then null else jsonb_build_object('detail', "detail") end, "created_at"
        from "order_staff_action" order by "created_at", "id";`);
    this.addSql(`drop table if exists "order_staff_action" cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "order_staff_action" ("id" bigserial primary key, "order_id" uuid not null, "action" text check ("action" in ('dispatch', 'refund', 'cancel')) not null, "staff_user_id" int4 not null, "staff_email" varchar(254) not null, "detail" varchar(300) null, "created_at" timestamptz(6) not null);`);
    this.addSql(`create index "order_staff_action_order_index" on "order_staff_action" ("order_id", "created_at");`);
  }

}

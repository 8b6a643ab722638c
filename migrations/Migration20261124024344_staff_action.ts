import { Migration } from '@mikro-orm/migrations';

export class Migration20261124024344_staff_action extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "staff_action" ("id" bigserial primary key, "action" varchar(80) not null, "subject_type" varchar(40) not null, "subject_id" varchar(80) not null, "actor_user_id" int not null, "actor_email" varchar(254) not null, "reason" text null, "changes" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`create index "staff_action_created_index" on "staff_action" ("created_at");`);
    this.addSql(`create index "staff_action_subject_index" on "staff_action" ("subject_type", "subject_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "staff_action" cascade;`);
  }

}

import { Migration } from '@mikro-orm/migrations';

/** Consultation reports saved for signed-in customers; they go with the account. */
export class Migration20261121221318_saved_consultation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "saved_consultation" ("id" serial primary key, "user_id" int not null, "request" jsonb not null, "report" jsonb not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "saved_consultation_user_created_index" on "saved_consultation" ("user_id", "created_at");`);

    this.addSql(`alter table "saved_consultation" add constraint "saved_consultation_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "saved_consultation" cascade;`);
  }

}

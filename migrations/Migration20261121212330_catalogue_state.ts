import { Migration } from '@mikro-orm/migrations';

export class Migration20261121212330_catalogue_state extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "catalogue_state" ("id" int not null, "version" bigint not null default 1, "changed_at" timestamptz not null default now(), constraint "catalogue_state_pkey" primary key ("id"), constraint catalogue_state_single_row check (id = 1));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_state" cascade;`);
  }

}

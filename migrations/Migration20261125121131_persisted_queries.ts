import { Migration } from '@mikro-orm/migrations';

export class Migration20261125121131_persisted_queries extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "persisted_query" ("key" varchar(80) not null, "query" text not null, "expires_at" timestamptz null, "created_at" timestamptz not null, constraint "persisted_query_pkey" primary key ("key"));`);
    this.addSql(`create index "persisted_query_expires_index" on "persisted_query" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "persisted_query" cascade;`);
  }

}

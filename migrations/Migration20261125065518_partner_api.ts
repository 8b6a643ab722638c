import { Migration } from '@mikro-orm/migrations';

export class Migration20261125065518_partner_api extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "partner_api_key" ("id" serial primary key, "label" varchar(80) not null, "prefix" varchar(16) not null, "secret_hash" varchar(64) not null, "scopes" text[] not null, "cost_per_minute" int not null, "created_at" timestamptz not null default now(), "created_by" varchar(254) not null, "revoked_at" timestamptz null, "last_used_at" timestamptz null);`);
    this.addSql(`alter table "partner_api_key" add constraint "partner_api_key_hash_unique" unique ("secret_hash");`);

    this.addSql(`create table "partner_api_usage" ("key_id" int not null, "hour" timestamptz not null, "calls" int not null, "cost" bigint not null, "errors" int not null, constraint "partner_api_usage_pkey" primary key ("key_id", "hour"));`);

    this.addSql(`create table "rate_bucket" ("bucket" varchar(40) not null, "key" varchar(120) not null, "level" double precision not null, "updated_at" timestamptz not null, constraint "rate_bucket_pkey" primary key ("bucket", "key"));`);
    this.addSql(`create index "rate_bucket_updated_index" on "rate_bucket" ("updated_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "partner_api_key" cascade;`);

    this.addSql(`drop table if exists "partner_api_usage" cascade;`);

    this.addSql(`drop table if exists "rate_bucket" cascade;`);
  }

}

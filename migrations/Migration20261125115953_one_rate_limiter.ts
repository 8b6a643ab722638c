import { Migration } from '@mikro-orm/migrations';

export class Migration20261125115953_one_rate_limiter extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop table if exists "monitoring_rate_counter" cascade;`);

    this.addSql(`drop table if exists "rate_limit_event" cascade;`);

    this.addSql(`drop index "rate_bucket_updated_index";`);

    this.addSql(`alter table "rate_bucket" alter column "key" type varchar(400) using ("key"::varchar(400));`);
    this.addSql(`alter table "rate_bucket" rename column "updated_at" to "since";`);
    this.addSql(`create index "rate_bucket_since_index" on "rate_bucket" ("since");`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "monitoring_rate_counter" ("bucket" text not null, "window_start" timestamptz(6) not null, "hits" int4 not null, constraint "monitoring_rate_counter_pkey" primary key ("bucket", "window_start"));`);
    this.addSql(`create index "monitoring_rate_counter_window_start_index" on "monitoring_rate_counter" ("window_start");`);

    this.addSql(`create table "rate_limit_event" ("id" bigserial primary key, "bucket" varchar(40) not null, "key" varchar(400) not null, "created_at" timestamptz(6) not null);`);
    this.addSql(`create index "rate_limit_event_lookup_index" on "rate_limit_event" ("bucket", "key", "created_at");`);

    this.addSql(`drop index "rate_bucket_since_index";`);

    this.addSql(`alter table "rate_bucket" alter column "key" type varchar(120) using ("key"::varchar(120));`);
    this.addSql(`alter table "rate_bucket" rename column "since" to "updated_at";`);
    this.addSql(`create index "rate_bucket_updated_index" on "rate_bucket" ("updated_at");`);
  }

}

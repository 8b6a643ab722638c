import { Migration } from '@mikro-orm/migrations';

export class Migration20261121213522_monitoring extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "client_error_report" ("id" bigserial primary key, "message" text not null, "stack" text null, "component_stack" text null, "route" text not null, "user_agent" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "client_error_report_created_at_index" on "client_error_report" ("created_at");`);

    this.addSql(`create table "monitoring_rate_counter" ("bucket" text not null, "window_start" timestamptz not null, "hits" int not null, constraint "monitoring_rate_counter_pkey" primary key ("bucket", "window_start"));`);
    this.addSql(`create index "monitoring_rate_counter_window_start_index" on "monitoring_rate_counter" ("window_start");`);

    this.addSql(`create table "web_vital_report" ("id" bigserial primary key, "name" varchar(8) not null, "value" double precision not null, "rating" varchar(20) not null, "delta" double precision not null, "metric_id" varchar(128) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "web_vital_report_created_at_index" on "web_vital_report" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "client_error_report" cascade;`);

    this.addSql(`drop table if exists "monitoring_rate_counter" cascade;`);

    this.addSql(`drop table if exists "web_vital_report" cascade;`);
  }

}

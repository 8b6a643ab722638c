import { Migration } from '@mikro-orm/migrations';

/**
 * Watch market data (references, sales), the market_state version row and
 * the cached signals. Triggers bump market_state.version inside every
 * statement that changes references or sales, so cached signals computed from
 * an older version are recomputed by whichever process reads them next.
 */
export class Migration20261121213647_market extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "market_state" ("id" int not null, "version" bigint not null default 1, "changed_at" timestamptz not null default now(), "signals_version" varchar(64) null, "signals_as_of" date null, "signals_computed_at" timestamptz null, constraint "market_state_pkey" primary key ("id"), constraint market_state_single_row check (id = 1));`);

    this.addSql(`create table "watch_reference" ("id" serial primary key, "brand" varchar(100) not null, "model" varchar(120) not null, "reference" varchar(64) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "watch_reference_brand_reference_index" on "watch_reference" ("brand", "reference");`);
    this.addSql(`create unique index "watch_reference_brand_reference_unique" on "watch_reference" (lower("brand"), upper("reference"));`);

    this.addSql(`create table "market_signal" ("watch_reference_id" int not null, "rank" int not null, "score" int not null, "momentum_score" int not null, "value_score" int not null, "liquidity_score" int not null, "risk_score" int not null, "classification" varchar(16) not null, "facts" jsonb not null, "terms" jsonb not null, "data_version" varchar(64) not null, "computed_at" timestamptz not null default now(), constraint "market_signal_pkey" primary key ("watch_reference_id"));`);
    this.addSql(`create index "market_signal_rank_index" on "market_signal" ("rank");`);

    this.addSql(`create table "market_sale" ("id" bigserial primary key, "watch_reference_id" int not null, "sold_on" date not null, "price_pence" int not null, "ask_pence" int null, "source" varchar(16) not null default 'import', "recorded_at" timestamptz not null default now(), constraint market_sale_ask_positive check (ask_pence is null or ask_pence > 0), constraint market_sale_price_positive check (price_pence > 0));`);
    this.addSql(`create index "market_sale_sold_on_index" on "market_sale" ("sold_on");`);
    this.addSql(`create index "market_sale_reference_date_index" on "market_sale" ("watch_reference_id", "sold_on");`);

    this.addSql(`alter table "market_signal" add constraint "market_signal_watch_reference_id_foreign" foreign key ("watch_reference_id") references "watch_reference" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "market_sale" add constraint "market_sale_watch_reference_id_foreign" foreign key ("watch_reference_id") references "watch_reference" ("id") on update cascade on delete cascade;`);

    this.addSql(`insert into market_state (id, version) values (1, 1) on conflict do nothing;`);
    this.addSql(`
      create or replace function aurum_bump_market_version() returns trigger
      language plpgsql as $$
      begin
        update market_state set version = version + 1, changed_at = now() where id = 1;
        return null;
      end
      $$;`);
    this.addSql(`
      create trigger market_sale_version_on_write after insert or update or delete or truncate on market_sale
      for each statement execute function aurum_bump_market_version();`);
    this.addSql(`
      create trigger watch_reference_version_on_write after insert or update or delete or truncate on watch_reference
      for each statement execute function aurum_bump_market_version();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists watch_reference_version_on_write on watch_reference;`);
    this.addSql(`drop trigger if exists market_sale_version_on_write on market_sale;`);
    this.addSql(`drop function if exists aurum_bump_market_version();`);
    this.addSql(`drop table if exists "market_signal" cascade;`);
    this.addSql(`drop table if exists "market_sale" cascade;`);
    this.addSql(`drop table if exists "watch_reference" cascade;`);
    this.addSql(`drop table if exists "market_state" cascade;`);
  }

}

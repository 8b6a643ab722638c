import { Migration } from '@mikro-orm/migrations';

export class Migration20261125120306_escrow extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "job" ("id" bigserial primary key, "kind" varchar(60) not null, "key" varchar(160) not null, "payload" jsonb not null, "run_at" timestamptz not null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "last_error" text null, "done_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "job" add constraint "job_key_unique" unique ("key");`);
    this.addSql(`create index "job_due_index" on "job" ("status", "run_at");`);

    this.addSql(`create table "ledger_entry" ("id" bigserial primary key, "journal_id" uuid not null, "movement" varchar(20) not null, "account" varchar(60) not null, "amount_pence" bigint not null, "order_id" uuid not null, "seller_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "ledger_entry_order_index" on "ledger_entry" ("order_id");`);
    this.addSql(`create index "ledger_entry_account_index" on "ledger_entry" ("account", "seller_id");`);

    this.addSql(`create table "marketplace_order" ("id" uuid not null, "number" varchar(16) not null, "status" varchar(12) not null default 'pending', "listing_id" int not null, "seller_id" int not null, "buyer_id" int not null, "buyer_email" varchar(254) not null, "title" varchar(240) not null, "price_pence" int not null, "delivery_pence" int not null, "commission_pence" int not null, "total_pence" int not null, "delivery_name" varchar(120) not null, "delivery_phone" varchar(32) not null, "delivery_address" varchar(200) not null, "delivery_city" varchar(100) not null, "delivery_postal_code" varchar(16) not null, "delivery_country" varchar(2) not null, "payment_provider" varchar(10) not null, "payment_intent_id" varchar(255) null, "refund_reference" varchar(255) null, "reserved_until" timestamptz not null, "paid_at" timestamptz null, "ship_by" timestamptz null, "carrier" varchar(20) null, "tracking_number" varchar(40) null, "shipped_at" timestamptz null, "delivered_at" timestamptz null, "inspection_ends_at" timestamptz null, "accepted_at" timestamptz null, "auto_accepted" boolean not null default false, "dispute_reason" text null, "dispute_photos" jsonb null, "disputed_at" timestamptz null, "resolution_reason" text null, "released_at" timestamptz null, "paid_out_at" timestamptz null, "refunded_at" timestamptz null, "refund_reason" varchar(20) null, "expired_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "marketplace_order_pkey" primary key ("id"), constraint marketplace_order_total check ((total_pence = (price_pence + delivery_pence)) AND ((commission_pence >= 0) AND (commission_pence <= price_pence))));`);
    this.addSql(`alter table "marketplace_order" add constraint "marketplace_order_number_unique" unique ("number");`);
    this.addSql(`create index "marketplace_order_listing_id_index" on "marketplace_order" ("listing_id");`);
    this.addSql(`alter table "marketplace_order" add constraint "marketplace_order_payment_intent_id_unique" unique ("payment_intent_id");`);
    this.addSql(`create index "marketplace_order_seller_index" on "marketplace_order" ("seller_id", "created_at");`);
    this.addSql(`create index "marketplace_order_buyer_index" on "marketplace_order" ("buyer_id", "created_at");`);
    this.addSql(`create unique index "marketplace_order_one_open_per_listing" on "marketplace_order" ("listing_id") where "status" not in ('expired', 'refunded');`);

    // Every ledger movement balances: checked by PostgreSQL at commit, whatever code wrote the entries.
    this.addSql(`create function ledger_journal_balances() returns trigger language plpgsql as $$
      begin
        if (select coalesce(sum(amount_pence), 0) from ledger_entry where journal_id = new.journal_id) <> 0 then
          raise exception 'ledger journal % does not balance', new.journal_id using errcode = '23514';
        end if;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger ledger_journal_balances after insert or update on ledger_entry deferrable initially deferred for each row execute function ledger_journal_balances();`);
    // Entries are never changed or removed: a correction is a new movement.
    this.addSql(`create function ledger_entry_append_only() returns trigger language plpgsql as $$
      begin raise exception 'ledger entries cannot be changed or deleted' using errcode = '23514'; end $$;`);
    this.addSql(`create trigger ledger_entry_append_only before update or delete on ledger_entry for each row execute function ledger_entry_append_only();`);

    this.addSql(`alter table "marketplace_order" add constraint "marketplace_order_listing_id_foreign" foreign key ("listing_id") references "marketplace_listing" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "marketplace_order" add constraint "marketplace_order_seller_id_foreign" foreign key ("seller_id") references "marketplace_seller" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "marketplace_order" add constraint "marketplace_order_buyer_id_foreign" foreign key ("buyer_id") references "app_user" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "job" cascade;`);

    this.addSql(`drop table if exists "ledger_entry" cascade;`);
    this.addSql(`drop function if exists ledger_journal_balances();`);
    this.addSql(`drop function if exists ledger_entry_append_only();`);

    this.addSql(`drop table if exists "marketplace_order" cascade;`);
  }

}

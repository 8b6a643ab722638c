import { Migration } from '@mikro-orm/migrations';

export class Migration20261125151803_stripe_connect_payouts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "simulated_transfer" ("id" varchar(64) not null, "idempotency_key" varchar(255) not null, "amount" int not null, "currency" varchar(3) not null, "destination" varchar(255) null, "source_intent_id" varchar(64) not null, "transfer_group" varchar(64) not null, "metadata" jsonb not null, "created_at" timestamptz not null default now(), constraint "simulated_transfer_pkey" primary key ("id"));`);
    this.addSql(`alter table "simulated_transfer" add constraint "simulated_transfer_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`alter table "marketplace_seller" add column "stripe_account_id" varchar(255) null;`);

    this.addSql(`alter table "marketplace_order" add column "payout_transfer_id" varchar(255) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "simulated_transfer" cascade;`);

    this.addSql(`alter table "marketplace_order" drop column "payout_transfer_id";`);

    this.addSql(`alter table "marketplace_seller" drop column "stripe_account_id";`);
  }

}

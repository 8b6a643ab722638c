import { Migration } from '@mikro-orm/migrations';

export class Migration20261127074410_line_refunds extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "order_refund" ("id" uuid not null, "order_id" uuid not null, "amount_pence" int not null, "vat_pence" int not null, "lines" jsonb not null, "reason" text not null, "restocked" boolean not null, "staff_user_id" int null, "staff_email" varchar(254) null, "gateway_reference" varchar(255) not null, "created_at" timestamptz not null default now(), constraint "order_refund_pkey" primary key ("id"));`);
    this.addSql(`create index "order_refund_order_id_index" on "order_refund" ("order_id");`);

    this.addSql(`alter table "order_refund" add constraint "order_refund_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "customer_order" drop constraint if exists "customer_order_status_check";`);

    this.addSql(`alter table "simulated_payment_intent" add column "amount_refunded" int not null default 0;`);

    this.addSql(`alter table "service_request" add column "lines" jsonb null;`);

    this.addSql(`alter table "customer_order" add column "refunded_pence" int not null default 0;`);
    this.addSql(`alter table "customer_order" add constraint "customer_order_status_check" check("status" in ('pending', 'paid', 'fulfilled', 'cancelled', 'partially_refunded', 'refunded'));`);

    this.addSql(`alter table "order_line" add column "refunded_quantity" int not null default 0;`);

    // Refunds made before line refunds were whole-order refunds.
    this.addSql(`update "customer_order" set "refunded_pence" = "total_pence" where "refunded_at" is not null;`);
    this.addSql(`update "order_line" l set "refunded_quantity" = l."quantity" from "customer_order" o where o."id" = l."order_id" and o."refunded_at" is not null;`);
    this.addSql(`update "simulated_payment_intent" set "amount_refunded" = "amount" where "refund_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_refund" cascade;`);

    this.addSql(`alter table "customer_order" drop constraint if exists "customer_order_status_check";`);

    this.addSql(`alter table "customer_order" drop column "refunded_pence";`);

    this.addSql(`alter table "customer_order" add constraint "customer_order_status_check" check("status" in ('pending', 'paid', 'fulfilled', 'cancelled', 'refunded'));`);

    this.addSql(`alter table "order_line" drop column "refunded_quantity";`);

    this.addSql(`alter table "service_request" drop column "lines";`);

    this.addSql(`alter table "simulated_payment_intent" drop column "amount_refunded";`);
  }

}

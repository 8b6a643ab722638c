import { Migration } from '@mikro-orm/migrations';

/**
 * Orders, their lines, stock reservations, applied payment events and the
 * simulated gateway's payment intents.
 */
export class Migration20261121213821_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "customer_order" ("id" uuid not null, "number" varchar(16) not null, "status" text check ("status" in ('pending', 'paid', 'fulfilled', 'cancelled', 'refunded')) not null default 'pending', "user_id" int null, "email" varchar(254) null, "phone" varchar(32) null, "shipping_name" varchar(120) null, "shipping_address" varchar(200) null, "shipping_city" varchar(100) null, "shipping_postal_code" varchar(16) null, "shipping_country" varchar(100) null, "subtotal_pence" int not null, "shipping_pence" int not null, "vat_pence" int not null, "total_pence" int not null, "currency" varchar(3) not null default 'GBP', "payment_provider" text check ("payment_provider" in ('simulated', 'stripe')) not null, "payment_intent_id" varchar(255) null, "last_payment_error" varchar(500) null, "cancellation_reason" varchar(200) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "paid_at" timestamptz null, "fulfilled_at" timestamptz null, "cancelled_at" timestamptz null, "refunded_at" timestamptz null, constraint "customer_order_pkey" primary key ("id"));`);
    this.addSql(`alter table "customer_order" add constraint "customer_order_number_unique" unique ("number");`);
    this.addSql(`alter table "customer_order" add constraint "customer_order_payment_intent_id_unique" unique ("payment_intent_id");`);
    this.addSql(`create index "customer_order_user_index" on "customer_order" ("user_id", "created_at");`);

    this.addSql(`create table "payment_event" ("id" varchar(255) not null, "type" varchar(100) not null, "payment_intent_id" varchar(255) not null, "order_id" uuid null, "received_at" timestamptz not null default now(), constraint "payment_event_pkey" primary key ("id"));`);

    this.addSql(`create table "order_line" ("id" serial primary key, "order_id" uuid not null, "position" smallint not null, "product_id" int not null, "name" varchar(200) not null, "brand" varchar(100) not null, "sku" varchar(64) not null, "image_url" varchar(300) not null, "size" varchar(16) null, "quantity" int not null, "unit_price_pence" int not null, "line_total_pence" int not null);`);

    this.addSql(`create table "simulated_payment_intent" ("id" varchar(64) not null, "client_secret" varchar(128) not null, "amount" int not null, "currency" varchar(3) not null, "status" text check ("status" in ('requires_payment_method', 'succeeded', 'canceled')) not null default 'requires_payment_method', "metadata" jsonb not null, "idempotency_key" varchar(255) not null, "last_error_code" varchar(64) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "simulated_payment_intent_pkey" primary key ("id"));`);
    this.addSql(`alter table "simulated_payment_intent" add constraint "simulated_payment_intent_client_secret_unique" unique ("client_secret");`);
    this.addSql(`alter table "simulated_payment_intent" add constraint "simulated_payment_intent_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "stock_reservation" ("id" serial primary key, "order_id" uuid not null, "product_id" int not null, "quantity" int not null, "state" text check ("state" in ('active', 'committed', 'released')) not null default 'active', "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "settled_at" timestamptz null);`);
    this.addSql(`create index "stock_reservation_order_id_index" on "stock_reservation" ("order_id");`);
    this.addSql(`create index "stock_reservation_active_expiry_index" on "stock_reservation" ("expires_at") where "state" = 'active';`);

    this.addSql(`create index "order_line_order_id_index" on "order_line" ("order_id");`);
    this.addSql(`alter table "order_line" add constraint "order_line_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_line" add constraint "order_line_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "stock_reservation" add constraint "stock_reservation_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "stock_reservation" add constraint "stock_reservation_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_line" drop constraint "order_line_order_id_foreign";`);

    this.addSql(`alter table "stock_reservation" drop constraint "stock_reservation_order_id_foreign";`);

    this.addSql(`drop table if exists "customer_order" cascade;`);

    this.addSql(`drop table if exists "payment_event" cascade;`);

    this.addSql(`drop table if exists "order_line" cascade;`);

    this.addSql(`drop table if exists "simulated_payment_intent" cascade;`);

    this.addSql(`drop table if exists "stock_reservation" cascade;`);
  }

}

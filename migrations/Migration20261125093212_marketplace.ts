import { Migration } from '@mikro-orm/migrations';

export class Migration20261125093212_marketplace extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "stolen_serial" ("id" serial primary key, "serial_number" varchar(40) not null, "brand" varchar(100) null, "note" text not null, "reported_by_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "stolen_serial" add constraint "stolen_serial_serial_number_unique" unique ("serial_number");`);

    this.addSql(`create table "marketplace_seller" ("id" serial primary key, "user_id" int not null, "seller_type" varchar(10) not null, "status" varchar(12) not null default 'submitted', "legal_name" varchar(200) not null, "business_name" varchar(200) null, "company_number" varchar(8) null, "address_line" varchar(200) not null, "city" varchar(100) not null, "postcode" varchar(10) not null, "phone" varchar(20) not null, "document_stored_name" varchar(64) not null, "document_content_type" varchar(100) not null, "document_original_name" varchar(255) not null, "account_last4" varchar(4) not null, "payout_reference" varchar(20) not null, "terms_accepted_at" timestamptz not null, "decision_reason" text null, "decided_at" timestamptz null, "approved_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "marketplace_seller" add constraint "marketplace_seller_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "marketplace_seller" add constraint "marketplace_seller_payout_reference_unique" unique ("payout_reference");`);
    this.addSql(`create index "marketplace_seller_status_created_index" on "marketplace_seller" ("status", "created_at");`);

    this.addSql(`create table "marketplace_listing" ("id" serial primary key, "seller_id" int not null, "status" varchar(16) not null default 'draft', "brand" varchar(100) not null, "model" varchar(120) not null, "reference" varchar(64) not null, "year" int not null, "condition" varchar(12) not null, "has_box" boolean not null, "has_papers" boolean not null, "service_history" text not null, "case_size_mm" int not null, "case_material" varchar(60) not null, "movement" varchar(60) not null, "description" text not null, "price_pence" int not null, "serial_number" varchar(40) not null, "proof_stored_name" varchar(64) not null, "rejection_reason" text null, "views" int not null default 0, "submitted_at" timestamptz null, "published_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "marketplace_listing_seller_id_index" on "marketplace_listing" ("seller_id");`);
    this.addSql(`create index "marketplace_listing_serial_index" on "marketplace_listing" ("serial_number");`);
    this.addSql(`create index "marketplace_listing_status_created_index" on "marketplace_listing" ("status", "created_at");`);

    this.addSql(`create table "marketplace_listing_photo" ("id" serial primary key, "listing_id" int not null, "position" int not null, "stored_name" varchar(64) not null);`);
    this.addSql(`create index "marketplace_listing_photo_listing_id_index" on "marketplace_listing_photo" ("listing_id");`);

    this.addSql(`alter table "stolen_serial" add constraint "stolen_serial_reported_by_id_foreign" foreign key ("reported_by_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "marketplace_seller" add constraint "marketplace_seller_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "marketplace_listing" add constraint "marketplace_listing_seller_id_foreign" foreign key ("seller_id") references "marketplace_seller" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "marketplace_listing_photo" add constraint "marketplace_listing_photo_listing_id_foreign" foreign key ("listing_id") references "marketplace_listing" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "marketplace_listing" drop constraint "marketplace_listing_seller_id_foreign";`);

    this.addSql(`alter table "marketplace_listing_photo" drop constraint "marketplace_listing_photo_listing_id_foreign";`);

    this.addSql(`drop table if exists "stolen_serial" cascade;`);

    this.addSql(`drop table if exists "marketplace_seller" cascade;`);

    this.addSql(`drop table if exists "marketplace_listing" cascade;`);

    this.addSql(`drop table if exists "marketplace_listing_photo" cascade;`);
  }

}

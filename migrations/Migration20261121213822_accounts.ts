import { Migration } from '@mikro-orm/migrations';

export class Migration20261121213822_accounts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "newsletter_subscriber" ("id" serial primary key, "email" varchar(254) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "newsletter_subscriber" add constraint "newsletter_subscriber_email_unique" unique ("email");`);

    this.addSql(`create table "outbox_message" ("id" bigserial primary key, "channel" text check ("channel" in ('email', 'sms')) not null, "kind" varchar(40) not null, "recipient" varchar(254) not null, "subject" varchar(200) null, "body" text not null, "link" varchar(500) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "outbox_message_recipient_index" on "outbox_message" ("recipient", "created_at");`);

    this.addSql(`create table "rate_limit_event" ("id" bigserial primary key, "bucket" varchar(40) not null, "key" varchar(400) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "rate_limit_event_lookup_index" on "rate_limit_event" ("bucket", "key", "created_at");`);

    this.addSql(`create table "server_secret" ("name" varchar(40) not null, "value" varchar(200) not null, "created_at" timestamptz not null, constraint "server_secret_pkey" primary key ("name"));`);

    this.addSql(`create table "app_user" ("id" serial primary key, "email" varchar(254) not null, "username" varchar(254) not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "phone" varchar(20) null, "address" varchar(200) null, "city" varchar(100) null, "county" varchar(100) null, "postcode" varchar(16) null, "country" varchar(100) null, "role" text check ("role" in ('customer', 'admin')) not null default 'customer', "is_vip" boolean not null default false, "email_verified" boolean not null default false, "phone_verified" boolean not null default false, "password_hash" varchar(255) not null, "notify_order_updates" boolean not null default true, "notify_marketing" boolean not null default false, "notify_sms" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint app_user_email_lower_case check (email = lower(email)));`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(`create table "service_request" ("id" serial primary key, "user_id" int not null, "kind" text check ("kind" in ('return', 'repair')) not null, "status" text check ("status" in ('submitted', 'in_review', 'approved', 'completed', 'declined')) not null default 'submitted', "order_number" varchar(40) not null, "item_name" varchar(200) not null, "reason" varchar(80) not null, "details" text not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "service_request_user_id_index" on "service_request" ("user_id");`);

    this.addSql(`create table "phone_code" ("id" uuid not null, "user_id" int not null, "phone" varchar(20) not null, "code_hash" varchar(64) not null, "attempts" int not null default 0, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "phone_code_pkey" primary key ("id"));`);
    this.addSql(`create index "phone_code_user_id_index" on "phone_code" ("user_id");`);

    this.addSql(`create table "account_token" ("id" uuid not null, "token_hash" varchar(64) not null, "user_id" int not null, "purpose" text check ("purpose" in ('email_verification', 'password_reset')) not null, "email" varchar(254) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "account_token_pkey" primary key ("id"));`);
    this.addSql(`alter table "account_token" add constraint "account_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "account_token_user_id_index" on "account_token" ("user_id");`);

    this.addSql(`create table "user_session" ("id" uuid not null, "token_hash" varchar(64) not null, "user_id" int not null, "persistent" boolean not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "ip_address" varchar(64) null, "user_agent" varchar(300) null, constraint "user_session_pkey" primary key ("id"));`);
    this.addSql(`alter table "user_session" add constraint "user_session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "user_session_user_id_index" on "user_session" ("user_id");`);
    this.addSql(`create index "user_session_expires_at_index" on "user_session" ("expires_at");`);

    this.addSql(`alter table "service_request" add constraint "service_request_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "phone_code" add constraint "phone_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "account_token" add constraint "account_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_session" add constraint "user_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {

    this.addSql(`alter table "service_request" drop constraint "service_request_user_id_foreign";`);

    this.addSql(`alter table "phone_code" drop constraint "phone_code_user_id_foreign";`);

    this.addSql(`alter table "account_token" drop constraint "account_token_user_id_foreign";`);

    this.addSql(`alter table "user_session" drop constraint "user_session_user_id_foreign";`);

    this.addSql(`drop table if exists "newsletter_subscriber" cascade;`);

    this.addSql(`drop table if exists "outbox_message" cascade;`);

    this.addSql(`drop table if exists "rate_limit_event" cascade;`);

    this.addSql(`drop table if exists "server_secret" cascade;`);

    this.addSql(`drop table if exists "app_user" cascade;`);

    this.addSql(`drop table if exists "service_request" cascade;`);

    this.addSql(`drop table if exists "phone_code" cascade;`);

    this.addSql(`drop table if exists "account_token" cascade;`);

    this.addSql(`drop table if exists "user_session" cascade;`);
  }

}

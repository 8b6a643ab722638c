import { Migration } from '@mikro-orm/migrations';

export class Migration20261121224825_support extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "support_ticket" ("id" serial primary key, "number" varchar(20) not null, "customer_id" int not null, "category" varchar(40) not null, "priority" varchar(10) not null, "status" varchar(12) not null default 'open', "name" varchar(200) not null, "email" varchar(320) not null, "phone" varchar(40) null, "subject" varchar(200) not null, "message" text not null, "source" varchar(30) not null, "is_vip" boolean not null default false, "response_due_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "support_ticket" add constraint "support_ticket_number_unique" unique ("number");`);
    this.addSql(`create index "support_ticket_customer_created_index" on "support_ticket" ("customer_id", "created_at");`);

    this.addSql(`create table "ticket_message" ("id" serial primary key, "ticket_id" int not null, "author" varchar(10) not null, "body" text not null, "created_at" timestamptz not null default now());`);

    this.addSql(`create table "ticket_attachment" ("id" serial primary key, "ticket_id" int not null, "original_name" varchar(255) not null, "stored_name" varchar(64) not null, "content_type" varchar(100) not null, "size" int not null, "created_at" timestamptz not null default now());`);

    this.addSql(`alter table "support_ticket" add constraint "support_ticket_customer_id_foreign" foreign key ("customer_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ticket_message" add constraint "ticket_message_ticket_id_foreign" foreign key ("ticket_id") references "support_ticket" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "ticket_attachment" add constraint "ticket_attachment_ticket_id_foreign" foreign key ("ticket_id") references "support_ticket" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ticket_message" drop constraint "ticket_message_ticket_id_foreign";`);

    this.addSql(`alter table "ticket_attachment" drop constraint "ticket_attachment_ticket_id_foreign";`);

    this.addSql(`drop table if exists "support_ticket" cascade;`);

    this.addSql(`drop table if exists "ticket_message" cascade;`);

    this.addSql(`drop table if exists "ticket_attachment" cascade;`);
  }

}

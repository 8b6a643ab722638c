import { Migration } from '@mikro-orm/migrations';

export class Migration20261121234216_message_delivery extends Migration {

  override async up(): Promise<void> {
    // Messages written before delivery existed were never meant to be sent: they stay kept in the outbox.
    this.addSql(`alter table "outbox_message" add column "status" text check ("status" in ('pending', 'sent', 'failed', 'kept', 'expired')) not null default 'kept', add column "attempts" int not null default 0, add column "next_attempt_at" timestamptz null, add column "sent_at" timestamptz null, add column "last_error" varchar(300) null, add column "provider_message_id" varchar(200) null, add column "expires_at" timestamptz null;`);
    this.addSql(`alter table "outbox_message" alter column "status" drop default;`);
    this.addSql(`create index "outbox_message_due_index" on "outbox_message" ("next_attempt_at") where "status" = 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "outbox_message_due_index";`);
    this.addSql(`alter table "outbox_message" drop column "status", drop column "attempts", drop column "next_attempt_at", drop column "sent_at", drop column "last_error", drop column "provider_message_id", drop column "expires_at";`);
  }

}

import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38: alert emails, gathered into hourly digests.
 * - notification.in_app: whether the alert shows in the notification centre (a customer may want a kind by email only);
 * - notification.email_status: null (no email wanted), pending (waits for its digest), sent, or skipped (email turned
 *   off before the digest went); emailed_at: when its digest was written to the outbox;
 * - outbox_message.headers: extra email headers (List-Unsubscribe, List-Unsubscribe-Post), passed on by the SMTP sender.
 */
export class Migration20261128120000_alert_email_digests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "notification" add column "in_app" boolean not null default true, add column "email_status" varchar(10) null, add column "emailed_at" timestamptz null;`);
    this.addSql(`alter table "notification" add constraint "notification_email_status_check" check ("email_status" in ('pending', 'sent', 'skipped'));`);
    this.addSql(`create index "notification_email_pending_index" on "notification" ("user_id", "kind") where "email_status" = 'pending';`);
    this.addSql(`alter table "outbox_message" add column "headers" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_message" drop column if exists "headers";`);
    this.addSql(`drop index if exists "notification_email_pending_index";`);
    this.addSql(`alter table "notification" drop constraint if exists "notification_email_status_check";`);
    this.addSql(`alter table "notification" drop column if exists "emailed_at", drop column if exists "email_status", drop column if exists "in_app";`);
  }
}

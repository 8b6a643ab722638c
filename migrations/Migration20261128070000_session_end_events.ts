import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38: a live connection ends with its session. Every row deleted from user_session (sign-out, sign-out
 * everywhere, a password reset, staff ending a customer's sessions, an expired session cleared) announces itself on
 * the `user_events` channel when the deleting transaction commits, so each server process closes the WebSocket
 * connections opened with that session at once, whichever process ended it and whichever code path did.
 */
export class Migration20261128070000_session_end_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function aurum_announce_session_end() returns trigger
      language plpgsql as $$
      begin
        perform pg_notify('user_events', json_build_object('userId', old.user_id, 'topic', 'session_ended', 'sessionId', old.id)::text);
        return null;
      end
      $$;`);
    this.addSql(`create trigger user_session_end_announced after delete on "user_session" for each row execute function aurum_announce_session_end();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists user_session_end_announced on "user_session";`);
    this.addSql(`drop function if exists aurum_announce_session_end();`);
  }
}

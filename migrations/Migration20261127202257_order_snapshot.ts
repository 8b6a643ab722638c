import { Migration } from '@mikro-orm/migrations';

/** Frozen orders of computed sorts, so a connection cursor pages one order on any server process (common/cursor/order-snapshots.ts). */
export class Migration20261127202257_order_snapshot extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "order_snapshot" ("id" uuid not null, "ids" int[] not null, "expires_at" timestamptz not null, constraint "order_snapshot_pkey" primary key ("id"));`);
    this.addSql(`create index "order_snapshot_expires_at_index" on "order_snapshot" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_snapshot" cascade;`);
  }

}

import { Migration } from '@mikro-orm/migrations';

/** The alert history sweep (alert-retention.ts) finds processed product changes by when they were processed. */
export class Migration20261128121010_alert_history_sweep extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "product_change_processed_index" on "product_change" ("processed_at") where "processed_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "product_change_processed_index";`);
  }

}

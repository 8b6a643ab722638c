import { Migration } from '@mikro-orm/migrations';

export class Migration20261125075649_product_admin_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "product_stock_alert_index" on "product" ("stock") where "archived_at" is null and "stock" <= 5;`);
    this.addSql(`create index "product_updated_index" on "product" ("updated_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "product_stock_alert_index";`);
    this.addSql(`drop index "product_updated_index";`);
  }

}

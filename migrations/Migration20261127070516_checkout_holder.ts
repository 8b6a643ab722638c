import { Migration } from '@mikro-orm/migrations';

export class Migration20261127070516_checkout_holder extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "customer_order" add column "holder" varchar(80) null;`);
    this.addSql(`create index "customer_order_pending_holder_index" on "customer_order" ("holder") where "status" = 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "customer_order_pending_holder_index";`);
    this.addSql(`alter table "customer_order" drop column "holder";`);
  }

}

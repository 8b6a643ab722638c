import { Migration } from '@mikro-orm/migrations';

const REASONS = [
  ['checkout_replaced', 'Replaced by a newer checkout'],
  ['payment_setup_failed', 'Payment setup failed'],
  ['sold_out_after_payment', 'Sold out before the payment completed; the payment was refunded.'],
] as const;

export class Migration20261122002203_order_operations extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "simulated_payment_intent" add column "refund_id" varchar(64) null, add column "refunded_at" timestamptz null;`);

    this.addSql(`alter table "customer_order" add column "dispatch_carrier" varchar(32) null, add column "tracking_number" varchar(40) null, add column "refund_id" varchar(255) null;`);
    this.addSql(`create index "customer_order_status_index" on "customer_order" ("status", "created_at");`);

    // Cancellation reasons become codes (modules/orders/cancellation-reasons.ts).
    for (const [code, text] of REASONS) {
      this.addSql(`update "customer_order" set "cancellation_reason" = '${code}' where "cancellation_reason" = '${text}';`);
    }
  }

  override async down(): Promise<void> {
    for (const [code, text] of REASONS) {
      this.addSql(`update "customer_order" set "cancellation_reason" = '${text}' where "cancellation_reason" = '${code}';`);
    }
    this.addSql(`drop index "customer_order_status_index";`);
    this.addSql(`alter table "customer_order" drop column "dispatch_carrier", drop column "tracking_number", drop column "refund_id";`);

    this.addSql(`alter table "simulated_payment_intent" drop column "refund_id", drop column "refunded_at";`);
  }

}

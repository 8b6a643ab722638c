import { Migration } from '@mikro-orm/migrations';

export class Migration20261125061924_service_request_states extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "service_request" drop constraint if exists "service_request_status_check";`);

    this.addSql(`alter table "service_request" add column "order_id" uuid null, add column "rejection_reason" text null, add column "updated_at" timestamptz null;`);
    // Requests raised so far: the old five statuses become the new states; the order is linked when it is the customer's own.
    this.addSql(`update "service_request" set "updated_at" = "created_at", "status" = case
      when "status" in ('submitted', 'in_review') then 'requested'
      when "status" = 'approved' then case when "kind" = 'return' then 'approved' else 'received' end
      when "status" = 'completed' then case when "kind" = 'return' then 'refunded' else 'returned' end
      else 'rejected' end;`);
    this.addSql(`update "service_request" r set "order_id" = o."id" from "customer_order" o where o."number" = r."order_number" and o."user_id" = r."user_id";`);
    this.addSql(`alter table "service_request" alter column "updated_at" set not null;`);
    this.addSql(`alter table "service_request" alter column "status" type text using ("status"::text);`);
    this.addSql(`alter table "service_request" alter column "status" set default 'requested';`);
    this.addSql(`alter table "service_request" add constraint "service_request_status_check" check("status" in ('requested', 'approved', 'received', 'refunded', 'in_workshop', 'ready', 'returned', 'rejected'));`);
    this.addSql(`create index "service_request_order_id_index" on "service_request" ("order_id");`);
    this.addSql(`create index "service_request_status_index" on "service_request" ("status", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "service_request" drop constraint if exists "service_request_status_check";`);

    this.addSql(`drop index "service_request_order_id_index";`);
    this.addSql(`drop index "service_request_status_index";`);
    this.addSql(`alter table "service_request" drop column "order_id", drop column "rejection_reason", drop column "updated_at";`);
    this.addSql(`update "service_request" set "status" = case "status" when 'requested' then 'submitted' when 'rejected' then 'declined' when 'refunded' then 'completed' when 'returned' then 'completed' else 'approved' end;`);

    this.addSql(`alter table "service_request" alter column "status" type text using ("status"::text);`);
    this.addSql(`alter table "service_request" alter column "status" set default 'submitted';`);
    this.addSql(`alter table "service_request" add constraint "service_request_status_check" check("status" in ('submitted', 'in_review', 'approved', 'completed', 'declined'));`);
  }

}

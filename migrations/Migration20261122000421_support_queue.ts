import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000421_support_queue extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "support_ticket_status_created_index" on "support_ticket" ("status", "created_at");`);

    this.addSql(`create index "ticket_message_ticket_id_index" on "ticket_message" ("ticket_id");`);

    this.addSql(`create index "ticket_attachment_ticket_id_index" on "ticket_attachment" ("ticket_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "support_ticket_status_created_index";`);

    this.addSql(`drop index "ticket_attachment_ticket_id_index";`);

    this.addSql(`drop index "ticket_message_ticket_id_index";`);
  }

}

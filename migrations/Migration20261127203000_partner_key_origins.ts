import { Migration } from '@mikro-orm/migrations';

/** The web origins a partner key may be called from (CORS, issue 34 item 7); existing keys list none. */
export class Migration20261127203000_partner_key_origins extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "partner_api_key" add column "allowed_origins" text[] not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "partner_api_key" drop column "allowed_origins";`);
  }

}

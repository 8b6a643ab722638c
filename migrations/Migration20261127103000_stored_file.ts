import { Migration } from '@mikro-orm/migrations';

/** Uploaded files in the database (the default file store), shared by every replica. */
export class Migration20261127103000_stored_file extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "stored_file" ("key" varchar(300) not null, "bytes" bytea not null, "content_type" varchar(100) not null, "size" int not null, "etag" varchar(40) not null, "created_at" timestamptz not null default now(), constraint "stored_file_pkey" primary key ("key"));`);
    // Files are written once and read whole: keep them out of line, uncompressed (images and PDFs are compressed already).
    this.addSql(`alter table "stored_file" alter column "bytes" set storage external;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stored_file";`);
  }

}

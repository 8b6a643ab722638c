import { Migration } from '@mikro-orm/migrations';

/** Saved searches keep the listings page's seller type, year and case-size filters too (issue 38); existing searches mean "any". */
export class Migration20261128121000_saved_search_more_filters extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "saved_search" add column "seller_types" text[] not null default '{}', add column "min_year" int null, add column "max_year" int null, add column "min_case_size_mm" int null, add column "max_case_size_mm" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "saved_search" drop column "seller_types", drop column "min_year", drop column "max_year", drop column "min_case_size_mm", drop column "max_case_size_mm";`);
  }

}

import { Migration } from '@mikro-orm/migrations';

/** The listed columns of Migration20261125081500_catalogue_notify_archive, plus the review aggregate (frozen here). */
const LISTED_COLUMNS = [
  'name', 'brand', 'model', 'sku', 'reference', 'description', 'detailed_description', 'price_pence', 'original_price_pence',
  'sale_price_pence', 'image_url', 'gallery_images', 'category', 'materials', 'sizes', 'available_sizes', 'colors', 'tags',
  'features', 'specifications', 'care_instructions', 'stock', 'featured', 'rating', 'gender', 'condition', 'case_diameter_mm',
  'case_material', 'dial_color', 'strap_material', 'movement', 'water_resistance_m', 'complications', 'box_and_papers',
  'limited_edition', 'fabric', 'season', 'style', 'fit', 'country_of_origin', 'created_at', 'archived_at',
];
const REVIEW_COLUMNS = ['review_count', 'average_rating'];
const row = (columns: string[]) => (alias: string) => `(${columns.map((column) => `${alias}.${column}`).join(', ')})`;

/**
 * Customers' reviews of pieces they bought (issue 37): the review table, and
 * the published reviews' count and average kept on the product. Publishing or
 * hiding a review changes what a listing shows, so the aggregate joins the
 * listed columns: the change raises the catalogue version and notifies the engines.
 */
export class Migration20261128034500_product_reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product" add column "review_count" int not null default 0, add column "average_rating" numeric(3,2) null;`);
    this.addSql(`create table "product_review" ("id" serial primary key, "product_id" int not null, "order_id" uuid not null, "buyer_id" int not null, "rating" smallint not null, "title" text not null, "text" text not null, "status" text not null default 'pending', "hidden_reason" text null, "published_at" timestamptz null, "moderated_at" timestamptz null, "created_at" timestamptz not null default now(), constraint product_review_hidden_reason check (status <> 'hidden' or hidden_reason is not null), constraint product_review_status_check check (status in ('pending', 'published', 'hidden')), constraint product_review_text_length check (char_length(text) >= 10 and char_length(text) <= 1000), constraint product_review_title_length check (char_length(title) >= 3 and char_length(title) <= 120), constraint product_review_rating check (rating >= 1 and rating <= 5));`);
    this.addSql(`alter table "product_review" add constraint "product_review_product_buyer_unique" unique ("product_id", "buyer_id");`);
    this.addSql(`create index "product_review_order_id_index" on "product_review" ("order_id");`);
    this.addSql(`create index "product_review_buyer_id_index" on "product_review" ("buyer_id");`);
    this.addSql(`create index "product_review_status_index" on "product_review" ("status", "created_at");`);
    this.addSql(`create index "product_review_product_status_index" on "product_review" ("product_id", "status", "published_at");`);
    this.addSql(`alter table "product_review" add constraint "product_review_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "product_review" add constraint "product_review_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "product_review" add constraint "product_review_buyer_id_foreign" foreign key ("buyer_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(notifyFunction(row([...LISTED_COLUMNS, ...REVIEW_COLUMNS])));
  }

  override async down(): Promise<void> {
    this.addSql(notifyFunction(row(LISTED_COLUMNS)));
    this.addSql(`drop table if exists "product_review" cascade;`);
    this.addSql(`alter table "product" drop column "review_count", drop column "average_rating";`);
  }
}

function notifyFunction(columns: (alias: string) => string): string {
  return `
    create or replace function aurum_notify_catalogue_change() returns trigger
    language plpgsql as $$
    declare
      ids int[];
    begin
      if tg_op = 'INSERT' then
        perform aurum_catalogue_changed(array(select id from new_rows order by id));
      elsif tg_op = 'DELETE' then
        perform aurum_catalogue_changed(array(select id from old_rows order by id));
      elsif tg_op = 'UPDATE' then
        ids := array(
          select n.id from new_rows n join old_rows o on o.id = n.id
          where ${columns('n')} is distinct from ${columns('o')}
          order by n.id);
        if cardinality(ids) > 0 then perform aurum_catalogue_changed(ids); end if;
      else
        perform aurum_catalogue_changed(null);
      end if;
      return null;
    end
    $$;`;
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261121212321_catalogue extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "product" ("id" serial primary key, "name" varchar(200) not null, "brand" varchar(100) not null, "model" varchar(120) null, "sku" varchar(64) not null, "reference" varchar(64) null, "description" text not null, "detailed_description" text null, "price_pence" int not null, "original_price_pence" int null, "sale_price_pence" int null, "effective_price_pence" int generated always as (coalesce(sale_price_pence, price_pence)) stored null, "image_url" varchar(300) not null, "gallery_images" text[] not null, "category" text check ("category" in ('watches', 'clothing')) not null, "materials" text[] not null, "sizes" text[] not null, "available_sizes" text[] not null, "colors" text[] not null, "tags" text[] not null, "features" text[] not null, "specifications" jsonb not null, "care_instructions" text[] not null, "stock" int not null default 0, "featured" boolean not null default false, "rating" numeric(2,1) not null default 4.9, "view_count" int not null default 0, "recent_views" int not null default 0, "recent_purchases" int not null default 0, "gender" varchar(16) null, "condition" varchar(16) not null default 'New', "case_diameter_mm" int null, "case_material" varchar(32) null, "dial_color" varchar(32) null, "strap_material" varchar(32) null, "movement" varchar(32) null, "water_resistance_m" int null, "water_resistance_bucket" text generated always as (case when water_resistance_m is null then null when water_resistance_m < 50 then '30m' when water_resistance_m < 100 then '50m' when water_resistance_m < 200 then '100m' when water_resistance_m < 300 then '200m' when water_resistance_m < 500 then '300m' when water_resistance_m < 1000 then '500m' else '1000m+' end) stored null, "complications" text[] not null, "box_and_papers" boolean not null default false, "limited_edition" boolean not null default false, "fabric" varchar(100) null, "season" varchar(16) null, "style" varchar(16) null, "fit" varchar(16) null, "country_of_origin" varchar(60) null, "search_vector" tsvector generated always as (aurum_product_search_vector(name, brand, model, reference, sku, materials, colors, tags, category, description)) stored null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint product_stock_not_negative check (stock >= 0), constraint product_sale_below_price check (sale_price_pence is null or (sale_price_pence > 0 and sale_price_pence < price_pence)), constraint product_price_positive check (price_pence > 0));`);
    this.addSql(`alter table "product" add constraint "product_sku_unique" unique ("sku");`);
    this.addSql(`create index "product_search_vector_index" on "product" using gin ("search_vector");`);
    this.addSql(`create index "product_colors_index" on "product" using gin ("colors");`);
    this.addSql(`create index "product_available_sizes_index" on "product" using gin ("available_sizes");`);
    this.addSql(`create index "product_tags_index" on "product" using gin ("tags");`);
    this.addSql(`create index "product_materials_index" on "product" using gin ("materials");`);
    this.addSql(`create index "product_featured_index" on "product" ("id") where "featured";`);
    this.addSql(`create index "product_listing_index" on "product" ("category", "brand") include ("id", "name", "materials", "tags", "case_material", "dial_color", "strap_material", "movement", "water_resistance_bucket", "box_and_papers", "limited_edition", "available_sizes", "colors", "style", "season", "fit", "effective_price_pence", "price_pence", "case_diameter_mm", "stock", "featured", "view_count", "recent_views", "recent_purchases", "rating", "created_at");`);

    this.addSql(`create table "search_term" ("term" text not null, constraint "search_term_pkey" primary key ("term"));`);
    this.addSql(`create index "search_term_prefix_index" on "search_term" ("term" text_pattern_ops);`);
    this.addSql(`create index "search_term_trgm_index" on "search_term" using gin ("term" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product" cascade;`);

    this.addSql(`drop table if exists "search_term" cascade;`);
  }

}

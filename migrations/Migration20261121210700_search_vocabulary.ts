import { Migration } from '@mikro-orm/migrations';

/**
 * Keeps search_term (the vocabulary used to correct misspelt search words)
 * in step with the products' search documents, one statement at a time.
 * Terms are only added: a stale term costs nothing but a rare odd correction.
 */
export class Migration20261121210700_search_vocabulary extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function aurum_collect_search_terms() returns trigger
      language plpgsql as $$
      begin
        insert into search_term (term)
        select distinct lexeme from new_products, unnest(new_products.search_vector) as t(lexeme, positions, weights)
        on conflict do nothing;
        return null;
      end
      $$;`);
    this.addSql(`
      create trigger product_search_terms_on_insert after insert on product
      referencing new table as new_products
      for each statement execute function aurum_collect_search_terms();`);
    this.addSql(`
      create trigger product_search_terms_on_update after update on product
      referencing new table as new_products
      for each statement execute function aurum_collect_search_terms();`);
    this.addSql(`
      insert into search_term (term)
      select distinct lexeme from product, unnest(product.search_vector) as t(lexeme, positions, weights)
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists product_search_terms_on_update on product;');
    this.addSql('drop trigger if exists product_search_terms_on_insert on product;');
    this.addSql('drop function if exists aurum_collect_search_terms();');
  }
}

import { Entity, Index, PrimaryKey } from '@mikro-orm/core';

/**
 * The vocabulary of the catalogue's search documents, kept by a trigger on
 * product. Misspelt words of a search are corrected to their nearest term
 * (pg_trgm similarity) before the full-text match.
 */
@Entity({ tableName: 'search_term' })
@Index({ name: 'search_term_trgm_index', expression: 'create index "search_term_trgm_index" on "search_term" using gin ("term" gin_trgm_ops)' })
@Index({ name: 'search_term_prefix_index', expression: 'create index "search_term_prefix_index" on "search_term" ("term" text_pattern_ops)' })
export class SearchTerm {
  @PrimaryKey({ type: 'text' })
  term!: string;
}

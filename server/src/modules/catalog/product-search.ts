import { SEARCH_LIMITS } from './product-filter';
import { sql, type Sql } from './product-sql';

/**
 * Splits a shopper's search into words the way the search documents are
 * built (lower case, accents kept for the database to strip, punctuation as
 * separators): "Rolex 126610-LN" → ["rolex", "126610", "ln"].
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= 40)
    .slice(0, SEARCH_LIMITS.maxWords);
}

/**
 * A `search_query` CTE holding the tsquery for the words. Each word is kept
 * when it is a catalogue term or the start of one (typing "sub" finds
 * Submariner); otherwise it is replaced by the most similar term (pg_trgm),
 * so "rolx submariner" searches for rolex & submariner. Every word must match;
 * no words at all is an empty query, which matches nothing (never a tsquery syntax error).
 */
export function searchQueryCte(words: string[]): Sql {
  return sql(
    `search_words as (
       select aurum_search_text(w) as w, ord from unnest(?::text[]) with ordinality as t(w, ord)
     ),
     corrected as (
       select ord, coalesce(
         (select w where exists (select 1 from search_term where term like w || '%')),
         (select term from search_term where term % w order by similarity(term, w) desc, term limit 1),
         w) as term
       from search_words where btrim(w) <> ''
     ),
     search_query as (
       select to_tsquery('simple', coalesce(string_agg(quote_literal(replace(term, ' ', '')) || ':*', ' & ' order by ord) filter (where replace(term, ' ', '') <> ''), ''))
         as query
       from corrected
     )`,
    words,
  );
}

import type { EntityManagerSource } from '../../../common/request-context';
import { searchWords } from '../product-search';
import { leanQuery } from '../sql-catalogue-reader';
import { Bitmap } from './bitmap';
import { normalizeSearchText } from './search-text';
import type { TextIndex } from './text-index';

/**
 * Shopper's words → index terms → matching slots, as product-search.ts does
 * it in SQL: a word that starts some catalogue term is kept ("subm"); any
 * other is replaced by the most similar term (pg_trgm, asked of the
 * database's trigram index on search_term, remembered until the vocabulary
 * changes), so "rolx submariner" searches for rolex & submariner. Every
 * term must match the start of a word of the product's search document.
 */
export class SearchResolver {
  private readonly corrections = new Map<string, string>();

  constructor(private readonly text: TextIndex) {}

  /** The vocabulary changed: a better correction may exist now. */
  forgetCorrections() {
    this.corrections.clear();
  }

  private async correct(em: EntityManagerSource, word: string): Promise<string> {
    if (this.text.hasTermStartingWith(word)) return word;
    const known = this.corrections.get(word);
    if (known !== undefined) return known;
    const [row] = await leanQuery<{ term: string }>(em(), {
      text: 'select term from search_term where term % ? order by similarity(term, ?) desc, term limit 1',
      values: [word, word],
    });
    const term = row?.term ?? word;
    if (this.corrections.size > 10_000) this.corrections.clear();
    this.corrections.set(word, term);
    return term;
  }

  async resolve(em: EntityManagerSource, text: string): Promise<{ terms: string[]; match: Bitmap }> {
    const words = searchWords(text).map(normalizeSearchText).filter((word) => word !== '');
    const terms = (await Promise.all(words.map((word) => this.correct(em, word)))).map((term) => term.replaceAll(' ', '')).filter(Boolean);
    if (!terms.length) return { terms, match: new Bitmap() };
    return { terms, match: this.text.matchAll(terms) };
  }
}

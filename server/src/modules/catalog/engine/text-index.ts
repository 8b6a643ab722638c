import { Bitmap } from './bitmap';
import type { IndexedProduct } from './indexed-product';
import { lexemesOf } from './search-text';

/** The slots of one lexeme at one weight: a plain list while small, a bit set once asked for or large. */
class Posting {
  private pending: number[] = [];
  private set: Bitmap | null = null;

  add(slot: number) {
    this.pending.push(slot);
    if (this.pending.length >= 4096) this.flush();
  }

  private flush() {
    if (!this.pending.length) return;
    this.set ??= new Bitmap();
    this.set.addMany(this.pending);
    this.pending = [];
  }

  bitmap(): Bitmap {
    this.flush();
    return (this.set ??= new Bitmap());
  }
}

/** Weights of the search document: A name, brand, model, reference, SKU; B materials, colours, tags, category; C description. */
export const WEIGHTS = 3;
const WEIGHT_SCORES = [1, 0.4, 0.2];

export interface TermMatch {
  /** Slots whose document has a word starting with the term. */
  any: Bitmap;
  /** The same split by the best weight the term reaches there (A, then B, then C). */
  byWeight: Bitmap[];
}

/**
 * Each lexeme of the products' search documents, with the slots that have
 * it per weight, and the sorted vocabulary for prefix matching ("subm" →
 * submariner). The vocabulary also holds the database's search_term table,
 * so "is this word the start of a catalogue term?" is answered as SQL does.
 */
export class TextIndex {
  private readonly postings = new Map<string, Posting[]>();
  private readonly vocabulary = new Set<string>();
  private sorted: string[] = [];
  private sortedDirty = false;
  private readonly memo = new Map<string, TermMatch>();

  add(slot: number, product: IndexedProduct) {
    const documents = [
      [product.name, product.brand, product.model, product.reference, product.sku],
      [...product.materials, ...product.colors, ...product.tags, product.category],
      [product.description],
    ];
    documents.forEach((parts, weight) => {
      for (const lexeme of new Set(lexemesOf(parts.filter(Boolean).join(' ')))) {
        let posting = this.postings.get(lexeme);
        if (!posting) {
          this.postings.set(lexeme, (posting = [new Posting(), new Posting(), new Posting()]));
          this.addTerm(lexeme);
        }
        posting[weight].add(slot);
      }
    });
    this.memo.clear();
  }

  /** Terms the database knows (search_term keeps every term ever indexed). */
  addVocabulary(terms: Iterable<string>) {
    for (const term of terms) this.addTerm(term);
  }

  private addTerm(term: string) {
    if (this.vocabulary.has(term)) return;
    this.vocabulary.add(term);
    this.sortedDirty = true;
  }

  private sortedTerms(): string[] {
    if (this.sortedDirty) {
      this.sorted = [...this.vocabulary].sort();
      this.sortedDirty = false;
    }
    return this.sorted;
  }

  private firstAtLeast(prefix: string): number {
    const terms = this.sortedTerms();
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Is some catalogue term this word or longer (SQL: exists term like word || '%')? */
  hasTermStartingWith(word: string): boolean {
    const terms = this.sortedTerms();
    const index = this.firstAtLeast(word);
    return index < terms.length && terms[index].startsWith(word);
  }

  /** The slots matching `term:*`, by best weight. */
  match(term: string): TermMatch {
    const known = this.memo.get(term);
    if (known) return known;
    const terms = this.sortedTerms();
    const perWeight: Bitmap[][] = [[], [], []];
    for (let index = this.firstAtLeast(term); index < terms.length && terms[index].startsWith(term); index++) {
      const posting = this.postings.get(terms[index]);
      if (posting) for (let weight = 0; weight < WEIGHTS; weight++) perWeight[weight].push(posting[weight].bitmap());
    }
    const unions = perWeight.map((sets) => Bitmap.orMany(sets));
    const any = Bitmap.orMany(unions);
    // Best weight only: B without A, C without A and B.
    const byWeight = [unions[0], Bitmap.andNot(unions[1], unions[0]), Bitmap.andNot(unions[2], Bitmap.or(unions[0], unions[1]))];
    const result = { any, byWeight };
    if (this.memo.size > 5000) this.memo.clear();
    this.memo.set(term, result);
    return result;
  }

  /** Adds each term's best-weight score to `scores` (indexed by slot) for the slots in `matching`. */
  score(terms: readonly string[], matching: Bitmap, scores: Float64Array) {
    for (const term of terms) {
      const { byWeight } = this.match(term);
      byWeight.forEach((set, weight) => {
        for (const slot of Bitmap.and(set, matching).toUint32Array()) scores[slot] += WEIGHT_SCORES[weight];
      });
    }
  }
}

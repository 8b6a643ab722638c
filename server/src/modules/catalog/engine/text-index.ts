import { Bitmap } from './bitmap';
import type { IndexedProduct } from './indexed-product';
import { lexemesOf } from './search-text';

/** The slots of one lexeme at one weight: a plain list while small, a bit set once asked for or large. */
class Posting {
  private pending: number[] = [];
  private set: Bitmap | null = null;
  /** The last slot added: a word repeated in one document is added once. */
  last = -1;

  add(slot: number) {
    if (slot === this.last) return;
    this.last = slot;
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

  /** Once built: a long list as a bit set (2 bytes a slot instead of 8), a short one at its own length. */
  settle() {
    if (this.pending.length >= SETTLED_LIST_MAX) this.flush();
    else this.pending = this.pending.slice();
  }
}

/** Lists longer than this are turned into bit sets when a build is done. */
const SETTLED_LIST_MAX = 64;

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
  /**
   * Lexeme → its postings per weight. Most lexemes (SKU and reference
   * fragments) belong to one product: those are kept as one number,
   * slot × 4 + weight, until a second product has them.
   */
  private readonly postings = new Map<string, (Posting | undefined)[] | number>();
  /** Descriptions repeat (a quarter are distinct in the generated catalogues): their words are split once. */
  private readonly descriptionWords = new Map<string, string[]>();
  /** Terms the database knows that no product here has (yet): the products' own lexemes are the postings' keys. */
  private readonly otherTerms = new Set<string>();
  private sorted: string[] = [];
  private sortedDirty = false;
  private readonly memo = new Map<string, TermMatch>();

  add(slot: number, product: IndexedProduct) {
    const { name, brand, model, reference, sku, materials, colors, tags, category, description } = product;
    this.addWords(slot, 0, lexemesOf(`${name} ${brand} ${model ?? ''} ${reference ?? ''} ${sku}`));
    this.addWords(slot, 1, lexemesOf(`${materials.join(' ')} ${colors.join(' ')} ${tags.join(' ')} ${category}`));
    let words = this.descriptionWords.get(description);
    if (!words) {
      if (this.descriptionWords.size >= 50_000) this.descriptionWords.clear();
      this.descriptionWords.set(description, (words = lexemesOf(description)));
    }
    this.addWords(slot, 2, words);
    if (this.memo.size) this.memo.clear();
  }

  private addWords(slot: number, weight: number, words: readonly string[]) {
    for (const lexeme of words) {
      let postings = this.postings.get(lexeme);
      if (postings === undefined) {
        this.postings.set(lexeme, slot * 4 + weight);
        this.sortedDirty = true;
        continue;
      }
      if (typeof postings === 'number') {
        if (postings === slot * 4 + weight) continue;
        const only = postings;
        postings = [undefined, undefined, undefined];
        (postings[only % 4] = new Posting()).add(Math.floor(only / 4));
        this.postings.set(lexeme, postings);
      }
      (postings[weight] ??= new Posting()).add(slot);
    }
  }

  /**
   * After a build: the description memo only speeds up building (25,000
   * descriptions and their word lists would stay in memory for nothing), and
   * the postings shrink to what they hold.
   */
  settle() {
    this.descriptionWords.clear();
    for (const postings of this.postings.values()) {
      if (typeof postings === 'number') continue;
      for (const posting of postings) posting?.settle();
    }
  }

  /** Terms the database knows (search_term keeps every term ever indexed). */
  addVocabulary(terms: Iterable<string>) {
    for (const term of terms) {
      if (this.postings.has(term) || this.otherTerms.has(term)) continue;
      this.otherTerms.add(term);
      this.sortedDirty = true;
    }
  }

  /** Every term, sorted and once each (a term may be both a product's lexeme and one the database listed first). */
  private sortedTerms(): string[] {
    if (this.sortedDirty) {
      const all = [...this.postings.keys(), ...this.otherTerms].sort();
      let kept = 0;
      for (let index = 0; index < all.length; index++) if (index === 0 || all[index] !== all[index - 1]) all[kept++] = all[index];
      all.length = kept;
      this.sorted = all;
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
      const postings = this.postings.get(terms[index]);
      if (postings === undefined) continue;
      if (typeof postings === 'number') {
        perWeight[postings % 4].push(new Bitmap([Math.floor(postings / 4)]));
        continue;
      }
      for (let weight = 0; weight < WEIGHTS; weight++) {
        const posting = postings[weight];
        if (posting) perWeight[weight].push(posting.bitmap());
      }
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

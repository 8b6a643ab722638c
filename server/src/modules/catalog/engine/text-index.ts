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
  /** Each lexeme's number (its position in `lexemes` and `postings`): the build handles numbers, not strings. */
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  /**
   * Per lexeme number, its postings per weight. Most lexemes (SKU and
   * reference fragments) belong to one product: those are kept as one
   * number, slot × 4 + weight, until a second product has them.
   */
  private readonly postings: ((Posting | undefined)[] | number)[] = [];
  /**
   * Texts that repeat across products (descriptions: a quarter are distinct
   * in the generated catalogues; name, brand and model; materials, colours
   * and tags), split and numbered once each during a build.
   */
  private readonly phraseWords = new Map<string, Int32Array>();
  /** Terms the database knows that no product here has (yet): the products' own lexemes are in `lexemeIds`. */
  private readonly otherTerms = new Set<string>();
  private sorted: string[] = [];
  private sortedDirty = false;
  private readonly memo = new Map<string, TermMatch>();

  add(slot: number, product: IndexedProduct) {
    const { name, brand, model, reference, sku, materials, colors, tags, category, description } = product;
    // The lexemes of "a b" are those of a and of b, so the product's own reference and SKU are split apart from the shared words.
    this.addWords(slot, 0, this.phrase(`${name} ${brand} ${model ?? ''}`));
    this.addWords(slot, 0, this.numbered(lexemesOf(`${reference ?? ''} ${sku}`)));
    this.addWords(slot, 1, this.phrase(`${materials.join(' ')} ${colors.join(' ')} ${tags.join(' ')} ${category}`));
    this.addWords(slot, 2, this.phrase(description));
    if (this.memo.size) this.memo.clear();
  }

  private phrase(text: string): Int32Array {
    let words = this.phraseWords.get(text);
    if (!words) {
      if (this.phraseWords.size >= 100_000) this.phraseWords.clear();
      this.phraseWords.set(text, (words = this.numbered(lexemesOf(text))));
    }
    return words;
  }

  /** The lexemes' numbers (a new lexeme gets the next one). */
  private numbered(words: readonly string[]): Int32Array {
    const ids = new Int32Array(words.length);
    for (let i = 0; i < words.length; i++) {
      let id = this.lexemeIds.get(words[i]);
      if (id === undefined) {
        id = this.lexemes.length;
        this.lexemeIds.set(words[i], id);
        this.lexemes.push(words[i]);
        this.postings.push(-1);
        this.sortedDirty = true;
      }
      ids[i] = id;
    }
    return ids;
  }

  private addWords(slot: number, weight: number, ids: Int32Array) {
    const single = slot * 4 + weight;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      let postings = this.postings[id];
      if (typeof postings === 'number') {
        if (postings === -1 || postings === single) {
          this.postings[id] = single;
          continue;
        }
        const only = postings;
        postings = [undefined, undefined, undefined];
        (postings[only % 4] = new Posting()).add(Math.floor(only / 4));
        this.postings[id] = postings;
      }
      (postings[weight] ??= new Posting()).add(slot);
    }
  }

  /**
   * After a build: the phrase memo only speeds up building (25,000
   * descriptions and their word lists would stay in memory for nothing), and
   * the postings shrink to what they hold.
   */
  settle() {
    this.phraseWords.clear();
    for (const postings of this.postings) {
      if (typeof postings === 'number') continue;
      for (const posting of postings) posting?.settle();
    }
  }

  /** Terms the database knows (search_term keeps every term ever indexed). */
  addVocabulary(terms: Iterable<string>) {
    for (const term of terms) {
      if (this.lexemeIds.has(term) || this.otherTerms.has(term)) continue;
      this.otherTerms.add(term);
      this.sortedDirty = true;
    }
  }

  /** Every term, sorted and once each (a term may be both a product's lexeme and one the database listed first). */
  private sortedTerms(): string[] {
    if (this.sortedDirty) {
      const all = [...this.lexemes, ...this.otherTerms].sort();
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
      const id = this.lexemeIds.get(terms[index]);
      if (id === undefined) continue;
      const postings = this.postings[id];
      if (postings === -1) continue;
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

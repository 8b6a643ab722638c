import { andAll, Bitmap } from './bitmap';
import type { IndexedProduct } from './indexed-product';
import { PendingSlots } from './pending-slots';
import { lexemesOf } from './search-text';
import { grown } from './typed-arrays';

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
  /** Each lexeme's number (its position in `lexemes`, `last` and `shared`): the build handles numbers, not strings. */
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  /**
   * Per lexeme number, the last (slot × 4 + weight) it was added for, -1 for none. Most lexemes (SKU and
   * reference fragments) belong to one product: for those this is the whole posting, no set is made.
   */
  private last = new Int32Array(1024).fill(-1);
  /** Per lexeme number, 1 once a second (slot, weight) has it: its slots are then in `sets`. */
  private shared = new Uint8Array(1024);
  /** The slots of a shared lexeme at a weight, by lexeme number × WEIGHTS + weight. */
  private readonly sets = new Map<number, Bitmap>();
  private readonly pending = new PendingSlots((key) => {
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Bitmap()));
    return set;
  });
  /**
   * The lexeme numbers of texts that repeat across products (descriptions: a quarter are distinct in the
   * generated catalogues; names, brands and models; each material, colour and tag), split and numbered once
   * each during a build. Field by field, not joined: a joined text was new for most products, so each one
   * was kept here until the memo filled, then dropped (garbage that had reached the old space).
   */
  private readonly phraseWords = new Map<string, Int32Array>();
  /** Terms the database knows that no product here has (yet): the products' own lexemes are in `lexemeIds`. */
  private readonly otherTerms = new Set<string>();
  private sorted: string[] = [];
  private sortedDirty = false;
  private readonly memo = new Map<string, TermMatch>();
  /** The slots matching every term of a search, by its terms (emptied with `memo`: repeated searches are common). */
  private readonly allMemo = new Map<string, Bitmap>();

  add(slot: number, product: IndexedProduct) {
    const { name, brand, model, reference, sku, materials, colors, tags, category, description } = product;
    // The lexemes of "a b" are those of a and of b: each text is split on its own.
    this.addWords(slot, 0, this.phrase(name));
    this.addWords(slot, 0, this.phrase(brand));
    if (model !== null) this.addWords(slot, 0, this.phrase(model));
    // The product's own reference and SKU: numbered, not remembered.
    this.addWords(slot, 0, this.numbered(lexemesOf(`${reference ?? ''} ${sku}`)));
    for (const list of [materials, colors, tags]) for (let i = 0; i < list.length; i++) this.addWords(slot, 1, this.phrase(list[i]));
    this.addWords(slot, 1, this.phrase(category));
    this.addWords(slot, 2, this.phrase(description));
    if (this.memo.size) this.memo.clear();
    if (this.allMemo.size) this.allMemo.clear();
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
        if (id === this.last.length) this.growLexemes();
        this.sortedDirty = true;
      }
      ids[i] = id;
    }
    return ids;
  }

  private growLexemes() {
    const length = this.last.length;
    this.last = grown(this.last, length * 2).fill(-1, length);
    this.shared = grown(this.shared, length * 2);
  }

  private addWords(slot: number, weight: number, ids: Int32Array) {
    const code = slot * 4 + weight;
    const { last, shared } = this;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      const previous = last[id];
      // A word repeated in one text (or one weight of a document) is added once.
      if (previous === code) continue;
      last[id] = code;
      if (shared[id] === 0) {
        if (previous === -1) continue;
        // A second product (or weight): the first one's slot moves into its set.
        shared[id] = 1;
        this.pending.add(id * WEIGHTS + (previous & 3), previous >>> 2);
      }
      this.pending.add(id * WEIGHTS + weight, slot);
    }
  }

  /** The slots of a shared lexeme at a weight (every pending addition applied first). */
  private setOf(id: number, weight: number): Bitmap | undefined {
    this.pending.flush();
    return this.sets.get(id * WEIGHTS + weight);
  }

  /**
   * After a build: the phrase memo only speeds up building (25,000 descriptions and their word lists would
   * stay in memory for nothing), the pending slots go into their sets, and the sets shrink to what they hold.
   */
  settle() {
    this.phraseWords.clear();
    this.pending.shrink();
    for (const set of this.sets.values()) {
      set.runOptimize();
      set.shrinkToFit();
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
      const only = this.last[id];
      if (only === -1) continue;
      if (this.shared[id] === 0) {
        perWeight[only & 3].push(new Bitmap([only >>> 2]));
        continue;
      }
      for (let weight = 0; weight < WEIGHTS; weight++) {
        const set = this.setOf(id, weight);
        if (set) perWeight[weight].push(set);
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

  /** The slots matching every one of the terms (`term:*` each); read only, shared by the searches for them. */
  matchAll(terms: readonly string[]): Bitmap {
    const key = terms.join(' ');
    let all = this.allMemo.get(key);
    if (!all) {
      const sets = terms.map((term) => this.match(term).any);
      // One term's matches are its own set: read only like every remembered set, so not copied.
      all = sets.length === 1 ? sets[0] : andAll(sets[0], sets.slice(1));
      if (this.allMemo.size > 5000) this.allMemo.clear();
      this.allMemo.set(key, all);
    }
    return all;
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

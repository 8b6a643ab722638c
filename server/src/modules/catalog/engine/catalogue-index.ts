import type { FacetRow } from '../product-facets';
import type { ProductFilter } from '../product-filter';
import type { FacetGroupKey, FilterGroupKey } from '../product-sql';
import { andAll, Bitmap, type ReadonlyBitmap } from './bitmap';
import { GenerationCache } from './generation-cache';
import { PageRows } from './page-rows';
import { ProductStore } from './product-store';
import { RangeIndex } from './range-index';
import { SortedOrders } from './sorted-orders';

/** One value of a facet group: its set of slots and its number in the store. */
export interface GroupValue {
  value: string;
  set: Bitmap;
  number: number;
}

/** Up to this many slots, a listing's facets are counted by walking its slots (about 20 values each) instead of one native call per value. */
const DIRECT_COUNT_MAX = 4000;
let countScratch = new Uint32Array(4096);
/** Up to this many matches, a search's scores are remembered (8 bytes each, at most 256 searches: 32 MiB). */
const SCORES_KEPT_MAX = 16_384;
/** Up to this many matches, a listing's slots are kept as an array (4 bytes each, at most 256 listings: 32 MiB). */
const CANDIDATES_KEPT_MAX = 32_768;

/** A filter resolved to bit sets: the conditions that always apply, one set per active group, and the listing. Read only: the sets may be shared with other requests. */
export interface Evaluation {
  base: Bitmap;
  groups: Map<FilterGroupKey, Bitmap>;
  matching: Bitmap;
  /** Names `matching` among the sets remembered for this generation of the catalogue. */
  key: string;
  /** The corrected search terms, when searching (for relevance). */
  searchTerms?: string[];
}

const LIST_GROUPS: [FacetGroupKey, keyof ProductFilter][] = [
  ['brands', 'brands'],
  ['materials', 'materials'],
  ['caseMaterials', 'caseMaterials'],
  ['dialColors', 'dialColors'],
  ['straps', 'straps'],
  ['movements', 'movements'],
  ['waterResistances', 'waterResistances'],
  ['sizes', 'sizes'],
  ['colors', 'colors'],
  ['styles', 'styles'],
  ['seasons', 'seasons'],
  ['fits', 'fits'],
];

/** The AND of the sets, starting from the smallest (a copy of it, cut down by the others). */
function andSmallestFirst(sets: readonly Bitmap[]): Bitmap {
  let smallest = 0;
  for (let i = 1; i < sets.length; i++) if (sets[i].size < sets[smallest].size) smallest = i;
  return andAll(sets[smallest], sets.filter((_, i) => i !== smallest));
}

/** The store with its range indexes, which follow the store's changes lazily. */
/** A range index takes up to this many appended slots (or this share of the store) in its side list before a rebuild. */
const RANGE_EXTRA_MIN = 4096;
const RANGE_EXTRA_SHARE = 0.01;

export class CatalogueIndex {
  private priceIndex?: { index: RangeIndex };
  private caseSizeIndex?: { index: RangeIndex };
  /** The full rows of products recently shown on a page. */
  readonly pageRows: PageRows;
  /** Every slot in each stored sort's order, for broad listings (sorted-orders.ts). */
  readonly sortedOrders: SortedOrders;
  /** Facet rows per group and the selections they depend on (engine-facets.ts), for the store's current generation. */
  readonly facetCounts = new GenerationCache<readonly FacetRow[]>(20_000);

  constructor(
    readonly store: ProductStore,
    /** The catalogue version the index holds (raised as deltas are applied). */
    public version: number,
  ) {
    this.pageRows = new PageRows(store);
    this.sortedOrders = new SortedOrders(store);
  }

  /**
   * Selections as sets, remembered per store generation: the conditions that
   * always apply (department, stock, sale), each group's OR of values, price
   * and case-size bands. Shoppers reuse a modest number of them.
   */
  private readonly selectionSets = new GenerationCache<Bitmap>(4096);

  private remembered(key: string, compute: () => Bitmap): Bitmap {
    return this.selectionSets.get(this.store.generation, key, compute);
  }

  /** Min and max of a column over a set (null when no slot of the set has a value). */
  bounds(which: 'price' | 'caseSize', set: Bitmap) {
    return this.range(which).bounds(set, which === 'price' ? this.store.price : this.store.caseSize);
  }

  /**
   * The column's range index: built once, then extended with the slots later changes append (a slot's value never
   * changes), and built again only once those are many.
   */
  private range(which: 'price' | 'caseSize'): RangeIndex {
    const key = which === 'price' ? 'priceIndex' : 'caseSizeIndex';
    const values = which === 'price' ? this.store.price : this.store.caseSize;
    const current = this[key];
    if (current && current.index.extraSlots <= Math.max(RANGE_EXTRA_MIN, this.store.size * RANGE_EXTRA_SHARE)) {
      current.index.extend(values, this.store.size);
      return current.index;
    }
    const index = new RangeIndex(values, this.store.size);
    this[key] = { index };
    return index;
  }

  private relevance?: Float64Array;

  /**
   * An array of search scores by slot, all zero, for one synchronous use:
   * the caller fills it, reads it and sets the slots it touched back to zero
   * before it awaits anything (instead of 8 bytes per product allocated per search).
   */
  relevanceScratch(): Float64Array {
    if (!this.relevance || this.relevance.length < this.store.size) this.relevance = new Float64Array(Math.ceil(this.store.size * 1.25) + 16);
    return this.relevance;
  }

  /** The matching slots of recent listings and searches, as arrays. */
  private readonly candidateArrays = new GenerationCache<Uint32Array>(256);

  /**
   * The evaluation's matching slots, ascending, read only. Listing them is the one bit-set operation a repeated
   * listing still does (a bit chunk's bits one by one, where CRoaring had SIMD), so a listing of up to
   * CANDIDATES_KEPT_MAX slots keeps its array for the catalogue's generation.
   */
  candidatesOf(evaluation: Evaluation): Uint32Array {
    if (evaluation.matching.size > CANDIDATES_KEPT_MAX) return evaluation.matching.toUint32Array();
    return this.candidateArrays.get(this.store.generation, evaluation.key, () => evaluation.matching.toUint32Array());
  }

  /** Search scores of the matches of recent searches, in the order of their slots (searches with few enough matches). */
  private readonly searchScores = new GenerationCache<Float64Array>(256);

  /**
   * The relevance scratch holding each candidate's search score (`candidates`: a search's matching slots, ascending).
   * The scores of a search with up to SCORES_KEPT_MAX matches are remembered for the catalogue's generation, so a
   * repeated search copies them instead of ANDing each term's sets with its matches again. The caller zeroes the
   * candidates' entries when done, as with relevanceScratch.
   */
  relevanceOf(evaluation: Evaluation, candidates: Uint32Array): Float64Array {
    const relevance = this.relevanceScratch();
    const terms = evaluation.searchTerms ?? [];
    if (candidates.length > SCORES_KEPT_MAX) {
      this.store.text.score(terms, evaluation.matching, relevance);
      return relevance;
    }
    const scores = this.searchScores.get(this.store.generation, evaluation.key, () => {
      this.store.text.score(terms, evaluation.matching, relevance);
      return Float64Array.from(candidates, (slot) => relevance[slot]);
    });
    for (let i = 0; i < candidates.length; i++) relevance[candidates[i]] = scores[i];
    return relevance;
  }

  /** Per group and department, the values some product of that department has (remembered per store generation). */
  private readonly departmentValues = new GenerationCache<GroupValue[]>(256);

  /**
   * The values of a group with their sets and numbers, only those some
   * product of the department has when a department is chosen: a watches
   * listing never counts a clothing size or a clothing brand, so it need not
   * try them.
   */
  groupValues(key: FacetGroupKey, category: ProductFilter['category']): GroupValue[] {
    return this.departmentValues.get(this.store.generation, `${key}:${category ?? ''}`, () => {
      const department = category ? this.valueSet('categories', category) : undefined;
      return [...this.store.groups.get(key)!]
        .filter(([, set]) => !department || set.intersects(department))
        .map(([value, set]) => ({ value, set, number: this.store.valueNumber(key, value)! }));
    });
  }

  /**
   * How many slots of `set` have each value (indexed by value number), by
   * walking the set's slots; null when the set is too large for that to beat
   * one native AND-count per value.
   */
  countValues(set: ReadonlyBitmap): Int32Array | null {
    const size = set.size;
    if (size > DIRECT_COUNT_MAX) return null;
    const { valueStart, valueCount, slotValues } = this.store;
    if (countScratch.length < size) countScratch = new Uint32Array(Math.max(size, countScratch.length * 2));
    const slots = set.toUint32Array(countScratch);
    const counts = new Int32Array(this.store.valueTotal);
    for (let i = 0; i < size; i++) {
      const slot = slots[i];
      const end = valueStart[slot] + valueCount[slot];
      for (let j = valueStart[slot]; j < end; j++) counts[slotValues[j]]++;
    }
    return counts;
  }

  private valueSet(key: FacetGroupKey, value: string): Bitmap | undefined {
    return this.store.groups.get(key)!.get(value);
  }

  private anyOf(key: FacetGroupKey, values: string[]): Bitmap {
    return Bitmap.orMany(values.map((value) => this.valueSet(key, value)).filter((set): set is Bitmap => Boolean(set)));
  }

  /**
   * The filter as bit sets, grouped like product-sql.ts's filterConditions:
   * search, stock and sale always apply (with the category, which has no
   * facet); each other selection is a group, ANDed together, OR inside.
   */
  evaluate(filter: ProductFilter, search?: { terms: string[]; match: Bitmap }): Evaluation {
    const { store } = this;
    const alwaysKey = `always:${filter.category ?? ''}:${filter.inStock ? 1 : 0}:${filter.onSale ? 1 : 0}`;
    const groups = new Map<FilterGroupKey, Bitmap>();
    /** The keys of the selections this listing ANDs, which name its result too. */
    const keys = [alwaysKey];
    const group = (key: FilterGroupKey, setKey: string, compute: () => Bitmap) => {
      keys.push(setKey);
      groups.set(key, this.remembered(setKey, compute));
    };
    const always = this.remembered(alwaysKey, () => {
      const sets: Bitmap[] = [];
      if (filter.category) sets.push(this.valueSet('categories', filter.category) ?? new Bitmap());
      if (filter.inStock) sets.push(store.inStock);
      if (filter.onSale) sets.push(store.onSale);
      return andAll(store.live, sets);
    });
    // A search's matches follow from its terms (for a generation of the catalogue), so they name it among the selections.
    if (search) keys.push(`search:${search.terms.join('\u0001')}`);
    const base = search ? this.remembered(keys.join('\u0002'), () => andAll(always, [search.match])) : always;

    for (const [key, field] of LIST_GROUPS) {
      const values = filter[field] as string[] | undefined;
      if (values?.length) group(key, `${key}=${values.join('\u0001')}`, () => this.anyOf(key, values));
    }
    const { tags } = filter;
    if (tags?.length) {
      // Every listed tag must be present.
      group('tags', `tags&${tags.join('\u0001')}`, () => {
        const sets = tags.map((tag) => this.valueSet('tags', tag) ?? new Bitmap());
        return andAll(sets[0], sets.slice(1));
      });
    }
    if (filter.boxAndPapers) group('boxAndPapers', 'boxAndPapers', () => this.valueSet('boxAndPapers', 'true') ?? new Bitmap());
    if (filter.limitedEdition) group('limitedEdition', 'limitedEdition', () => this.valueSet('limitedEdition', 'true') ?? new Bitmap());
    if (filter.minPricePence != null || filter.maxPricePence != null) {
      group('price', `price:${filter.minPricePence}:${filter.maxPricePence}`, () => this.range('price').between(filter.minPricePence, filter.maxPricePence));
    }
    if (filter.caseSizeMin != null || filter.caseSizeMax != null) {
      group('caseSize', `caseSize:${filter.caseSizeMin}:${filter.caseSizeMax}`, () => this.range('caseSize').between(filter.caseSizeMin, filter.caseSizeMax));
    }
    // The listing itself is remembered too, searches' as well.
    const key = `match:${keys.join('\u0002')}`;
    const matching = this.remembered(key, () => andSmallestFirst([base, ...groups.values()]));
    return { base, groups, matching, key, searchTerms: search?.terms };
  }

  /** The rows matching every group but one (for that group's own counts). */
  exceptGroup(evaluation: Evaluation, key: FilterGroupKey): Bitmap {
    if (!evaluation.groups.has(key)) return evaluation.matching;
    return andSmallestFirst([evaluation.base, ...[...evaluation.groups].filter(([other]) => other !== key).map(([, set]) => set)]);
  }
}

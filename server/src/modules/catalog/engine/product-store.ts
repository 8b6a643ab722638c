import { StringDictionary } from '../../../common/string-dictionary';
import { FACET_GROUPS, type FacetGroupKey } from '../product-sql';
import { Bitmap } from './bitmap';
import { groupValues, type IndexedProduct } from './indexed-product';
import { PendingSlots } from './pending-slots';
import { TextIndex } from './text-index';
import { grown } from './typed-arrays';

/** A facet group with its value sets and value numbers. */
interface GroupEntry {
  key: FacetGroupKey;
  sets: Map<string, Bitmap>;
  numbers: Map<string, number>;
}

/** PendingSlots' set numbers: the three sets every product may join, then each facet value's number + 3. */
const LIVE = 0;
const IN_STOCK = 1;
const ON_SALE = 2;
const FIRST_VALUE = 3;

const GROW = 1.5;

/**
 * The products of the index, one slot each: typed arrays of the sort and
 * range columns, and one bit set of slots per filter value. A changed product
 * gets a new slot and its old slot leaves `live`; every query starts from
 * `live`, so stale bits in other sets never count (a rebuild compacts them).
 */
export class ProductStore {
  size = 0;
  private capacity: number;
  ids: Int32Array;
  price: Int32Array;
  listPrice: Int32Array;
  /** -1 when the product has no case size. */
  caseSize: Int32Array;
  stock: Int32Array;
  featured: Uint8Array;
  viewCount: Int32Array;
  recentViews: Int32Array;
  recentPurchases: Int32Array;
  averageRating100: Int16Array;
  reviewCount: Int32Array;
  created: Float64Array;
  /** Position of the slot's name (and brand) in the database's own collation order. */
  nameRank: Int32Array;
  brandRank: Int32Array;
  /** The slot's name and brand, dictionary-encoded: 100,000 slots share a few thousand names and a few hundred brands. */
  private nameCodes: Int32Array;
  private brandCodes: Int32Array;
  private readonly names = new StringDictionary();
  private readonly brands = new StringDictionary();

  readonly live = new Bitmap();
  readonly inStock = new Bitmap();
  readonly onSale = new Bitmap();
  readonly groups = new Map<FacetGroupKey, Map<string, Bitmap>>(FACET_GROUPS.map((group) => [group.key, new Map()]));
  /** Each facet value's set, by its number. */
  private readonly valueSets: Bitmap[] = [];
  /**
   * Memberships not yet in their sets: during a build (`startBuild` … `finishBuild`) they are applied in
   * bulk, one native call per set every 262,144 memberships; otherwise at the end of each upsert.
   */
  private readonly pending = new PendingSlots((target) =>
    target === LIVE ? this.live : target === IN_STOCK ? this.inStock : target === ON_SALE ? this.onSale : this.valueSets[target - FIRST_VALUE],
  );
  private building = false;
  /**
   * The same memberships the other way round, for counting a small set of
   * slots by walking it: every (group, value) has a number, and each slot
   * lists its values' numbers (valueCount of them from valueStart in
   * slotValues).
   */
  private readonly valueNumbers = new Map<FacetGroupKey, Map<string, number>>(FACET_GROUPS.map((group) => [group.key, new Map()]));
  /** Each group with its sets and numbers, for the loop of every upsert (a Map's entries are a new array each). */
  private readonly groupList = FACET_GROUPS.map(({ key }) => ({ key, sets: this.groups.get(key)!, numbers: this.valueNumbers.get(key)! }));
  valueTotal = 0;
  valueStart: Int32Array;
  valueCount: Uint16Array;
  slotValues = new Int32Array(1024);
  private slotValuesLength = 0;
  readonly text = new TextIndex();
  private readonly slotById = new Map<number, number>();
  private nameRanks = new Map<string, number>();
  private brandRanks = new Map<string, number>();
  /** A name or brand arrived whose collation rank is unknown: the ranks must be read again. */
  ranksStale = false;
  /** Bumped on every change, so derived structures (range indexes) know to rebuild. */
  generation = 0;
  /**
   * Bumped when every slot's name and brand ranks are set again (setRanks). Otherwise a slot's values never change
   * (a changed product gets a new slot; only the popularity counters move in place), so an order or range index
   * built over the first n slots stays right for them and needs only the slots appended since.
   */
  ranksEpoch = 0;

  constructor(expected = 1024) {
    this.capacity = Math.max(expected, 16);
    const n = this.capacity;
    this.ids = new Int32Array(n);
    this.price = new Int32Array(n);
    this.listPrice = new Int32Array(n);
    this.caseSize = new Int32Array(n);
    this.stock = new Int32Array(n);
    this.featured = new Uint8Array(n);
    this.viewCount = new Int32Array(n);
    this.recentViews = new Int32Array(n);
    this.recentPurchases = new Int32Array(n);
    this.averageRating100 = new Int16Array(n);
    this.reviewCount = new Int32Array(n);
    this.created = new Float64Array(n);
    this.nameRank = new Int32Array(n);
    this.brandRank = new Int32Array(n);
    this.nameCodes = new Int32Array(n);
    this.brandCodes = new Int32Array(n);
    this.valueStart = new Int32Array(n);
    this.valueCount = new Uint16Array(n);
  }

  /** The number of a group's value (undefined when no product ever had it). */
  valueNumber(key: FacetGroupKey, value: string): number | undefined {
    return this.valueNumbers.get(key)!.get(value);
  }

  /** A value's number, and its set (both made the first time a product has the value). */
  private numberOf(group: GroupEntry, value: string): number {
    let number = group.numbers.get(value);
    if (number === undefined) {
      group.numbers.set(value, (number = this.valueTotal++));
      const set = new Bitmap();
      group.sets.set(value, set);
      this.valueSets[number] = set;
    }
    return number;
  }

  /** Memberships are applied in bulk until finishBuild (nothing may read the sets meanwhile). */
  startBuild(): void {
    this.building = true;
  }

  /** Applies the pending memberships, then trims the build's spare room (buffers, set capacity, slot values). */
  finishBuild(): void {
    this.building = false;
    this.pending.shrink();
    for (const set of [this.live, this.inStock, this.onSale, ...this.valueSets]) {
      set.runOptimize();
      set.shrinkToFit();
    }
    // Room for changes: the first change after a build used to double this array (~100 MB at a million products) and
    // the collection that followed held its delta past the catch-up wait, so that listing read SQL (seconds).
    this.slotValues = this.slotValues.slice(0, Math.max(this.slotValuesLength + (this.slotValuesLength >> 3), 1024));
    this.text.settle();
  }

  private addSlotValue(number: number) {
    if (this.slotValuesLength === this.slotValues.length) this.slotValues = grown(this.slotValues, this.slotValues.length * 2);
    this.slotValues[this.slotValuesLength++] = number;
  }

  get productCount(): number {
    return this.slotById.size;
  }

  get deadSlots(): number {
    return this.size - this.slotById.size;
  }

  slotOf(id: number): number | undefined {
    return this.slotById.get(id);
  }

  private ensureCapacity() {
    if (this.size < this.capacity) return;
    const n = Math.ceil(this.capacity * GROW);
    this.capacity = n;
    this.ids = grown(this.ids, n);
    this.price = grown(this.price, n);
    this.listPrice = grown(this.listPrice, n);
    this.caseSize = grown(this.caseSize, n);
    this.stock = grown(this.stock, n);
    this.featured = grown(this.featured, n);
    this.viewCount = grown(this.viewCount, n);
    this.recentViews = grown(this.recentViews, n);
    this.recentPurchases = grown(this.recentPurchases, n);
    this.averageRating100 = grown(this.averageRating100, n);
    this.reviewCount = grown(this.reviewCount, n);
    this.created = grown(this.created, n);
    this.nameRank = grown(this.nameRank, n);
    this.brandRank = grown(this.brandRank, n);
    this.nameCodes = grown(this.nameCodes, n);
    this.brandCodes = grown(this.brandCodes, n);
    this.valueStart = grown(this.valueStart, n);
    this.valueCount = grown(this.valueCount, n);
  }

  /** Adds or replaces a product (a replaced product moves to a new slot). */
  upsert(product: IndexedProduct): number {
    this.remove(product.id);
    this.ensureCapacity();
    const slot = this.size++;
    this.ids[slot] = product.id;
    this.price[slot] = product.effectivePricePence;
    this.listPrice[slot] = product.pricePence;
    this.caseSize[slot] = product.caseDiameterMm ?? -1;
    this.stock[slot] = product.stock;
    this.featured[slot] = product.featured ? 1 : 0;
    this.viewCount[slot] = product.viewCount;
    this.recentViews[slot] = product.recentViews;
    this.recentPurchases[slot] = product.recentPurchases;
    this.averageRating100[slot] = product.averageRating100;
    this.reviewCount[slot] = product.reviewCount;
    this.created[slot] = product.createdMicros;
    this.nameCodes[slot] = this.names.encode(product.name);
    this.brandCodes[slot] = this.brands.encode(product.brand);
    this.rankSlot(slot);
    this.pending.add(LIVE, slot);
    if (product.stock > 0) this.pending.add(IN_STOCK, slot);
    if (product.effectivePricePence < product.pricePence) this.pending.add(ON_SALE, slot);
    this.valueStart[slot] = this.slotValuesLength;
    for (const group of this.groupList) {
      const found = groupValues(product, group.key);
      if (found === null) continue;
      if (typeof found === 'string') {
        this.addMembership(group, found, slot);
        continue;
      }
      for (let i = 0; i < found.length; i++) {
        // A value listed twice in one product's array is one membership, as in its set.
        if (found.indexOf(found[i]) === i) this.addMembership(group, found[i], slot);
      }
    }
    this.valueCount[slot] = this.slotValuesLength - this.valueStart[slot];
    if (!this.building) this.pending.flush();
    this.text.add(slot, product);
    this.slotById.set(product.id, slot);
    this.generation++;
    return slot;
  }

  private addMembership(group: GroupEntry, value: string, slot: number) {
    const number = this.numberOf(group, value);
    this.pending.add(FIRST_VALUE + number, slot);
    this.addSlotValue(number);
  }

  remove(id: number): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    // The slot may still be waiting to join `live` (a product listed twice in one build).
    this.pending.flush();
    this.live.remove(slot);
    this.slotById.delete(id);
    this.generation++;
  }

  /** The slot's name and brand as stored (a cursor carries them). */
  nameOf(slot: number): string {
    return this.names.decode(this.nameCodes[slot]);
  }

  brandOf(slot: number): string {
    return this.brands.decode(this.brandCodes[slot]);
  }

  /** A name's or brand's collation rank; undefined when no product has it any more. */
  nameRankOf(name: string): number | undefined {
    return this.nameRanks.get(name);
  }

  brandRankOf(brand: string): number | undefined {
    return this.brandRanks.get(brand);
  }

  /** The database's order of every name and brand (their collation, not JavaScript's). */
  setRanks(names: readonly string[], brands: readonly string[]): void {
    this.nameRanks = new Map(names.map((name, index) => [name, index]));
    this.brandRanks = new Map(brands.map((brand, index) => [brand, index]));
    this.ranksStale = false;
    this.ranksEpoch++;
    for (let slot = 0; slot < this.size; slot++) this.rankSlot(slot);
    // The name and brand orders changed.
    this.generation++;
  }

  private rankSlot(slot: number) {
    const name = this.nameRanks.get(this.names.decode(this.nameCodes[slot]));
    const brand = this.brandRanks.get(this.brands.decode(this.brandCodes[slot]));
    if (name === undefined || brand === undefined) this.ranksStale = true;
    this.nameRank[slot] = name ?? 0;
    this.brandRank[slot] = brand ?? 0;
  }

  /** Popularity counters change without a catalogue version (they only reorder popularity sorts). */
  updateCounters(id: number, viewCount: number, recentViews: number, recentPurchases: number): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.viewCount[slot] = viewCount;
    this.recentViews[slot] = recentViews;
    this.recentPurchases[slot] = recentPurchases;
  }
}


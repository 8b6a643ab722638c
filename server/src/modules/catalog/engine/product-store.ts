import { FACET_GROUPS, type FacetGroupKey } from '../product-sql';
import { Bitmap } from './bitmap';
import { groupValues, type IndexedProduct } from './indexed-product';
import { TextIndex } from './text-index';

const GROW = 1.5;

function grown<T extends Int32Array | Uint8Array | Uint16Array | Int16Array | Float64Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}

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
  rating10: Int16Array;
  created: Float64Array;
  /** Position of the slot's name (and brand) in the database's own collation order. */
  nameRank: Int32Array;
  brandRank: Int32Array;
  readonly names: string[] = [];
  readonly brandNames: string[] = [];

  readonly live = new Bitmap();
  readonly inStock = new Bitmap();
  readonly onSale = new Bitmap();
  readonly groups = new Map<FacetGroupKey, Map<string, Bitmap>>(FACET_GROUPS.map((group) => [group.key, new Map()]));
  /**
   * The same memberships the other way round, for counting a small set of
   * slots by walking it: every (group, value) has a number, and each slot
   * lists its values' numbers (valueCount of them from valueStart in
   * slotValues).
   */
  private readonly valueNumbers = new Map<FacetGroupKey, Map<string, number>>(FACET_GROUPS.map((group) => [group.key, new Map()]));
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
    this.rating10 = new Int16Array(n);
    this.created = new Float64Array(n);
    this.nameRank = new Int32Array(n);
    this.brandRank = new Int32Array(n);
    this.valueStart = new Int32Array(n);
    this.valueCount = new Uint16Array(n);
  }

  /** The number of a group's value (undefined when no product ever had it). */
  valueNumber(key: FacetGroupKey, value: string): number | undefined {
    return this.valueNumbers.get(key)!.get(value);
  }

  private numberOf(key: FacetGroupKey, value: string): number {
    const numbers = this.valueNumbers.get(key)!;
    let number = numbers.get(value);
    if (number === undefined) numbers.set(value, (number = this.valueTotal++));
    return number;
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
    this.rating10 = grown(this.rating10, n);
    this.created = grown(this.created, n);
    this.nameRank = grown(this.nameRank, n);
    this.brandRank = grown(this.brandRank, n);
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
    this.rating10[slot] = product.rating10;
    this.created[slot] = product.createdMicros;
    this.names[slot] = product.name;
    this.brandNames[slot] = product.brand;
    this.rankSlot(slot);
    this.live.add(slot);
    if (product.stock > 0) this.inStock.add(slot);
    if (product.effectivePricePence < product.pricePence) this.onSale.add(slot);
    this.valueStart[slot] = this.slotValuesLength;
    for (const [key, values] of this.groups) {
      const found = groupValues(product, key);
      if (found === null) continue;
      if (typeof found === 'string') {
        this.addMembership(key, values, found, slot);
        continue;
      }
      for (let i = 0; i < found.length; i++) {
        // A value listed twice in one product's array is one membership, as in its set.
        if (found.indexOf(found[i]) === i) this.addMembership(key, values, found[i], slot);
      }
    }
    this.valueCount[slot] = this.slotValuesLength - this.valueStart[slot];
    this.text.add(slot, product);
    this.slotById.set(product.id, slot);
    this.generation++;
    return slot;
  }

  private addMembership(key: FacetGroupKey, values: Map<string, Bitmap>, value: string, slot: number) {
    let set = values.get(value);
    if (!set) values.set(value, (set = new Bitmap()));
    set.add(slot);
    this.addSlotValue(this.numberOf(key, value));
  }

  remove(id: number): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.live.remove(slot);
    this.slotById.delete(id);
    this.generation++;
  }

  /** The database's order of every name and brand (their collation, not JavaScript's). */
  setRanks(names: readonly string[], brands: readonly string[]): void {
    this.nameRanks = new Map(names.map((name, index) => [name, index]));
    this.brandRanks = new Map(brands.map((brand, index) => [brand, index]));
    this.ranksStale = false;
    for (let slot = 0; slot < this.size; slot++) this.rankSlot(slot);
  }

  private rankSlot(slot: number) {
    const name = this.nameRanks.get(this.names[slot]);
    const brand = this.brandRanks.get(this.brandNames[slot]);
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

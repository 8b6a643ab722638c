import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/message-providers';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The listing, facets and search against the real seeded catalogue, checked
 * against a plain in-memory reading of the same rows (the oracle below).
 */
let app: TestApp;
let all: CatalogueRow[];

interface CatalogueRow {
  id: number;
  name: string;
  brand: string;
  category: 'watches' | 'clothing';
  price: number;
  salePrice: number | null;
  stock: number;
  materials: string[];
  tags: string[];
  availableSizes: string[];
  colors: string[];
  caseMaterial: string | null;
  dialColor: string | null;
  strapMaterial: string | null;
  movement: string | null;
  waterResistanceM: number | null;
  caseDiameterMm: number | null;
  boxAndPapers: boolean;
  limitedEdition: boolean;
  style: string | null;
  season: string | null;
  fit: string | null;
  viewCount: number;
  createdAt: string;
}

const paid = (row: CatalogueRow) => row.salePrice ?? row.price;

function bucket(metres: number | null): string | null {
  if (metres === null) return null;
  const bounds: [number, string][] = [[50, '30m'], [100, '50m'], [200, '100m'], [300, '200m'], [500, '300m'], [1000, '500m']];
  return bounds.find(([limit]) => metres < limit)?.[1] ?? '1000m+';
}

/** Group name → does the row pass that group's selection (GraphQL filter shape, prices in pence). */
const GROUP_TESTS: Record<string, (row: CatalogueRow, value: any) => boolean> = {
  category: (row, value) => value === 'ALL' || row.category === value.toLowerCase(),
  brands: (row, values: string[]) => values.includes(row.brand),
  materials: (row, values: string[]) => row.materials.some((m) => values.includes(m)),
  inStock: (row, value) => !value || row.stock > 0,
  onSale: (row, value) => !value || row.salePrice !== null,
  tags: (row, values: string[]) => values.every((t) => row.tags.includes(t)),
  caseMaterials: (row, values: string[]) => values.includes(row.caseMaterial!),
  dialColors: (row, values: string[]) => values.includes(row.dialColor!),
  straps: (row, values: string[]) => values.includes(row.strapMaterial!),
  movements: (row, values: string[]) => values.includes(row.movement!),
  waterResistances: (row, values: string[]) => values.includes(bucket(row.waterResistanceM)!),
  boxAndPapers: (row, value) => !value || row.boxAndPapers,
  limitedEdition: (row, value) => !value || row.limitedEdition,
  sizes: (row, values: string[]) => row.availableSizes.some((s) => values.includes(s)),
  colors: (row, values: string[]) => row.colors.some((c) => values.includes(c)),
  styles: (row, values: string[]) => values.includes(row.style!),
  seasons: (row, values: string[]) => values.includes(row.season!),
  fits: (row, values: string[]) => values.includes(row.fit!),
  minPrice: (row, pence: number) => paid(row) * 100 >= pence,
  maxPrice: (row, pence: number) => paid(row) * 100 <= pence,
  caseSizeMin: (row, mm: number) => row.caseDiameterMm !== null && row.caseDiameterMm >= mm,
  caseSizeMax: (row, mm: number) => row.caseDiameterMm !== null && row.caseDiameterMm <= mm,
};

function oracle(filter: Record<string, unknown>, except?: string[]): CatalogueRow[] {
  return all.filter((row) =>
    Object.entries(filter).every(([key, value]) => except?.includes(key) || GROUP_TESTS[key](row, value)),
  );
}

const PRODUCTS_QUERY = `
  query Listing($filter: ProductFilterInput, $sort: ProductSort, $page: PageInput) {
    products(filter: $filter, sort: $sort, page: $page) {
      totalCount offset limit hasMore
      items { id name brand price { amount } salePrice { amount } viewCount createdAt rating }
      facets {
        brands { value count } materials { value count } tags { value count }
        caseMaterials { value count } dialColors { value count } straps { value count } movements { value count }
        waterResistances { value count } sizes { value count } colors { value count } styles { value count }
        seasons { value count } fits { value count } boxAndPapers limitedEdition
        priceRange { min { amount } max { amount } } caseSizeRange { min max }
      }
    }
  }`;

async function listing(filter: Record<string, unknown>, sort = 'FEATURED', page = { offset: 0, limit: 100 }) {
  const { status, body } = await app.graphql(PRODUCTS_QUERY, { filter, sort, page });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data.products;
}

const ids = (rows: { id: number | string }[]) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);

/** A value of a field that some but not all rows of a department have, so filtering by it means something. */
function sampleValue(field: keyof CatalogueRow, category?: string): string {
  const values = all.filter((row) => !category || row.category === category).flatMap((row) => row[field] as unknown as string | string[]);
  const counts = new Map<string, number>();
  for (const value of values.flat()) if (value !== null) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[Math.min(1, counts.size - 1)][0];
}

/**
 * The same suite against both readers: PostgreSQL (the fallback, and the
 * oracle's first witness) and the in-memory engine.
 */
describe.each(['sql', 'engine'] as const)('catalogue read through %s', (adapter) => {
  beforeAll(async () => {
    app = await startTestApp(adapter === 'engine' ? { CATALOGUE_ENGINE: 'true', CATALOGUE_CACHE_SECONDS: '0', CATALOGUE_ENGINE_CATCH_UP_MS: '5000' } : { CATALOGUE_ENGINE: 'false' });
    if (adapter === 'engine') expect(app.catalogueEngine?.status().ready).toBe(true);
    const response = await app.fetch('/api/products?limit=100&offset=0');
    const total = Number(response.headers.get('x-total-count'));
    all = [];
    for (let offset = 0; offset < total; offset += 100) {
      all.push(...(await (await app.fetch(`/api/products?limit=100&offset=${offset}&sortBy=name`)).json()));
    }
    expect(all.length).toBe(total);
  });

  afterAll(async () => {
    if (adapter === 'engine') {
      // Every read came from memory: a silent fall back to SQL would make this suite test nothing new.
      const status = app.catalogueEngine!.status();
      expect(status.memoryReads).toBeGreaterThan(50);
      expect(status.sqlReads).toBe(0);
    }
    await app?.close();
  });


  describe('products: every filter group', () => {
    const cases: [string, () => Record<string, unknown>][] = [
      ['category', () => ({ category: 'WATCHES' })],
      ['brands', () => ({ brands: [sampleValue('brand'), sampleValue('brand', 'clothing')] })],
      ['materials', () => ({ materials: [sampleValue('materials')] })],
      ['inStock', () => ({ inStock: true })],
      ['onSale', () => ({ onSale: true })],
      ['tags', () => ({ tags: ['Men', 'Luxury'] })],
      ['caseMaterials', () => ({ caseMaterials: ['Titanium', 'Ceramic'] })],
      ['dialColors', () => ({ dialColors: ['Blue'] })],
      ['straps', () => ({ straps: ['Rubber', 'NATO'] })],
      ['movements', () => ({ movements: ['Automatic'] })],
      ['waterResistances', () => ({ waterResistances: ['300m', '1000m+'] })],
      ['caseSize', () => ({ caseSizeMin: 38, caseSizeMax: 41 })],
      ['boxAndPapers', () => ({ boxAndPapers: true })],
      ['limitedEdition', () => ({ limitedEdition: true })],
      ['sizes', () => ({ sizes: ['XS', '3XL'] })],
      ['colors', () => ({ colors: ['Navy'] })],
      ['styles', () => ({ styles: ['Evening', 'Outerwear'] })],
      ['seasons', () => ({ seasons: ['Winter'] })],
      ['fits', () => ({ fits: ['Tailored'] })],
      ['price', () => ({ minPrice: 500_000, maxPrice: 2_000_000 })],
    ];

    it.each(cases)('%s selects exactly the matching products', async (_name, makeFilter) => {
      const filter = makeFilter();
      const expected = oracle(filter);
      expect(expected.length, 'the demo catalogue has matches for this filter').toBeGreaterThan(0);
      expect(expected.length, 'and it excludes something').toBeLessThan(all.length);
      const page = await listing(filter);
      expect(page.totalCount).toBe(expected.length);
      const expectedIds = new Set(expected.map((row) => row.id));
      expect(page.items.every((item: { id: string }) => expectedIds.has(Number(item.id)))).toBe(true);
      expect(page.items).toHaveLength(Math.min(expected.length, 100));
    });

    it('combines groups with AND and values within a group with OR', async () => {
      const filter = { category: 'WATCHES', movements: ['Automatic', 'Manual'], dialColors: ['Black', 'Blue'], inStock: true };
      const page = await listing(filter);
      expect(ids(page.items)).toEqual(ids(oracle(filter)));
      expect(page.totalCount).toBeGreaterThan(0);
    });
  });

  describe('products: facet counts', () => {
    it('count every group under the others’ selections, a group ignoring its own', async () => {
      const filter = { category: 'WATCHES', brands: [sampleValue('brand', 'watches')], movements: ['Automatic'], minPrice: 100_000 };
      const { facets, totalCount } = await listing(filter);
      expect(totalCount).toBe(oracle(filter).length);

      const countBy = (rows: CatalogueRow[], pick: (row: CatalogueRow) => (string | null)[]) => {
        const counts: Record<string, number> = {};
        for (const row of rows) for (const value of pick(row)) if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
        return counts;
      };
      const asRecord = (values: { value: string; count: number }[]) => Object.fromEntries(values.map((v) => [v.value, v.count]));

      // Brands ignore the brand selection, so the other brands still show.
      expect(asRecord(facets.brands)).toEqual(countBy(oracle(filter, ['brands']), (row) => [row.brand]));
      expect(facets.brands.length).toBeGreaterThan(1);
      // Movements ignore the movement selection.
      expect(asRecord(facets.movements)).toEqual(countBy(oracle(filter, ['movements']), (row) => [row.movement]));
      // Groups without a selection count the listing itself.
      expect(asRecord(facets.dialColors)).toEqual(countBy(oracle(filter), (row) => [row.dialColor]));
      expect(asRecord(facets.materials)).toEqual(countBy(oracle(filter), (row) => row.materials));
      expect(asRecord(facets.waterResistances)).toEqual(countBy(oracle(filter), (row) => [bucket(row.waterResistanceM)]));
      expect(facets.boxAndPapers).toBe(oracle(filter).filter((row) => row.boxAndPapers).length);
      // The price range ignores the price filter.
      const unpriced = oracle(filter, ['minPrice']).map(paid);
      expect(facets.priceRange.min.amount).toBe(Math.round(Math.min(...unpriced) * 100));
      expect(facets.priceRange.max.amount).toBe(Math.round(Math.max(...unpriced) * 100));
      // Clothing groups are empty for a watch listing.
      expect(facets.sizes).toEqual([]);
      expect(facets.fits).toEqual([]);
    });

    it('clothing facets count sizes available, colours, styles, seasons and fits', async () => {
      const filter = { category: 'CLOTHING', sizes: ['M'] };
      const { facets } = await listing(filter);
      const sizes = Object.fromEntries(facets.sizes.map((v: { value: string; count: number }) => [v.value, v.count]));
      const expectedSizes: Record<string, number> = {};
      for (const row of oracle(filter, ['sizes'])) for (const size of row.availableSizes) expectedSizes[size] = (expectedSizes[size] ?? 0) + 1;
      expect(sizes).toEqual(expectedSizes);
      expect(facets.fits.reduce((sum: number, v: { count: number }) => sum + v.count, 0)).toBe(oracle(filter).filter((r) => r.fit).length);
    });
  });

  describe('products: sorts', () => {
    const monotone = <T>(values: T[], compare: (a: T, b: T) => number) => values.every((v, i) => i === 0 || compare(values[i - 1], v) <= 0);
    const price = (item: { price: { amount: number }; salePrice: { amount: number } | null }) => item.salePrice?.amount ?? item.price.amount;

    it.each([
      ['PRICE_ASC', (items: any[]) => monotone(items.map(price), (a, b) => a - b)],
      ['PRICE_DESC', (items: any[]) => monotone(items.map(price), (a, b) => b - a)],
      ['NEWEST', (items: any[]) => monotone(items.map((i) => Date.parse(i.createdAt)), (a, b) => b - a)],
      ['POPULAR', (items: any[]) => monotone(items.map((i) => i.viewCount), (a, b) => b - a)],
      ['NAME', (items: any[]) => monotone(items.map((i) => i.name), (a, b) => (a === b ? 0 : a < b ? -1 : 1))],
      ['BRAND', (items: any[]) => monotone(items.map((i) => i.brand), (a, b) => (a === b ? 0 : a < b ? -1 : 1))],
      ['RATING', (items: any[]) => monotone(items.map((i) => i.rating), (a, b) => b - a)],
    ])('%s orders the listing', async (sort, isOrdered) => {
      const { items } = await listing({ category: 'WATCHES' }, sort);
      expect(items.length).toBeGreaterThan(10);
      expect(isOrdered(items)).toBe(true);
    });

    it.each(['FEATURED', 'CURATED', 'TRENDING', 'DISCOUNT'])('%s returns every product once', async (sort) => {
      const { items, totalCount } = await listing({ category: 'CLOTHING' }, sort);
      expect(new Set(items.map((i: { id: string }) => i.id)).size).toBe(Math.min(totalCount, 100));
    });

    it('DISCOUNT puts the largest reduction first', async () => {
      const { items } = await listing({}, 'DISCOUNT', { offset: 0, limit: 10 });
      const share = (i: any) => (i.salePrice ? 1 - i.salePrice.amount / i.price.amount : 0);
      expect(share(items[0])).toBeGreaterThan(0);
      expect(monotone(items.map(share), (a: number, b: number) => b - a)).toBe(true);
    });
  });

  describe('products: pagination', () => {
    it('Load More pages of 12 and numbered pages of 24 cover the listing without overlap', async () => {
      const first = await listing({ category: 'WATCHES' }, 'NAME', { offset: 0, limit: 12 });
      const second = await listing({ category: 'WATCHES' }, 'NAME', { offset: 12, limit: 12 });
      const numbered = await listing({ category: 'WATCHES' }, 'NAME', { offset: 0, limit: 24 });
      expect(first.items).toHaveLength(12);
      expect([...first.items, ...second.items].map((i: any) => i.id)).toEqual(numbered.items.map((i: any) => i.id));
      expect(first.hasMore).toBe(true);
    });

    it('the last page is short and has no more; a page past the end is empty with the right total', async () => {
      const total = oracle({ category: 'CLOTHING' }).length;
      const lastOffset = Math.floor((total - 1) / 24) * 24;
      const last = await listing({ category: 'CLOTHING' }, 'NAME', { offset: lastOffset, limit: 24 });
      expect(last.items).toHaveLength(total - lastOffset);
      expect(last.hasMore).toBe(false);
      const beyond = await listing({ category: 'CLOTHING' }, 'NAME', { offset: lastOffset + 24, limit: 24 });
      expect(beyond.items).toEqual([]);
      expect(beyond.totalCount).toBe(total);
    });

    it('refuses page sizes over the maximum and negative offsets', async () => {
      for (const page of [{ offset: 0, limit: 101 }, { offset: -1, limit: 10 }, { offset: 0, limit: 0 }]) {
        const { body } = await app.graphql(PRODUCTS_QUERY, { page });
        expect(body.data).toBeNull();
        expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
        expect(body.errors[0].extensions.fields[0].field).toMatch(/^(limit|offset)$/);
      }
    });
  });

  describe('search', () => {
    it('finds the Rolex Submariner despite a typo, ranked first', async () => {
      const { body } = await app.graphql('{ searchProducts(q: "rolx submariner") { name brand } }');
      expect(body.data.searchProducts.length).toBeGreaterThan(0);
      expect(body.data.searchProducts[0].brand).toBe('Rolex');
      expect(body.data.searchProducts[0].name).toMatch(/Submariner/);
      for (const product of body.data.searchProducts) expect(product.name).toMatch(/Submariner/);
    });

    it('matches the start of a word, a reference and a material', async () => {
      const prefix = await app.graphql('{ searchProducts(q: "subm") { name } }');
      const names = prefix.body.data.searchProducts.map((p: { name: string }) => p.name);
      expect(names.length).toBeGreaterThan(0);
      // Submariners and the Submersible match alike; with no views yet (issue 37) no popularity orders them.
      expect(names.filter((name: string) => /Submariner/.test(name)).length).toBeGreaterThan(0);
      const withReference = all.find((row) => row.category === 'watches' && (row as any).reference);
      const byReference = await (await app.fetch(`/api/products/search?q=${encodeURIComponent((withReference as any).reference)}`)).json();
      expect(byReference.products.map((p: { id: number }) => p.id)).toContain(withReference!.id);
      const cashmere = await (await app.fetch('/api/products/search?q=cashmere')).json();
      expect(cashmere.products.length).toBeGreaterThan(0);
    });

    it('empty text finds nothing; limit, brand and inStock narrow the results', async () => {
      const empty = await (await app.fetch('/api/products/search?q=')).json();
      expect(empty.products).toEqual([]);
      const limited = await (await app.fetch('/api/products/search?q=watch&limit=3')).json();
      expect(limited.products.length).toBeLessThanOrEqual(3);
      const rolex = await (await app.fetch('/api/products/search?q=date&brand=Rolex&inStock=true')).json();
      for (const product of rolex.products) {
        expect(product.brand).toBe('Rolex');
        expect(product.stock).toBeGreaterThan(0);
      }
    });

    it('the listing search filter uses the same matching', async () => {
      const page = await listing({ search: 'rolx' });
      expect(page.totalCount).toBe(all.filter((row) => row.brand === 'Rolex').length);
    });
  });

  describe('similar products', () => {
    it('returns up to 4 others from the same department', async () => {
      const watch = all.find((row) => row.category === 'watches')!;
      const { body } = await app.graphql(`{ similarProducts(id: "${watch.id}") { id category } }`);
      expect(body.data.similarProducts).toHaveLength(4);
      for (const product of body.data.similarProducts) {
        expect(product.category).toBe('WATCHES');
        expect(Number(product.id)).not.toBe(watch.id);
      }
    });
  });

  describe('REST GET /api/products', () => {
    it('sends JSON as res.json would, with an ETag that answers If-None-Match with a 304', async () => {
      for (const path of ['/api/products?category=watches&limit=5', '/api/products?category=watches&limit=5&include=facets', '/api/products/search?q=watch&limit=4']) {
        const response = await app.fetch(path, { headers: { 'accept-encoding': 'identity' } });
        const text = await response.text();
        expect(response.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
        expect(Number(response.headers.get('content-length')), path).toBe(Buffer.byteLength(text));
        expect(JSON.stringify(JSON.parse(text)), path).toBe(text);
        const etag = response.headers.get('etag');
        expect(etag, path).toMatch(/^W\/"/);
        // fetch would add Cache-Control: no-cache to a conditional request (which a server must answer in full) unless one is given.
        const again = await app.fetch(path, { headers: { 'accept-encoding': 'identity', 'cache-control': 'max-age=0', 'if-none-match': etag! } });
        expect(again.status, path).toBe(304);
      }
    });

    it('accepts repeated and comma-joined list parameters alike', async () => {
      const [a, b] = [sampleValue('brand', 'watches'), sampleValue('brand', 'clothing')];
      const repeated = await (await app.fetch(`/api/products?brands=${encodeURIComponent(a)}&brands=${encodeURIComponent(b)}`)).json();
      const joined = await (await app.fetch(`/api/products?brands=${encodeURIComponent(`${a},${b}`)}`)).json();
      expect(ids(repeated)).toEqual(ids(joined));
      expect(ids(repeated)).toEqual(ids(oracle({ brands: [a, b] })));
    });

    it('takes prices in pounds and answers with the spec’s field names', async () => {
      const products = await (await app.fetch('/api/products?category=watches&minPrice=10000&maxPrice=20000&sortBy=price_asc')).json();
      expect(ids(products)).toEqual(ids(oracle({ category: 'WATCHES', minPrice: 1_000_000, maxPrice: 2_000_000 })));
      for (const product of products) {
        expect(Object.keys(product)).toEqual(expect.arrayContaining(['id', 'name', 'brand', 'price', 'salePrice', 'category', 'sizes', 'colors', 'materials', 'movement', 'inStock', 'stock']));
        expect(product.category).toBe('watches');
      }
    });

    it('passes every watch and clothing parameter of the spec', async () => {
      const watchQuery = 'category=watches&caseMaterial=Stainless%20Steel&dialColor=Black,Blue&strap=Metal%20Bracelet&movement=Automatic&waterResistance=100m&waterResistance=300m&caseSizeMin=36&caseSizeMax=44';
      const watches = await (await app.fetch(`/api/products?${watchQuery}`)).json();
      expect(ids(watches)).toEqual(
        ids(oracle({ category: 'WATCHES', caseMaterials: ['Stainless Steel'], dialColors: ['Black', 'Blue'], straps: ['Metal Bracelet'], movements: ['Automatic'], waterResistances: ['100m', '300m'], caseSizeMin: 36, caseSizeMax: 44 })),
      );
      const flags = await (await app.fetch('/api/products?category=watches&boxAndPapers=true&limitedEdition=true')).json();
      expect(ids(flags)).toEqual(ids(oracle({ category: 'WATCHES', boxAndPapers: true, limitedEdition: true })));
      const clothing = await (await app.fetch('/api/products?category=clothing&sizes=M,L&colors=Black&styles=Casual&styles=Business&seasons=All-Season&fit=Regular&inStock=true')).json();
      expect(ids(clothing)).toEqual(
        ids(oracle({ category: 'CLOTHING', sizes: ['M', 'L'], colors: ['Black'], styles: ['Casual', 'Business'], seasons: ['All-Season'], fits: ['Regular'], inStock: true })),
      );
    });

    it('includes facets when asked', async () => {
      const body = await (await app.fetch('/api/products?category=watches&include=facets&limit=24')).json();
      expect(body.products).toHaveLength(24);
      expect(body.totalCount).toBe(oracle({ category: 'WATCHES' }).length);
      expect(body.facets.brands.length).toBeGreaterThan(5);
      expect(body.facets.priceRange.min).toBeGreaterThan(0);
    });

    it.each([
      ['minPrice=abc', 'minPrice'],
      ['maxPrice=-5', 'maxPrice'],
      ['sortBy=cheapest', 'sortBy'],
      ['limit=-1', 'limit'],
      ['limit=1000', 'limit'],
      ['offset=1.5', 'offset'],
      ['category=shoes', 'category'],
      ['inStock=maybe', 'inStock'],
      ['waterResistance=20m', 'waterResistance'],
      ['caseSizeMin=big', 'caseSizeMin'],
    // The slider moves in whole millimetres; a fraction was a 500 from the database before.
    ['caseSizeMax=40.5', 'caseSizeMax'],
    ])('answers 400 naming the parameter for %s', async (query, parameter) => {
      const response = await app.fetch(`/api/products?${query}`);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe('BAD_REQUEST');
      expect(body.error.message).toContain(parameter);
    });

    it('GET /api/products/watches and /clothing list one department', async () => {
      const watches = await (await app.fetch('/api/products/watches?limit=5')).json();
      expect(watches.products).toHaveLength(5);
      expect(watches.products.every((p: { category: string }) => p.category === 'watches')).toBe(true);
      const clothing = await (await app.fetch('/api/products/clothing?inStock=true&limit=50')).json();
      expect(clothing.products.every((p: { category: string; stock: number }) => p.category === 'clothing' && p.stock > 0)).toBe(true);
    });

    it('sends the spec’s cache lifetimes', async () => {
      expect((await app.fetch('/api/products')).headers.get('cache-control')).toBe('public, max-age=180');
      expect((await app.fetch(`/api/products/${all[0].id}`)).headers.get('cache-control')).toBe('public, max-age=60');
    });
  });

  describe('catalogue read cache', () => {
    // A visitor's request from memory trusts this process's notifications (a signed-in user's asks the database:
    // engine-coherence.test.ts), so the engine shows a change once its NOTIFY has arrived, SQL on the next read.
    it('shows a product change written by anyone through the database: at once from SQL, from memory once notified', async () => {
      const target = all.find((row) => row.category === 'watches' && row.salePrice === null)!;
      const top = async () => (await listing({ category: 'WATCHES' }, 'PRICE_DESC', { offset: 0, limit: 1 })).items[0];
      const settled = (check: () => Promise<unknown>) => (adapter === 'sql' ? check() : eventually(check));
      expect(Number((await top()).id)).not.toBe(target.id);
      // A write by anyone (another server process, an admin tool) through the database.
      const setPrice = (pence: number) => app.orm.em.getConnection().execute('update product set price_pence = ? where id = ?', [pence, target.id]);
      await setPrice(99_999_900);
      try {
        const after = await settled(async () => {
          const item = await top();
          return Number(item.id) === target.id && item;
        });
        expect(after).toMatchObject({ id: String(target.id), price: { amount: 99_999_900 } });
        const detail = await (await app.fetch(`/api/products/${target.id}`)).json();
        expect(detail.price).toBe(999_999);
      } finally {
        await setPrice(Math.round(target.price * 100));
      }
      // Back as it was before the next test reads.
      expect(await settled(async () => Number((await top()).id) !== target.id)).toBe(true);
    });
  });

  describe('GraphQL cache hints', () => {
    it('answers GET queries with the lifetime of the field asked for', async () => {
      const get = (query: string) => app.fetch(`/graphql?query=${encodeURIComponent(query)}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect((await get('{ featuredProducts { id price { amount } } }')).headers.get('cache-control')).toBe('max-age=300, public');
      expect((await get('{ products { totalCount items { id } } }')).headers.get('cache-control')).toBe('max-age=180, public');
      expect((await get(`{ product(id: "${all[0].id}") { id } }`)).headers.get('cache-control')).toBe('max-age=60, public');
    });
  });
});

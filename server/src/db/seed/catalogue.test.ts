import type { RequiredEntityData } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../modules/catalog/product.entity';
import {
  CASE_MATERIALS,
  CLOTHING_COLORS,
  CLOTHING_SIZES,
  COMPLICATIONS,
  CONDITIONS,
  DAY_MS,
  DIAL_COLORS,
  FITS,
  GENDERS,
  LUXURY_CLOTHING_PENCE,
  LUXURY_WATCH_PENCE,
  MOVEMENTS,
  NEW_ARRIVAL_DAYS,
  ONE_SIZE,
  PRODUCT_TAGS,
  SEASONS,
  STRAP_MATERIALS,
  STYLES,
  WATER_RESISTANCE_BUCKETS,
  catalogueBatches,
  generateCatalogue,
  iterateCatalogue,
  type DatabaseFilledProductField,
  type ProductSeed,
} from './catalogue';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const demo = generateCatalogue({ count: 300, seed: 1, now: NOW });
const watches = demo.filter((p) => p.category === 'watches');
const clothing = demo.filter((p) => p.category === 'clothing');

// Compile-time: ProductSeed has exactly the entity's columns minus id, updatedAt and generated columns,
// and a seed is accepted by em.create(Product, seed) / em.insertMany(Product, seeds).
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const ENTITY_FIELDS = [
  'name', 'brand', 'model', 'sku', 'reference', 'description', 'detailedDescription', 'pricePence',
  'originalPricePence', 'salePricePence', 'imageUrl', 'galleryImages', 'category', 'materials', 'sizes',
  'availableSizes', 'colors', 'tags', 'features', 'specifications', 'careInstructions', 'stock', 'featured',
  'rating', 'viewCount', 'recentViews', 'recentPurchases', 'gender', 'condition', 'caseDiameterMm',
  'caseMaterial', 'dialColor', 'strapMaterial', 'movement', 'waterResistanceM', 'complications',
  'boxAndPapers', 'limitedEdition', 'fabric', 'season', 'style', 'fit', 'countryOfOrigin', 'createdAt',
] as const;
const seedKeysMatchEntity: Exact<keyof ProductSeed, Exclude<keyof Product, DatabaseFilledProductField>> = true;
const fieldListIsComplete: Exact<(typeof ENTITY_FIELDS)[number], keyof ProductSeed> = true;
const asEntityData = (seed: ProductSeed): RequiredEntityData<Product> => seed;
/** varchar lengths of the product table (product.entity.ts). */
const VARCHAR_LIMITS: Partial<Record<keyof ProductSeed, number>> = {
  name: 200, brand: 100, model: 120, sku: 64, reference: 64, imageUrl: 300, gender: 16, condition: 16,
  caseMaterial: 32, dialColor: 32, strapMaterial: 32, movement: 32, fabric: 100, season: 16, style: 16,
  fit: 16, countryOfOrigin: 60,
};

const daysBefore = (date: Date) => (NOW.getTime() - date.getTime()) / DAY_MS;
const count = <T>(items: readonly T[], predicate: (item: T) => boolean) => items.filter(predicate).length;

describe('generateCatalogue: shape', () => {
  it('produces the requested count, half watches and half clothing, alternating', () => {
    expect(demo).toHaveLength(300);
    expect(watches).toHaveLength(150);
    expect(clothing).toHaveLength(150);
    demo.forEach((p, i) => expect(p.category).toBe(i % 2 === 0 ? 'watches' : 'clothing'));
    expect(generateCatalogue({ count: 7, seed: 3, now: NOW }).map((p) => p.category)).toEqual([
      'watches', 'clothing', 'watches', 'clothing', 'watches', 'clothing', 'watches',
    ]);
    expect(generateCatalogue({ count: 0, now: NOW })).toEqual([]);
    expect(() => generateCatalogue({ count: -1 })).toThrow(RangeError);
    expect(() => generateCatalogue({ count: 1.5 })).toThrow(RangeError);
  });

  it('matches the Product entity: every insertable column, none undefined', () => {
    expect(seedKeysMatchEntity).toBe(true);
    expect(fieldListIsComplete).toBe(true);
    expect(asEntityData(demo[0]!)).toBe(demo[0]);
    for (const p of demo) {
      expect(Object.keys(p).sort()).toEqual([...ENTITY_FIELDS].sort());
      for (const field of ENTITY_FIELDS) expect(p[field], `${p.sku}.${field}`).not.toBeUndefined();
      expect(p.rating).toBe('4.9');
      expect(p.createdAt).toBeInstanceOf(Date);
      for (const [field, max] of Object.entries(VARCHAR_LIMITS) as [keyof ProductSeed, number][]) {
        const value = p[field];
        if (typeof value === 'string') expect(value.length, `${p.sku}.${field}`).toBeLessThanOrEqual(max);
      }
    }
  });

  it('gives unique, well-formed SKUs and image URLs derived from them', () => {
    expect(new Set(demo.map((p) => p.sku)).size).toBe(demo.length);
    demo.forEach((p, i) => {
      expect(p.sku).toBe(`AUR-${p.category === 'watches' ? 'W' : 'C'}-${String(i + 1).padStart(6, '0')}`);
      expect(p.imageUrl).toBe(`/images/products/${p.sku}/0.webp`);
      expect(p.galleryImages).toEqual([1, 2, 3].map((v) => `/images/products/${p.sku}/${v}.webp`));
    });
  });

  it('names watches "Brand Model" with a manufacturer reference, clothing "Brand Garment"', () => {
    for (const p of watches) {
      expect(p.name).toBe(`${p.brand} ${p.model}`);
      expect(p.reference).toMatch(/\S/);
    }
    for (const p of clothing) {
      expect(p.name).toBe(`${p.brand} ${p.model}`);
      expect(p.reference).toBeNull();
    }
    expect(new Set(watches.map((p) => p.brand)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(clothing.map((p) => p.brand)).size).toBeGreaterThanOrEqual(20);
    expect(watches.some((p) => p.brand === 'Rolex' && p.model === 'Submariner Date')).toBe(true);
  });
});

describe('generateCatalogue: determinism', () => {
  it('returns identical products for the same (count, seed, now)', () => {
    expect(generateCatalogue({ count: 300, seed: 1, now: NOW })).toEqual(demo);
  });

  it('returns a different catalogue for a different seed', () => {
    const other = generateCatalogue({ count: 300, seed: 2, now: NOW });
    expect(other).not.toEqual(demo);
    expect(other.filter((p, i) => p.name !== demo[i]!.name).length).toBeGreaterThan(100);
  });

  it('defaults to seed 1 and streams the same products in batches', () => {
    expect(generateCatalogue({ count: 300, now: NOW })).toEqual(demo);
    expect([...iterateCatalogue({ count: 300, seed: 1, now: NOW })]).toEqual(demo);
    const batches = [...catalogueBatches({ count: 300, seed: 1, now: NOW }, 64)];
    expect(batches.map((b) => b.length)).toEqual([64, 64, 64, 64, 44]);
    expect(batches.flat()).toEqual(demo);
  });
});

describe('generateCatalogue: §9 filter values in the 300-product demo', () => {
  const covered = (label: string, values: readonly unknown[], actual: readonly unknown[]) => {
    for (const value of values) expect(actual.includes(value), `${label}: ${value}`).toBe(true);
  };

  it('matches every watch filter value', () => {
    covered('caseMaterial', CASE_MATERIALS, watches.map((p) => p.caseMaterial));
    covered('dialColor', DIAL_COLORS, watches.map((p) => p.dialColor));
    covered('strapMaterial', STRAP_MATERIALS, watches.map((p) => p.strapMaterial));
    covered('movement', MOVEMENTS, watches.map((p) => p.movement));
    covered('complications', COMPLICATIONS, watches.flatMap((p) => p.complications));
    covered('condition', CONDITIONS, watches.map((p) => p.condition));
    covered('boxAndPapers', [true, false], watches.map((p) => p.boxAndPapers));
    covered('limitedEdition', [true, false], watches.map((p) => p.limitedEdition));
    for (const bucket of WATER_RESISTANCE_BUCKETS) {
      expect(count(watches, (p) => p.waterResistanceM! >= bucket.min && p.waterResistanceM! <= bucket.max), bucket.label).toBeGreaterThan(0);
    }
    covered('waterResistanceM', [30, 50, 100, 200, 300, 500], watches.map((p) => p.waterResistanceM));
  });

  it('uses only vocabulary values on watches, with consistent watch-only fields', () => {
    for (const p of watches) {
      expect(CASE_MATERIALS).toContain(p.caseMaterial);
      expect(DIAL_COLORS).toContain(p.dialColor);
      expect(STRAP_MATERIALS).toContain(p.strapMaterial);
      expect(MOVEMENTS).toContain(p.movement);
      expect(GENDERS).toContain(p.gender);
      expect(CONDITIONS).toContain(p.condition);
      for (const c of p.complications) expect(COMPLICATIONS).toContain(c);
      expect(Number.isInteger(p.caseDiameterMm)).toBe(true);
      expect(p.caseDiameterMm).toBeGreaterThanOrEqual(30);
      expect(p.caseDiameterMm).toBeLessThanOrEqual(50);
      expect(Number.isInteger(p.waterResistanceM)).toBe(true);
      expect(p.sizes).toEqual([]);
      expect(p.availableSizes).toEqual([]);
      expect(p.colors[0]).toBe(p.dialColor);
      for (const c of p.colors) expect(DIAL_COLORS).toContain(c);
      expect(p.fabric).toBeNull();
      expect(p.style).toBeNull();
      expect(p.specifications.Reference).toBe(p.reference);
      expect(p.specifications['Water Resistance']).toMatch(/^[\d,]+ m$/);
    }
    const diameters = new Set(watches.map((p) => p.caseDiameterMm!));
    expect(Math.min(...diameters)).toBeLessThanOrEqual(31);
    expect(Math.max(...diameters)).toBeGreaterThanOrEqual(46);
  });

  it('matches every clothing filter value', () => {
    covered('sizes', CLOTHING_SIZES, clothing.flatMap((p) => p.sizes));
    covered('colors', CLOTHING_COLORS, clothing.flatMap((p) => p.colors));
    covered('style', STYLES, clothing.map((p) => p.style));
    covered('season', SEASONS, clothing.map((p) => p.season));
    covered('fit', FITS, clothing.map((p) => p.fit));
    covered('gender', GENDERS, clothing.map((p) => p.gender));
  });

  it('uses only vocabulary values on clothing, with sold-out sizes a subset of sizes', () => {
    for (const p of clothing) {
      for (const s of p.sizes) expect([...CLOTHING_SIZES, ONE_SIZE]).toContain(s);
      for (const s of p.availableSizes) expect(p.sizes).toContain(s);
      if (p.stock === 0) expect(p.availableSizes).toEqual([]);
      else expect(p.availableSizes.length).toBeGreaterThan(0);
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      for (const c of p.colors) expect(CLOTHING_COLORS).toContain(c);
      expect(STYLES).toContain(p.style);
      expect(SEASONS).toContain(p.season);
      if (p.style !== 'Accessories') expect(FITS).toContain(p.fit);
      expect(GENDERS).toContain(p.gender);
      expect(p.condition).toBe('New');
      expect(p.fabric).toMatch(/\S/);
      expect(p.countryOfOrigin).toMatch(/\S/);
      expect(p.caseMaterial).toBeNull();
      expect(p.complications).toEqual([]);
      expect(Object.keys(p.specifications)).toEqual(['Fabric', 'Fit', 'Lining', 'Closure', 'Country of Origin', 'Season', 'Style']);
    }
    expect(count(clothing, (p) => p.colors.length >= 5 && p.sizes.length >= 4)).toBeGreaterThan(0);
    expect(count(clothing, (p) => p.stock > 0 && p.availableSizes.length < p.sizes.length)).toBeGreaterThan(0);
  });

  it('lists 1-4 materials per product, some with 3 or more', () => {
    for (const p of demo) {
      expect(p.materials.length).toBeGreaterThanOrEqual(1);
      expect(p.materials.length).toBeLessThanOrEqual(4);
      expect(new Set(p.materials).size).toBe(p.materials.length);
    }
    expect(count(watches, (p) => p.materials.length >= 3)).toBeGreaterThan(0);
    expect(count(clothing, (p) => p.materials.length >= 3)).toBeGreaterThan(0);
  });
});

describe('generateCatalogue: merchandising', () => {
  it('features exactly 8 in-stock, new products, 4 per category, from distinct brands', () => {
    const featured = demo.filter((p) => p.featured);
    expect(featured).toHaveLength(8);
    expect(count(featured, (p) => p.category === 'watches')).toBe(4);
    expect(new Set(featured.map((p) => p.brand)).size).toBe(8);
    for (const p of featured) {
      expect(p.stock).toBeGreaterThan(0);
      expect(p.condition).toBe('New');
    }
    for (const n of [9, 40, 1000]) expect(count(generateCatalogue({ count: n, seed: 5, now: NOW }), (p) => p.featured)).toBe(8);
    expect(count(generateCatalogue({ count: 5, now: NOW }), (p) => p.featured)).toBe(5);
  });

  it('has out-of-stock, low-stock and well-stocked products in roughly 10/25/65 shares', () => {
    const zero = count(demo, (p) => p.stock === 0);
    const low = count(demo, (p) => p.stock >= 1 && p.stock <= 5);
    const high = count(demo, (p) => p.stock > 5);
    expect(zero).toBeGreaterThan(0);
    expect(low).toBeGreaterThan(0);
    expect(high).toBeGreaterThan(0);
    expect(zero / demo.length).toBeGreaterThan(0.04);
    expect(zero / demo.length).toBeLessThan(0.18);
    expect(low / demo.length).toBeGreaterThan(0.15);
    expect(low / demo.length).toBeLessThan(0.4);
    for (const p of demo) {
      expect(Number.isInteger(p.stock)).toBe(true);
      expect(p.stock).toBeLessThanOrEqual(40);
    }
  });

  it('prices in whole pence within realistic ranges, with sale prices 10-30% below list', () => {
    for (const p of demo) {
      expect(Number.isInteger(p.pricePence)).toBe(true);
      expect(p.pricePence % 100).toBe(0);
      if (p.salePricePence === null) {
        expect(p.originalPricePence === null || p.originalPricePence === p.pricePence).toBe(true);
      } else {
        expect(p.salePricePence % 100).toBe(0);
        expect(p.salePricePence).toBeLessThan(p.pricePence);
        expect(p.salePricePence).toBeGreaterThan(0);
        expect(p.originalPricePence).toBe(p.pricePence);
        const off = 1 - p.salePricePence / p.pricePence;
        expect(off).toBeGreaterThanOrEqual(0.09);
        expect(off).toBeLessThanOrEqual(0.31);
      }
    }
    const onSale = count(demo, (p) => p.salePricePence !== null);
    expect(onSale / demo.length).toBeGreaterThan(0.08);
    expect(onSale / demo.length).toBeLessThan(0.25);
    expect(count(demo, (p) => p.pricePence < 100_000)).toBeGreaterThan(0);
    expect(count(demo, (p) => p.pricePence > 2_000_000)).toBeGreaterThan(0);
    for (const p of clothing) {
      expect(p.pricePence).toBeGreaterThanOrEqual(10_000);
      expect(p.pricePence).toBeLessThanOrEqual(1_000_000);
    }
    expect(Math.max(...watches.map((p) => p.pricePence))).toBeLessThanOrEqual(30_000_000);
  });

  it('tags New Arrivals exactly for products created in the last 60 days', () => {
    for (const p of demo) {
      const age = daysBefore(p.createdAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(540);
      expect(p.tags.includes('New Arrivals'), p.sku).toBe(age < NEW_ARRIVAL_DAYS);
    }
    expect(count(demo, (p) => daysBefore(p.createdAt) < NEW_ARRIVAL_DAYS) / demo.length).toBeGreaterThanOrEqual(0.08);
  });

  it('keeps the other tags consistent with gender, price, condition and house', () => {
    for (const p of demo) {
      for (const tag of p.tags) expect(PRODUCT_TAGS).toContain(tag);
      expect(new Set(p.tags).size).toBe(p.tags.length);
      expect(p.tags.includes('Men'), p.sku).toBe(p.gender === 'Men' || p.gender === 'Unisex');
      expect(p.tags.includes('Women'), p.sku).toBe(p.gender === 'Women' || p.gender === 'Unisex');
      if (p.tags.includes('Vintage')) expect(p.category === 'watches' && p.condition !== 'New', p.sku).toBe(true);
      const luxuryFloor = p.category === 'watches' ? LUXURY_WATCH_PENCE : LUXURY_CLOTHING_PENCE;
      expect(p.tags.includes('Luxury'), p.sku).toBe(p.pricePence >= luxuryFloor);
      if (p.category === 'watches') expect(p.tags).not.toContain('Designer');
    }
    for (const tag of PRODUCT_TAGS) expect(count(demo, (p) => p.tags.includes(tag)), tag).toBeGreaterThan(0);
    // Older references are always pre-owned; most pre-owned watches in the demo are such references.
    expect(count(watches, (p) => p.tags.includes('Vintage'))).toBeGreaterThan(count(watches, (p) => p.condition !== 'New') / 3);
  });

  it('writes varied copy, 3-6 features, 2-4 care instructions and no invented popularity (issue 37)', () => {
    expect(new Set(demo.map((p) => p.description)).size).toBeGreaterThan(290);
    expect(new Set(demo.map((p) => p.detailedDescription)).size).toBeGreaterThan(290);
    for (const p of demo) {
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.detailedDescription!.length).toBeGreaterThan(p.description.length);
      expect(p.features.length).toBeGreaterThanOrEqual(3);
      expect(p.features.length).toBeLessThanOrEqual(6);
      expect(p.careInstructions.length).toBeGreaterThanOrEqual(2);
      expect(p.careInstructions.length).toBeLessThanOrEqual(4);
      expect([p.viewCount, p.recentViews, p.recentPurchases]).toEqual([0, 0, 0]);
      expect(p.description).not.toMatch(/undefined|null|NaN|\s{2}/);
      expect(p.detailedDescription).not.toMatch(/undefined|null|NaN|\s{2}/);
    }
  });
});

describe('generateCatalogue: benchmark size', () => {
  it('generates 100,000 products with unique SKUs and 8 featured', () => {
    const big = generateCatalogue({ count: 100_000, seed: 42, now: NOW });
    expect(big).toHaveLength(100_000);
    expect(new Set(big.map((p) => p.sku)).size).toBe(100_000);
    expect(count(big, (p) => p.featured)).toBe(8);
    expect(count(big, (p) => p.category === 'watches')).toBe(50_000);
    const onSale = count(big, (p) => p.salePricePence !== null) / big.length;
    expect(onSale).toBeGreaterThan(0.13);
    expect(onSale).toBeLessThan(0.17);
    const outOfStock = count(big, (p) => p.stock === 0) / big.length;
    expect(outOfStock).toBeGreaterThan(0.08);
    expect(outOfStock).toBeLessThan(0.12);
  });
});

import { describe, expect, it } from 'vitest';
import { WATCH_DRAFT } from './product-admin.test-helpers';
import { PRODUCT_MESSAGES } from '@aurum/rules/catalog/product-rules';
import { checkRestock, checkSelection, type ProductDraft, salePriceFor, validateProductDraft } from './product-rules';

const failure = (draft: Partial<ProductDraft>) => {
  try {
    validateProductDraft({ ...WATCH_DRAFT, ...draft });
  } catch (error) {
    const { message, details, code } = error as { message: string; details: { field: string }; code: string };
    return { code, field: details.field, message };
  }
  return null;
};

describe('product validation', () => {
  it('accepts a full watch and normalises it (trimmed, SKU upper-case, specifications as a map)', () => {
    const fields = validateProductDraft({ ...WATCH_DRAFT, sku: ' tst-diver-42 ', name: '  Test Diver 42 ', colors: ['Black', ' Black ', ''] });
    expect(fields).toMatchObject({ sku: 'TST-DIVER-42', name: 'Test Diver 42', colors: ['Black'], specifications: { 'Case Diameter': '42 mm' } });
  });

  it('requires name, brand, SKU and description', () => {
    expect(failure({ name: '   ' })).toEqual({ code: 'BAD_USER_INPUT', field: 'name', message: 'Name is required' });
    expect(failure({ brand: '' })).toEqual({ code: 'BAD_USER_INPUT', field: 'brand', message: 'Brand is required' });
    expect(failure({ sku: '' })).toEqual({ code: 'BAD_USER_INPUT', field: 'sku', message: 'SKU is required' });
    expect(failure({ description: ' ' })).toEqual({ code: 'BAD_USER_INPUT', field: 'description', message: 'Description is required' });
    expect(failure({ name: 'x'.repeat(201) })?.message).toBe('Name must be at most 200 characters');
    expect(failure({ name: 'x'.repeat(200) })).toBeNull();
    expect(failure({ sku: 'AB CD' })?.message).toBe(PRODUCT_MESSAGES.skuFormat);
  });

  it('price: above £0 and at most £10,000,000; sale price above £0 and below the price', () => {
    expect(failure({ pricePence: 0 })).toMatchObject({ field: 'pricePence', message: 'Price must be more than £0' });
    expect(failure({ pricePence: 1 })).toBeNull();
    expect(failure({ pricePence: 1_000_000_000 })).toBeNull();
    expect(failure({ pricePence: 1_000_000_001 })).toMatchObject({ field: 'pricePence', message: 'Price must be at most £10,000,000' });
    expect(failure({ pricePence: 10.5 })?.field).toBe('pricePence');
    expect(failure({ salePricePence: 500_000 })).toMatchObject({ field: 'salePricePence', message: 'Sale price must be below the price' });
    expect(failure({ salePricePence: 499_999 })).toBeNull();
    expect(failure({ salePricePence: 0 })).toMatchObject({ field: 'salePricePence', message: 'Sale price must be more than £0' });
    expect(failure({ salePricePence: null })).toBeNull();
  });

  it('stock 0 to 100,000 whole; available sizes among the sizes; condition and gender from their lists', () => {
    expect(failure({ stock: -1 })).toMatchObject({ field: 'stock', message: 'Stock must be a whole number from 0 to 100,000' });
    expect(failure({ stock: 0 })).toBeNull();
    expect(failure({ stock: 100_000 })).toBeNull();
    expect(failure({ stock: 100_001 })?.field).toBe('stock');
    expect(failure({ sizes: ['S', 'M'], availableSizes: ['M', 'L'] })).toMatchObject({ field: 'availableSizes', message: 'Available sizes must be among the sizes' });
    expect(failure({ sizes: ['S', 'M'], availableSizes: ['M'] })).toBeNull();
    expect(failure({ condition: 'Mint' })?.message).toBe('Condition must be New, Excellent, Very Good, Good or Fair');
    expect(failure({ gender: 'Kids' })?.message).toBe('Gender must be Men, Women or Unisex');
  });

  it('watch extras: case 20–60 mm, water resistance 0–12,000 m', () => {
    expect(failure({ caseDiameterMm: 19 })?.message).toBe('Case diameter must be a whole number from 20 to 60 mm');
    expect(failure({ caseDiameterMm: 20 })).toBeNull();
    expect(failure({ caseDiameterMm: 61 })?.field).toBe('caseDiameterMm');
    expect(failure({ waterResistanceM: 12_001 })?.message).toBe('Water resistance must be a whole number from 0 to 12,000 m');
  });

  it('lists hold at most 30 entries of at most 100 characters', () => {
    expect(failure({ features: Array.from({ length: 31 }, (_, i) => `f${i}`) })?.field).toBe('features');
    expect(failure({ features: Array.from({ length: 30 }, (_, i) => `f${i}`) })).toBeNull();
    expect(failure({ tags: ['x'.repeat(101)] })?.message).toBe(PRODUCT_MESSAGES.listEntries);
  });
});

describe('bulk rules', () => {
  it('sale by percent: rounded to the penny, always below the price, 1 to 90 %', () => {
    expect(salePriceFor(100_000, 10)).toBe(90_000);
    expect(salePriceFor(999, 15)).toBe(849);
    expect(salePriceFor(2, 1)).toBe(1);
    expect(() => salePriceFor(100_000, 0)).toThrow(PRODUCT_MESSAGES.salePercent);
    expect(() => salePriceFor(100_000, 91)).toThrow(PRODUCT_MESSAGES.salePercent);
    expect(salePriceFor(100_000, 90)).toBe(10_000);
  });

  it('restock 1 to 10,000; a selection of 1 to 200 ids', () => {
    expect(() => checkRestock(0)).toThrow(PRODUCT_MESSAGES.restockQuantity);
    expect(checkRestock(10_000)).toBe(10_000);
    expect(() => checkRestock(10_001)).toThrow(PRODUCT_MESSAGES.restockQuantity);
    expect(() => checkSelection([])).toThrow(PRODUCT_MESSAGES.selection);
    expect(checkSelection([3, 3, 4])).toEqual([3, 4]);
    expect(() => checkSelection(Array.from({ length: 201 }, (_, i) => i + 1))).toThrow(PRODUCT_MESSAGES.selection);
  });
});

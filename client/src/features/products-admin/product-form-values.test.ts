import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, FORM_MESSAGES, toProductInput, validateProductForm } from './product-form-values';

const valid = { ...EMPTY_PRODUCT, name: 'Diver', brand: 'Aurum', sku: 'AUR-1', description: 'A diver.', price: '1,250', stock: '3' };

describe('the product form', () => {
  it('sends pounds as pence and lists as lists', () => {
    const input = toProductInput({ ...valid, salePrice: '999.99', sizes: 'S, M, L', availableSizes: 'M', features: 'One\n\nTwo', specifications: 'Case: 41 mm\nMovement: Automatic' });
    expect(input).toMatchObject({ pricePence: 125_000, salePricePence: 99_999, originalPricePence: null, stock: 3, sizes: ['S', 'M', 'L'], availableSizes: ['M'], features: ['One', 'Two'] });
    expect(input.specifications).toEqual([{ name: 'Case', value: '41 mm' }, { name: 'Movement', value: 'Automatic' }]);
  });

  it('asks for the required fields, a price above £0 and a sale price below it', () => {
    expect(validateProductForm(valid)).toEqual({});
    expect(validateProductForm({ ...EMPTY_PRODUCT })).toMatchObject({ name: FORM_MESSAGES.name, brand: FORM_MESSAGES.brand, sku: FORM_MESSAGES.sku, description: FORM_MESSAGES.description, price: FORM_MESSAGES.price });
    expect(validateProductForm({ ...valid, salePrice: '1250' }).salePrice).toBe('Sale price must be below the price');
    expect(validateProductForm({ ...valid, salePrice: '1249.99' }).salePrice).toBeUndefined();
    expect(validateProductForm({ ...valid, price: '12.345' }).price).toBe(FORM_MESSAGES.amount);
  });

  it('stock is a whole number up to 100,000; available sizes come from the sizes', () => {
    expect(validateProductForm({ ...valid, stock: '-1' }).stock).toBe(FORM_MESSAGES.stock);
    expect(validateProductForm({ ...valid, stock: '100001' }).stock).toBe(FORM_MESSAGES.stock);
    expect(validateProductForm({ ...valid, stock: '100000' }).stock).toBeUndefined();
    expect(validateProductForm({ ...valid, sizes: 'S, M', availableSizes: 'L' }).availableSizes).toBe(FORM_MESSAGES.availableSizes);
  });
});

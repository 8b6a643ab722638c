import { describe, expect, it } from 'vitest';
import { PRODUCT_PHOTO_MESSAGES, productPhotosError } from '@aurum/rules/catalog/product-photos';
import { usesGeneratedArt } from './product-photos';

const jpeg = (size = 1000) => ({ type: 'image/jpeg', size });

describe('staff pictures before sending', () => {
  it('takes 1 to 4 images and names the first rule broken', () => {
    expect(productPhotosError([])).toBe(PRODUCT_PHOTO_MESSAGES.count);
    expect(productPhotosError([jpeg()])).toBeUndefined();
    expect(productPhotosError([jpeg(), jpeg(), jpeg(), jpeg()])).toBeUndefined();
    expect(productPhotosError([jpeg(), jpeg(), jpeg(), jpeg(), jpeg()])).toBe(PRODUCT_PHOTO_MESSAGES.count);
    expect(productPhotosError([jpeg(), { type: 'application/pdf', size: 10 }])).toBe(PRODUCT_PHOTO_MESSAGES.type);
    expect(productPhotosError([jpeg(10 * 1024 * 1024)])).toBeUndefined();
    expect(productPhotosError([jpeg(10 * 1024 * 1024 + 1)])).toBe(PRODUCT_PHOTO_MESSAGES.size);
  });

  it('tells generated art from uploads by the URL', () => {
    expect(usesGeneratedArt('ROL-1', '/images/products/ROL-1/0.webp')).toBe(true);
    expect(usesGeneratedArt('ROL-1', '/images/uploads/products/0b7c.webp')).toBe(false);
  });
});

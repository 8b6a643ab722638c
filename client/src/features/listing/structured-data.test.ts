import { describe, expect, it } from 'vitest';
import { cutDescription, itemListJsonLd, jsonForScript, type StructuredProduct } from './structured-data';

const product = (id: number): StructuredProduct => ({
  id: String(id),
  name: `Watch ${id}`,
  brand: 'Omega',
  sku: `AUR-${id}`,
  description: 'A'.repeat(400),
  imageUrl: `/images/products/AUR-${id}/0.webp`,
  pricePence: 1234550,
  inStock: id % 2 === 0,
});

describe('listing structured data', () => {
  it('lists up to 40 products with GBP offers', () => {
    const data = itemListJsonLd('Luxury Watches', Array.from({ length: 45 }, (_, i) => product(i + 1)), 'https://aurum.test');
    expect(data.itemListElement).toHaveLength(40);
    expect(data.numberOfItems).toBe(40);
    const first = data.itemListElement[0];
    expect(first.position).toBe(1);
    expect(first.item.offers).toMatchObject({ price: '12345.50', priceCurrency: 'GBP', availability: 'https://schema.org/OutOfStock' });
    expect(first.item.url).toBe('https://aurum.test/product/1');
    expect(first.item.image).toBe('https://aurum.test/images/products/AUR-1/0.webp');
  });

  it('cuts descriptions to 180 characters', () => {
    expect(cutDescription('x'.repeat(400))).toHaveLength(180);
    expect(cutDescription('x'.repeat(180))).toBe('x'.repeat(180));
    expect(cutDescription('short  text\n')).toBe('short text');
  });

  it('cannot be closed early by product text', () => {
    expect(jsonForScript({ d: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

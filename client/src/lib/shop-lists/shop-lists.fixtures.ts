import type { ListProduct } from './list-product';

/** A list product for tests; `n` varies the id, name and price. */
export function listProduct(n: number, extra: Partial<ListProduct> = {}): ListProduct {
  return {
    id: String(n),
    name: `Product ${n}`,
    brand: 'Maison',
    price: 100_000 + n,
    imageUrl: `/img/${n}.jpg`,
    category: 'watches',
    ...extra,
  };
}

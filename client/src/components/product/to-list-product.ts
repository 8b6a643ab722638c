import type { ListProduct } from '../../lib/shop-lists';
import type { QuickView_ProductFragment } from '../../gql/graphql';
import { payablePence } from './card-rules';

/** The slice the wishlist, compare list and cart keep (price = what the shopper pays, in pence). */
export function toListProduct(p: QuickView_ProductFragment): ListProduct {
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    price: payablePence(p),
    imageUrl: p.imageUrl,
    category: p.category === 'WATCHES' ? 'watches' : 'clothing',
    materials: p.materials,
    colors: p.colors,
    tags: p.tags,
  };
}

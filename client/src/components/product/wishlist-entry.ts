import type { WishlistEntry_ItemFragment } from '../../gql/graphql';
import type { WishlistItem } from '../../lib/shop-lists/list-product';
import { payablePence } from './card-rules';

/** The account list's entry as the shop lists' item (price = what the shopper pays now, in pence). */
export function fromEntry({ product }: WishlistEntry_ItemFragment): WishlistItem {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    price: payablePence(product),
    imageUrl: product.imageUrl,
    category: product.category === 'WATCHES' ? 'watches' : 'clothing',
  };
}

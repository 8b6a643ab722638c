import { CartPage } from '../features/cart/cart-page';

/** /cart (storefront.md §2). */
export default function CartRoute() {
  return <CartPage />;
}

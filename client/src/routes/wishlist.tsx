import { WishlistPage } from '../features/wishlist';

/** `/wishlist`. */
export default function WishlistRoute() {
  return <WishlistPage />;
}

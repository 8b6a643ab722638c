export { WishlistPage } from './wishlist-page';

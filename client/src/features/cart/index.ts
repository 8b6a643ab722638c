export { cartAtom, cartCountAtom, formatCartCount, CART_UPDATED_EVENT, type CartItem } from './cart-state';

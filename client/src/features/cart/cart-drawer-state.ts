import { atom } from 'jotai';

/** Whether the cart drawer is open; the header's cart icon opens it. */
export const cartDrawerOpenAtom = atom(false);

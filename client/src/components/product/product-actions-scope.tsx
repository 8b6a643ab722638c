import { createContext, useContext, type ReactNode } from 'react';
import { GENERAL_CART_TOASTS, useProductActions, type CartToastTexts } from './use-product-actions';

type ProductActions = ReturnType<typeof useProductActions>;

const ProductActionsContext = createContext<ProductActions | null>(null);

/**
 * One set of product actions (wishlist, compare, cart, with their toasts) for every card inside: a grid of
 * 24 cards reads the wishlist, subscribes to its query and prepares its mutations once, not 24 times
 * (issue 17: the work of a listing's first render).
 */
export function ProductActionsScope({ cartToasts = GENERAL_CART_TOASTS, children }: { cartToasts?: CartToastTexts; children: ReactNode }) {
  const actions = useProductActions(cartToasts);
  return <ProductActionsContext.Provider value={actions}>{children}</ProductActionsContext.Provider>;
}

/** The actions of the enclosing ProductActionsScope. */
export function useScopedProductActions(): ProductActions {
  const actions = useContext(ProductActionsContext);
  if (!actions) throw new Error('A product card needs a ProductActionsScope around it');
  return actions;
}

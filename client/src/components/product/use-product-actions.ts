import { useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useToast } from '../ui';
import { trackEvent, useAddToCart, useCompare, useProductInteractions } from '../../lib/shop-lists';
import type { QuickView_ProductFragment } from '../../gql/graphql';
import { defaultSize } from './default-size';
import { toListProduct } from './to-list-product';
import { recordProductInterest } from '../../features/insights/record-product-interest';
import { useWishlist } from './use-wishlist';

/** Toast texts for adding to the cart; they differ between listings (storefront.md §4). */
export interface CartToastTexts {
  added: { title: string; description?: (name: string) => string };
  failed: { title: string; description: string };
}

/** The general listing, quick view and product pages. */
export const GENERAL_CART_TOASTS: CartToastTexts = {
  added: { title: 'Added to Cart' },
  failed: { title: 'Error', description: 'Could not add product to cart. Please try again.' },
};

/** The dedicated /watches and /clothing listings. */
export const DEDICATED_CART_TOASTS: CartToastTexts = {
  added: { title: 'Added to cart', description: (name) => `${name} has been added to your cart.` },
  failed: { title: 'Error adding to cart', description: 'Please try again.' },
};

/** The account's list could not be changed (offline, server error). */
export const WISHLIST_FAILED = { title: 'Error', description: 'Could not update your wishlist. Please try again.' } as const;

type ActionProduct = QuickView_ProductFragment;

/**
 * Wishlist, compare and cart actions with the spec's toasts, analytics
 * events and interaction records, shared by cards and quick view.
 */
export function useProductActions(cartToasts: CartToastTexts = GENERAL_CART_TOASTS) {
  const { toast } = useToast();
  const store = useStore();
  const wishlist = useWishlist();
  const compare = useCompare();
  const addLine = useAddToCart();
  const interactions = useProductInteractions();
  const compareCount = compare.items.length;

  /**
   * `size`: the size the page has selected (product page, quick view). Adding a sized clothing piece to a
   * signed-in customer's list without one asks which size to follow (wishlist-size.ts); closing that adds nothing.
   */
  const toggleWishlist = useCallback(
    async (product: ActionProduct, options: { size?: string | null } = {}) => {
      try {
        let size: string | null = null;
        // Only a signed-in customer's add follows a size; the rules load then (with the account's list), not with every card.
        if (wishlist.mode === 'account' && !wishlist.has(product.id)) {
          const sizing = await import('./wishlist-size');
          let chosen = options.size;
          if (sizing.needsSizeQuestion(product, { adding: true, account: true, chosenSize: chosen })) {
            chosen = await sizing.askWishlistSize(store, product);
            if (chosen === undefined) return;
          }
          size = sizing.followedSize(product, chosen);
        }
        const result = await wishlist.toggle(toListProduct(product), size);
        interactions.setWishlisted(product.id, result === 'added');
        trackEvent('wishlist_toggle', { productId: product.id, action: result });
        const followed = result === 'added' && size ? `${product.name}, size ${size}` : product.name;
        toast({ title: result === 'added' ? 'Added to wishlist' : 'Removed from wishlist', description: followed });
      } catch (error) {
        console.warn('Could not change the wishlist', error);
        toast({ title: WISHLIST_FAILED.title, description: WISHLIST_FAILED.description, variant: 'error' });
      }
    },
    [wishlist, interactions, toast, store],
  );

  const toggleCompare = useCallback(
    (product: ActionProduct) => {
      const result = compare.toggle(toListProduct(product));
      trackEvent('compare_toggle', { productId: product.id, action: result });
      if (result === 'full') {
        toast({ title: 'Comparison list is full', description: `${compare.max} of ${compare.max} selected. Remove a piece to add another.` });
        return;
      }
      const count = compareCount + (result === 'added' ? 1 : -1);
      toast({
        title: result === 'added' ? 'Added to comparison' : 'Removed from comparison',
        description: `${count} of ${compare.max} selected`,
      });
    },
    [compare, compareCount, toast],
  );

  const addToCart = useCallback(
    (product: ActionProduct, options: { size?: string; quantity?: number } = {}) => {
      // A sized product always goes in with a size: the one chosen, else the one a picker would start with.
      const size = options.size ?? defaultSize(product);
      try {
        addLine(toListProduct(product), { quantity: 1, ...options, size });
        recordProductInterest(product.id, 'cart_add', size);
        toast({ title: cartToasts.added.title, description: cartToasts.added.description?.(product.name), variant: 'success' });
      } catch (error) {
        console.warn('Could not add to cart', error);
        toast({ title: cartToasts.failed.title, description: cartToasts.failed.description, variant: 'error' });
      }
    },
    [addLine, toast, cartToasts],
  );

  return useMemo(
    () => ({ isWishlisted: wishlist.has, isCompared: compare.has, toggleWishlist, toggleCompare, addToCart }),
    [wishlist.has, compare.has, toggleWishlist, toggleCompare, addToCart],
  );
}

/**
 * Shared product UI: the full listing card, quick view, badges, colour dots
 * and price display. Listings spread `ShopProductCard_product` in their
 * query; quick view then reads what it needs from the cache.
 */
export { ShopProductCard, type ShopProductCardProps } from './shop-product-card';
export { ShopProductCardSkeleton, ShopProductGridSkeleton } from './product-card-skeleton';
export { ShopProductGrid } from './shop-product-grid';
export { ProductActionsScope } from './product-actions-scope';
export { useQuickView } from './use-quick-view';
export { useProductActions, GENERAL_CART_TOASTS, DEDICATED_CART_TOASTS, WISHLIST_FAILED, type CartToastTexts } from './use-product-actions';
export { useWishlist, type Wishlist, type WishlistToggleResult } from './use-wishlist';
export { fromEntry } from './wishlist-entry';
export { ProductBadges } from './product-badges';
export { ColourDots } from './colour-dots';
export { PriceDisplay } from './price-display';
export { toListProduct } from './to-list-product';
export { sizedImage, imageSrcSet, galleryOf } from './product-image';
export { cardBadges, leadBadge, isOnSale, isLowStock, payablePence, withOverflow, CARD_SIZES_SHOWN, CARD_MATERIALS_SHOWN, CARD_COLOURS_SHOWN, NEW_ARRIVALS_TAG } from './card-rules';
// From their own files, not from here (vite.config.ts): ZoomableImage (the `detail-ui` chunk), StoredProductCard
// (`stored-products`); useGallery and ThumbnailStrip, which only the galleries use. A re-export here would load them with every product card.

import { GENERAL_CART_TOASTS } from '../../components/product/use-product-actions';
import { StoredProductListPage } from '../../components/product/stored-product-list-page';
import { BagIcon, Button, useToast } from '../../components/ui';
import { trackEvent, useAddToCart, useProductInteractions, useWishlist, type WishlistItem } from '../../lib/shop-lists';

/** /wishlist: the stored wishlist with add to cart, remove and links to each product. */
export function WishlistPage() {
  const { items, remove } = useWishlist();
  const addToCart = useAddToCart();
  const { setWishlisted } = useProductInteractions();
  const { toast } = useToast();

  const onAdd = (item: WishlistItem) => {
    try {
      addToCart(item);
      toast({ title: GENERAL_CART_TOASTS.added.title, description: item.name, variant: 'success' });
    } catch (error) {
      console.warn('Could not add to cart', error);
      toast({ title: GENERAL_CART_TOASTS.failed.title, description: GENERAL_CART_TOASTS.failed.description, variant: 'error' });
    }
  };
  const onRemove = (item: WishlistItem) => {
    remove(item.id);
    setWishlisted(item.id, false);
    trackEvent('wishlist_toggle', { productId: item.id, action: 'removed' });
    toast({ title: 'Removed from wishlist', description: item.name });
  };
  return (
    <StoredProductListPage
      pageTitle="Your Wishlist"
      eyebrow="Saved for later"
      title="Your Wishlist"
      summary={items.length === 0 ? 'Nothing saved yet' : `${items.length} ${items.length === 1 ? 'piece' : 'pieces'} saved`}
      emptyText="Your wishlist is empty. Tap the heart on any piece to keep it here."
      listLabel="Wishlist"
      items={items}
      actions={(item) => (
        <>
          <Button size="sm" fullWidth aria-label={`Add to Cart: ${item.name}`} onClick={() => onAdd(item)}>
            <BagIcon size={16} /> Add to Cart
          </Button>
          <Button variant="ghost" size="sm" fullWidth aria-label={`Remove: ${item.name}`} onClick={() => onRemove(item)}>
            Remove
          </Button>
        </>
      )}
    />
  );
}

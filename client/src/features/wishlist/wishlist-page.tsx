import { GENERAL_CART_TOASTS, WISHLIST_FAILED } from '../../components/product/use-product-actions';
import { StoredProductListPage } from '../../components/product/stored-product-list-page';
import { defaultSize } from '../../components/product/default-size';
import { useProductQuickViewLazyQuery } from '../../gql/hooks';
import { useWishlist } from '../../components/product/use-wishlist';
import { BagIcon, Button, Container, Skeleton, useToast } from '../../components/ui';
import { trackEvent, useAddToCart, useProductInteractions, type WishlistItem } from '../../lib/shop-lists';

/** /wishlist (sign-in required, §2): the account's wishlist with add to cart, remove and links to each product. */
export function WishlistPage() {
  const { items, ready, remove } = useWishlist();
  const addToCart = useAddToCart();
  const { setWishlisted } = useProductInteractions();
  const { toast } = useToast();

  const [productSizes] = useProductQuickViewLazyQuery();
  const onAdd = async (item: WishlistItem) => {
    try {
      // A wishlist entry keeps no sizes: clothing goes in with the size its page would start with (default-size.ts).
      const product = item.category === 'clothing' ? (await productSizes({ variables: { id: item.id } })).data?.product : null;
      addToCart(item, { size: product ? defaultSize(product) : undefined });
      toast({ title: GENERAL_CART_TOASTS.added.title, description: item.name, variant: 'success' });
    } catch (error) {
      console.warn('Could not add to cart', error);
      toast({ title: GENERAL_CART_TOASTS.failed.title, description: GENERAL_CART_TOASTS.failed.description, variant: 'error' });
    }
  };
  const onRemove = async (item: WishlistItem) => {
    try {
      await remove(item.id);
    } catch (error) {
      console.warn('Could not change the wishlist', error);
      toast({ title: WISHLIST_FAILED.title, description: WISHLIST_FAILED.description, variant: 'error' });
      return;
    }
    setWishlisted(item.id, false);
    trackEvent('wishlist_toggle', { productId: item.id, action: 'removed' });
    toast({ title: 'Removed from wishlist', description: item.name });
  };
  if (!ready) {
    return (
      <Container>
        <title>Your Wishlist — Aurum</title>
        <div role="status" aria-label="Loading your wishlist" css={{ display: 'grid', gap: '1.5rem', paddingBlock: '4rem' }}>
          <Skeleton height="3rem" />
          <Skeleton height="20rem" />
        </div>
      </Container>
    );
  }
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
          <Button size="sm" fullWidth aria-label={`Add to Cart: ${item.name}`} onClick={() => void onAdd(item)}>
            <BagIcon size={16} /> Add to Cart
          </Button>
          <Button variant="ghost" size="sm" fullWidth aria-label={`Remove: ${item.name}`} onClick={() => void onRemove(item)}>
            Remove
          </Button>
        </>
      )}
    />
  );
}

import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../catalog/departments';
import { listingVariables, initialListingState } from '../catalog/url-state';
import { pagePlan } from './page-plan';

describe('pagePlan: the first screen of each main page', () => {
  it('home inlines the featured products but preloads only its page: the grid and Apollo wait for the scroll', () => {
    for (const path of ['/', '/home', '/home/']) {
      expect(pagePlan(path, '')).toEqual({
        operations: [{ name: 'FeaturedProducts', variables: {} }],
        modules: ['src/routes/home.tsx'],
      });
    }
  });

  it('a dedicated listing runs the page’s own variables, from the URL alone (no saved filters on a first visit)', () => {
    const plan = pagePlan('/clothing', '?sort=price-desc&page=3');
    const department = DEPARTMENTS.clothing;
    expect(plan?.operations).toEqual([
      { name: 'CollectionListing', variables: listingVariables(initialListingState('?sort=price-desc&page=3', department, undefined), department) },
    ]);
    expect(plan?.operations[0].variables).toMatchObject({ filter: { category: 'CLOTHING' }, page: { offset: 48, limit: 24 } });
    // Its first screen renders from the answer: no Apollo client to preload.
    expect(plan?.modules).toEqual(['src/routes/clothing.tsx']);
    expect(pagePlan('/watches', '')?.operations[0].variables).toEqual({ filter: { category: 'WATCHES' }, sort: 'NEWEST', page: { offset: 0, limit: 24 } });
  });

  it('/products/:category runs its first 12, with the header search; a curated collection or unknown category is left alone', () => {
    expect(pagePlan('/products/all', '')?.operations[0]).toMatchObject({ name: 'ProductListing', variables: { page: { offset: 0, limit: 12 } } });
    expect(pagePlan('/products/watches', '?search=rolex')?.operations[0].variables).toMatchObject({ filter: { category: 'WATCHES', search: 'rolex' } });
    expect(pagePlan('/products/all', '?collection=sale')).toBeNull();
    expect(pagePlan('/products/shoes', '')).toBeNull();
    expect(pagePlan('/products/all', '')?.modules).toEqual(['src/routes/products.tsx']);
  });

  it('a product page runs its detail and similar products; a malformed id is left to the page', () => {
    expect(pagePlan('/product/42', '')?.operations).toEqual([
      { name: 'ProductDetail', variables: { id: '42' } },
      { name: 'SimilarProducts', variables: { id: '42' } },
    ]);
    expect(pagePlan('/product/%E0%A4%A', '')).toBeNull();
    expect(pagePlan('/product/42', '')?.modules).toEqual(['src/routes/product.tsx']);
  });

  it('the marketplace landing, browse (page from the URL) and listing pages', () => {
    expect(pagePlan('/marketplace', '')?.operations).toEqual([{ name: 'MarketplaceHighlights', variables: {} }]);
    expect(pagePlan('/marketplace/listings', '?page=2')?.operations[0]).toMatchObject({
      name: 'MarketplaceListings',
      variables: { filter: {}, sort: 'NEWEST', page: { offset: 12, limit: 12 } },
    });
    expect(pagePlan('/marketplace/listings/7', '')?.operations).toEqual([{ name: 'MarketplaceListing', variables: { id: '7' } }]);
    // First screens shown from their answers: no Apollo client among the modules to load.
    for (const path of ['/marketplace', '/marketplace/listings', '/marketplace/listings/7']) expect(pagePlan(path, '')?.modules).not.toContain('src/lib/apollo-root.tsx');
  });

  it("a seller's page: the card, the listings' page from the URL and the first five reviews, no Apollo client", () => {
    expect(pagePlan('/marketplace/seller/3', '?page=2')).toEqual({
      operations: [
        { name: 'MarketplaceSeller', variables: { id: '3' } },
        { name: 'MarketplaceListings', variables: { filter: { sellerId: '3' }, sort: 'NEWEST', page: { offset: 12, limit: 12 } } },
        { name: 'SellerReviews', variables: { sellerId: '3', offset: 0, limit: 5 } },
      ],
      modules: ['src/routes/marketplace-seller.tsx'],
    });
    // The page as SellerListings reads it: anything but a whole number above 1 is the first.
    for (const search of ['', '?page=1', '?page=0', '?page=-2', '?page=1.5', '?page=two']) {
      expect(pagePlan('/marketplace/seller/3', search)?.operations[1].variables, search).toMatchObject({ page: { offset: 0, limit: 12 } });
    }
    expect(pagePlan('/marketplace/seller/3/', '')?.operations[0]).toEqual({ name: 'MarketplaceSeller', variables: { id: '3' } });
    expect(pagePlan('/marketplace/seller/%E0%A4%A', '')).toBeNull();
    expect(pagePlan('/marketplace/seller/3/extra', '')).toBeNull();
  });

  it('the style consultation: no data, but its chunk, so the server renders its first step', () => {
    expect(pagePlan('/style-consultation', '')).toEqual({ operations: [], modules: ['src/routes/style-consultation.tsx'] });
  });

  it("checkout: no data (the cart is the browser's), but its chunk, so the server renders its frame; no Apollo client", () => {
    expect(pagePlan('/checkout', '')).toEqual({ operations: [], modules: ['src/routes/checkout.tsx'] });
  });

  it('pages whose first screen is personal or static get nothing', () => {
    for (const path of ['/cart', '/account/orders', '/about', '/admin', '/wishlist']) expect(pagePlan(path, '')).toBeNull();
  });
});

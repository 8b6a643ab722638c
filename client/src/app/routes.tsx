import { Route, Routes } from 'react-router';
import { ComingSoonRoutes, isComingSoonMode } from './coming-soon-routes';
import { accountRoutes } from './account-routes';
import { adminRouteTree } from './admin-routes';
import { infoRoutes } from './info-routes';
import { AdminShell } from './layout/admin-shell';
import { Layout } from './layout/layout';
import { lazyPage, lazyPageWithoutApollo } from './lazy-page';
import { marketplaceSellerRoutes } from './marketplace-seller-routes';
import { protectedPage } from './protected-page';

// Every page is its own chunk, the home too: the other pages' visitors do not load its hero and tiles (issue 17).
// The home page's first screen needs no data: the Apollo client loads with its featured grid, further down.
const home = lazyPageWithoutApollo(() => import('../routes/home'));
const notFound = lazyPage(() => import('../routes/not-found'));
const product = lazyPageWithoutApollo(() => import('../routes/product'));
// §2: /wishlist is under "sign-in required"; visitors keep their hearts in the browser until they sign in.
const wishlist = protectedPage(() => import('../routes/wishlist'));
const recentlyViewed = lazyPage(() => import('../routes/recently-viewed'));
const watches = lazyPageWithoutApollo(() => import('../routes/watches'));
const clothing = lazyPageWithoutApollo(() => import('../routes/clothing'));
const products = lazyPageWithoutApollo(() => import('../routes/products'));
const collectionRedirect = lazyPage(() => import('../routes/collection-redirect'));
const shop = lazyPage(() => import('../routes/shop'));
const cart = lazyPage(() => import('../routes/cart'));
const checkout = lazyPageWithoutApollo(() => import('../routes/checkout'));
const orderConfirmation = lazyPage(() => import('../routes/order-confirmation'));
const accountOrders = protectedPage(() => import('../routes/account-orders'));
const accountOrder = protectedPage(() => import('../routes/account-order'));
const styleConsultation = lazyPageWithoutApollo(() => import('../routes/style-consultation'));
const marketplace = lazyPageWithoutApollo(() => import('../routes/marketplace'));
const marketplaceListings = lazyPageWithoutApollo(() => import('../routes/marketplace-listings'));
const marketplaceListing = lazyPageWithoutApollo(() => import('../routes/marketplace-listing'));
const marketplaceSeller = lazyPageWithoutApollo(() => import('../routes/marketplace-seller'));

/**
 * The route table (accounts-support-info.md §2). Declarative routes rather
 * than a data router: no page needs loaders, and it keeps ~17 KB gzipped off
 * the entry chunk.
 */
export function AppRoutes() {
  if (isComingSoonMode()) return <ComingSoonRoutes shop={<ShopRoutes />} />;
  return <ShopRoutes />;
}

function ShopRoutes() {
  return <Routes>{shopRouteElements()}</Routes>;
}

/** The routes themselves (also read by spa-paths.test.tsx, which keeps the server's list of pages equal to them). */
export function shopRouteElements() {
  return (
    <>
      <Route element={<Layout />}>
        <Route index element={home} />
        <Route path="home" element={home} />
        <Route path="product/:id" element={product} />
        <Route path="wishlist" element={wishlist} />
        <Route path="recently-viewed" element={recentlyViewed} />
        <Route path="watches" element={watches} />
        <Route path="clothing" element={clothing} />
        <Route path="shop" element={shop} />
        <Route path="products" element={products} />
        <Route path="products/:category" element={products} />
        <Route path="products/new-arrivals" element={collectionRedirect} />
        <Route path="products/collections" element={collectionRedirect} />
        <Route path="products/sale" element={collectionRedirect} />
        <Route path="cart" element={cart} />
        <Route path="checkout" element={checkout} />
        <Route path="order/confirmation" element={orderConfirmation} />
        <Route path="order-confirmation" element={orderConfirmation} />
        <Route path="account/orders" element={accountOrders} />
        <Route path="account/orders/:number" element={accountOrder} />
        <Route path="orders" element={accountOrders} />
        <Route path="style-consultation" element={styleConsultation} />
        <Route path="marketplace" element={marketplace} />
        <Route path="marketplace/listings" element={marketplaceListings} />
        <Route path="marketplace/listings/:id" element={marketplaceListing} />
        <Route path="marketplace/seller/:sellerId" element={marketplaceSeller} />
        {infoRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        {accountRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        {marketplaceSellerRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={notFound} />
      </Route>
      <Route element={<AdminShell />}>{adminRouteTree()}</Route>
    </>
  );
}

import { describe, expect, it } from 'vitest';
import { createApolloCache } from '@aurum/rules/page-data/apollo-cache';
import { FeaturedProductsDocument, type MarketplaceListingsQuery, type MarketplaceSellerQuery, type SellerReviewsQuery } from './gql/graphql';
import { pagePlan } from '@aurum/rules/page-data/page-plan';
import { renderPage } from './entry-server';
import type { PageDataBlock } from '@aurum/rules/page-data/first-screen';

/** The data block as the server inlines it: here, a home page with no featured pieces yet. */
function homeBlock(): PageDataBlock {
  const data = { featuredProducts: [] };
  const cache = createApolloCache();
  cache.writeQuery({ query: FeaturedProductsDocument, data });
  return { operations: [{ name: 'FeaturedProducts', variables: {}, data }], cache: cache.extract() };
}

const SELLER: NonNullable<MarketplaceSellerQuery['marketplaceSeller']> = {
  about: 'Professional dealer in Bath, selling on Aurum since March 2024.',
  seller: { id: '3', displayName: 'Harrow Fine Watches', sellerType: 'DEALER', city: 'Bath', memberSince: '2024-03-01T00:00:00.000Z', rating: 4.5, reviewCount: 6, liveListings: 1, badges: [] },
};
const LISTING: MarketplaceListingsQuery['marketplaceListings']['items'][number] = {
  id: '41', title: 'Rolex Submariner Date 126610LN', brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', year: 2021, condition: 'EXCELLENT', conditionLabel: 'Excellent',
  hasBox: true, hasPapers: true, caseSizeMm: 41, sellerType: 'DEALER', sellerName: 'Harrow Fine Watches', publishedAt: '2026-10-01T10:00:00.000Z',
  price: { amount: 1_150_000, formatted: '£11,500' }, photo: { url: '/uploads/sub.jpg', thumbUrl: '/uploads/sub-480.jpg', alt: 'Rolex Submariner Date, dial' },
};
const REVIEWS: SellerReviewsQuery['sellerReviews'] = {
  total: 6, offset: 0, limit: 5,
  items: [{ id: '9', rating: 5, text: 'Beautifully packed and exactly as described.', buyerName: 'Oliver G.', publishedAt: '2026-10-20T10:00:00.000Z' }],
};

/** The seller's page as the server plans and answers it (packages/rules/src/page-data/page-plan.ts). */
function sellerBlock(): PageDataBlock {
  const answers: Record<string, unknown> = {
    MarketplaceSeller: { marketplaceSeller: SELLER },
    MarketplaceListings: { marketplaceListings: { totalCount: 1, offset: 0, limit: 12, items: [LISTING], facets: null } },
    SellerReviews: { sellerReviews: REVIEWS },
  };
  const operations = pagePlan('/marketplace/seller/3', '')!.operations.map(({ name, variables }) => ({ name, variables, data: answers[name] }));
  return { operations, cache: {} };
}

const EMPTY_BLOCK: PageDataBlock = { operations: [], cache: {} };

/** Here the page's modules are compiled on first use, which a busy machine can stretch past the 2 s a live render gets. */
const TEST_TIMEOUT_MS = 20_000;

describe('renderPage: the first screen rendered on the server (issue 17)', () => {
  it('renders the page at its URL from the inlined answers, with its CSS for <head> and no inline script', async () => {
    const errors: unknown[] = [];
    const rendered = await renderPage('https://aurum.test', '/', homeBlock(), (error) => errors.push(error), TEST_TIMEOUT_MS);
    expect(errors).toEqual([]);
    expect(rendered).not.toBeNull();
    const { html, styles } = rendered!;
    expect(html).toContain('id="hero-title"');
    // The query's answer came from the cache: the grid's empty state, not its loading skeleton.
    expect(html).toContain('New pieces are being prepared for the collection.');
    // Styles go to <head> in emotion's elements (which the browser's emotion adopts), none inside the page.
    expect(styles).toMatch(/^<style data-s="" data-emotion="css-global /);
    expect(styles).toContain('<style data-s="" data-emotion="css ');
    expect(html).not.toContain('<style');
    // The CSP allows no inline script: every part must be in place, in order.
    expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    // A visitor with nothing stored: the cookie banner and an empty cart.
    expect(html).toContain('aria-label="Cookie consent"');
    expect(html).toContain('Cart, 0 items');
  });

  it('renders a first-screen query from its own answer, as the browser will (lib/first-screen-query.ts)', async () => {
    const { operations } = homeBlock();
    const rendered = await renderPage('https://aurum.test', '/', { operations, cache: {} }, () => undefined, TEST_TIMEOUT_MS);
    expect(rendered?.html).toContain('New pieces are being prepared for the collection.');
  });

  it('renders a query the server did not answer as loading, as the browser first will', async () => {
    const rendered = await renderPage('https://aurum.test', '/', EMPTY_BLOCK, () => undefined, TEST_TIMEOUT_MS);
    expect(rendered?.html).toContain('id="hero-title"');
    expect(rendered?.html).not.toContain('New pieces are being prepared');
  });

  it("renders a seller's page from its answers: name, about, listings with the first photo preloaded first, the first reviews and \"Show more reviews\"", async () => {
    const errors: unknown[] = [];
    const rendered = await renderPage('https://aurum.test', '/marketplace/seller/3', sellerBlock(), (error) => errors.push(error), TEST_TIMEOUT_MS);
    expect(errors).toEqual([]);
    const html = rendered?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>Harrow Fine Watches<\/h1>/);
    expect(html).toContain(SELLER.about);
    expect(html).toContain('Rolex Submariner Date 126610LN');
    expect(html).toContain('Beautifully packed and exactly as described.');
    expect(html).toContain('Show more reviews (5 more)');
    expect(html).not.toContain('Loading seller');
    expect(html).not.toContain('Loading listings');
    // The first listing's photo is fetched at once, ahead of the scripts: the largest image of the first screen.
    expect(html).toMatch(/<link rel="preload"[^>]*as="image"[^>]*imageSrcSet="\/uploads\/sub-480\.jpg 480w/i);
    expect(html).toMatch(/<link rel="preload"[^>]*fetchPriority="high"/i);
  });

  it('renders the checkout frame without a cart (the cart is the browser\'s): the browser prepares the order once hydrated', async () => {
    const rendered = await renderPage('https://aurum.test', '/checkout', EMPTY_BLOCK, () => undefined, TEST_TIMEOUT_MS);
    expect(rendered?.html).toContain('Complete Your Purchase');
    expect(rendered?.html).toContain('Preparing your order…');
    expect(rendered?.html).not.toContain('Order Summary');
  });

  it('renders a page the same cold (its module still loading: the streaming render waits for it) and warm (one string pass)', async () => {
    const cold = await renderPage('https://aurum.test', '/style-consultation', EMPTY_BLOCK, () => undefined, TEST_TIMEOUT_MS);
    const warm = await renderPage('https://aurum.test', '/style-consultation', EMPTY_BLOCK, () => undefined, TEST_TIMEOUT_MS);
    expect(cold?.html).toContain('<h1');
    expect(cold?.html).not.toContain('<!--$!-->');
    expect(warm?.html).toBe(cold?.html);
  });
});

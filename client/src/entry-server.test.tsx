import { describe, expect, it } from 'vitest';
import { createApolloCache } from '@aurum/rules/page-data/apollo-cache';
import { FeaturedProductsDocument } from './gql/graphql';
import { renderPage } from './entry-server';
import type { PageDataBlock } from '@aurum/rules/page-data/first-screen';

/** The data block as the server inlines it: here, a home page with no featured pieces yet. */
function homeBlock(): PageDataBlock {
  const data = { featuredProducts: [] };
  const cache = createApolloCache();
  cache.writeQuery({ query: FeaturedProductsDocument, data });
  return { operations: [{ name: 'FeaturedProducts', variables: {}, data }], cache: cache.extract() };
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

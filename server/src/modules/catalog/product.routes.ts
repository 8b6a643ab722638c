import { Router } from 'express';
import { notFound } from '../../common/errors';
import { penceToPounds } from '../../common/money';
import { requestContext } from '../../http/request-context';
import type { Facets } from './product-facets';
import { PRODUCT_NOT_FOUND_MESSAGE } from './catalog.service';
import { parseProductId } from './product-id';
import { parsePage, parseProductFilter, parseSearchOptions, parseSort, wantsFacets } from './product-query-params';
import { productsJsonBody, toProductJson } from './product.mapper';

const CACHE = { featured: 'public, max-age=300', list: 'public, max-age=180', detail: 'public, max-age=60' };

/** When `include=facets` on /api/products was deprecated (docs/changelog.md): removed no sooner than 90 days later. */
export const FACETS_PARAMETER_DEPRECATED = '2026-11-27';

function facetsJson(facets: Facets) {
  const { priceRange, ...rest } = facets;
  return {
    ...rest,
    priceRange: {
      min: priceRange.minPence === null ? null : penceToPounds(priceRange.minPence),
      max: priceRange.maxPence === null ? null : penceToPounds(priceRange.maxPence),
    },
  };
}

/**
 * REST facade of the catalogue (storefront.md §7): the spec's paths and
 * field names, prices in pounds; the same service as the GraphQL resolvers.
 */
export function productRoutes(): Router {
  const router = Router();

  router.get('/products', async (req, res) => {
    const filter = parseProductFilter(req.query);
    const sort = parseSort(req.query);
    const page = parsePage(req.query);
    const { catalog } = requestContext(req).services;
    const includeFacets = wantsFacets(req.query);
    const [listing, facets] = await Promise.all([
      catalog.listProducts(filter, sort, page),
      includeFacets ? catalog.productFacets(filter) : undefined,
    ]);
    // The products' JSON bytes are written once per shown product (product.mapper.ts), the rest as res.json would.
    res.set('Cache-Control', CACHE.list).set('X-Total-Count', String(listing.totalCount)).type('json');
    if (facets) {
      // One path, one shape: the object form is kept for existing callers, deprecated for /api/products/facets.
      res.set('Deprecation', `@${Math.floor(Date.parse(`${FACETS_PARAMETER_DEPRECATED}T00:00:00Z`) / 1000)}`).set('Link', '</api/products/facets>; rel="successor-version"');
      const rest = JSON.stringify({ totalCount: listing.totalCount, offset: listing.page.offset, limit: listing.page.limit, facets: facetsJson(facets) });
      res.send(productsJsonBody(listing.items, '{"products":', `,${rest.slice(1)}`));
    } else {
      res.send(productsJsonBody(listing.items));
    }
  });

  // The filter counts of a listing: the same filter parameters as /api/products, prices in pounds.
  router.get('/products/facets', async (req, res) => {
    const filter = parseProductFilter(req.query);
    const { catalog } = requestContext(req).services;
    const [listing, facets] = await Promise.all([catalog.listProducts(filter, 'featured', { offset: 0, limit: 1 }), catalog.productFacets(filter)]);
    res.set('Cache-Control', CACHE.list).set('X-Total-Count', String(listing.totalCount)).json({ totalCount: listing.totalCount, facets: facetsJson(facets) });
  });

  router.get('/products/featured', async (req, res) => {
    const rows = await requestContext(req).services.catalog.featuredProducts();
    res.set('Cache-Control', CACHE.featured).set('X-Total-Count', String(rows.length)).json(rows.map(toProductJson));
  });

  router.get('/products/search', async (req, res) => {
    const { q, ...options } = parseSearchOptions(req.query);
    const rows = await requestContext(req).services.catalog.searchProducts(q, options);
    res.set('Cache-Control', CACHE.list).set('X-Total-Count', String(rows.length)).type('json').send(productsJsonBody(rows, '{"products":', `,"count":${rows.length}}`));
  });

  for (const category of ['watches', 'clothing'] as const) {
    router.get(`/products/${category}`, async (req, res) => {
      const { q, limit, brand, inStock } = parseSearchOptions(req.query);
      const { catalog } = requestContext(req).services;
      const rows = q.trim()
        ? await catalog.searchProducts(q, { limit, brand, inStock, category })
        : (await catalog.listProducts({ category, brands: brand ? [brand] : undefined, inStock }, 'newest', { offset: 0, limit })).items;
      res.set('Cache-Control', CACHE.list).set('X-Total-Count', String(rows.length)).json({ products: rows.map(toProductJson), count: rows.length });
    });
  }

  router.get('/products/:id', async (req, res) => {
    const id = parseProductId(req.params.id);
    if (id === null) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    const row = await requestContext(req).services.catalog.productById(id);
    res.set('Cache-Control', CACHE.detail).json(toProductJson(row));
  });

  return router;
}

import type { Request } from 'express';
import { isSpaPath } from '@aurum/rules/page-data/spa-paths';
import { parseProductId } from '../modules/catalog/product-id';
import { parseMarketplaceId } from '../modules/marketplace/browse/browse-input';
import { requestContext } from './request-context';

/**
 * The HTTP status of an SPA page, decided from what the server knows: a path
 * that is no page of the route table, a product page of a product that
 * does not exist, or a seller's page of a seller the public cannot see (as
 * the marketplaceSeller query answers), or a listing's page the viewer may
 * not open (never public, taken down: as the marketplaceListing query
 * answers a visitor; a sold listing keeps its page), is a 404 (the SPA still
 * renders its not-found page, or, for its owner, the listing: page requests
 * carry no session, so the status is the public's).
 */
export async function pageStatus(req: Request): Promise<200 | 404> {
  if (!isSpaPath(req.path)) return 404;
  const product = /^\/product\/([^/]+)\/?$/i.exec(req.path);
  if (product) {
    const id = parseProductId(product[1]);
    if (id === null || !(await requestContext(req).services.catalog.findProduct(id))) return 404;
  }
  const seller = /^\/marketplace\/seller\/([^/]+)\/?$/i.exec(req.path);
  if (seller) {
    const id = parseMarketplaceId(seller[1]);
    if (id === null || !(await requestContext(req).services.marketplace.browse.seller(id))) return 404;
  }
  const listing = /^\/marketplace\/listings\/([^/]+)\/?$/i.exec(req.path);
  if (listing) {
    const id = parseMarketplaceId(listing[1]);
    if (id === null || !(await requestContext(req).services.marketplace.listings.isPublic(id))) return 404;
  }
  return 200;
}

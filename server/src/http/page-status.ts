import type { Request } from 'express';
import { isSpaPath } from '@aurum/rules/page-data/spa-paths';
import { parseProductId } from '../modules/catalog/product-id';
import { parseMarketplaceId } from '../modules/marketplace/browse/browse-input';
import { requestContext } from './request-context';

/**
 * The HTTP status of an SPA page, decided from what the server knows: a path
 * that is no page of the route table, a product page of a product that
 * does not exist, or a seller's page of a seller the public cannot see (as
 * the marketplaceSeller query answers), is a 404 (the SPA still renders its
 * not-found page).
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
  return 200;
}

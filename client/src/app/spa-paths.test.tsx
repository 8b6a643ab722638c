import { createRoutesFromElements, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shopRouteElements } from './routes';
import { isSpaPath, SPA_PATHS } from '@aurum/rules/page-data/spa-paths';

/** Full path patterns of a route tree: nested paths joined, layout routes transparent, the catch-all left out. */
function fullPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent : route.path === undefined ? parent : [parent, route.path].filter(Boolean).join('/');
    const children = route.children ? fullPaths(route.children, own) : [];
    const self = route.index || (route.path !== undefined && route.path !== '*') ? [own] : [];
    return [...self, ...children];
  });
}

describe('the server’s list of SPA pages', () => {
  it('is exactly the route table, so a new page is never answered 404', () => {
    const table = [...new Set(fullPaths(createRoutesFromElements(shopRouteElements())))].sort();
    expect([...SPA_PATHS].sort()).toEqual(table);
  });

  it('matches pages, parameters and trailing slashes, and nothing else', () => {
    expect(isSpaPath('/')).toBe(true);
    expect(isSpaPath('/product/12')).toBe(true);
    expect(isSpaPath('/watches/')).toBe(true);
    expect(isSpaPath('/products/watches')).toBe(true);
    expect(isSpaPath('/product')).toBe(false);
    expect(isSpaPath('/product/12/extra')).toBe(false);
    expect(isSpaPath('/nope')).toBe(false);
    expect(isSpaPath('/watches//')).toBe(false);
  });
});

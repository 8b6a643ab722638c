import { describe, expect, it } from 'vitest';
import { urlList } from './url-list';

describe('a list in a query string', () => {
  it('reads the comma-joined and the repeated spelling the same', () => {
    const joined = urlList(new URLSearchParams('brands=Omega,Rolex'), 'brands');
    const repeated = urlList(new URLSearchParams('brands=Omega&brands=Rolex'), 'brands');
    expect(joined).toEqual(['Omega', 'Rolex']);
    expect(repeated).toEqual(joined);
  });

  it('takes both spellings mixed, trims values and drops empty ones', () => {
    expect(urlList(new URLSearchParams('brands=Omega,+Cartier&brands=&brands=Rolex,'), 'brands')).toEqual(['Omega', 'Cartier', 'Rolex']);
    expect(urlList(new URLSearchParams('other=x'), 'brands')).toEqual([]);
  });
});

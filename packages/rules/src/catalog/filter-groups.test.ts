import { describe, expect, it } from 'vitest';
import { facetOptions, WATCH_GROUPS } from './filter-groups';

const movements = WATCH_GROUPS.find((group) => group.key === 'movements')!.options;

describe('facet options', () => {
  it('lists brands A–Z with their counts and keeps a selected brand the facets no longer list', () => {
    expect(facetOptions(null, [{ value: 'Rolex', count: 9 }, { value: 'Cartier', count: 4 }], ['Omega'])).toEqual([
      { value: 'Cartier', count: 4 },
      { value: 'Omega', count: 0 },
      { value: 'Rolex', count: 9 },
    ]);
  });

  it('lists a §9 group in the spec order with zero counts for absent values', () => {
    const options = facetOptions(movements, [{ value: 'Quartz', count: 2 }, { value: 'Automatic', count: 7 }], []);
    expect(options.map((o) => o.value)).toEqual(['Automatic', 'Manual', 'Quartz', 'Spring Drive', 'Kinetic', 'Solar']);
    expect(options.find((o) => o.value === 'Manual')?.count).toBe(0);
    expect(options.find((o) => o.value === 'Automatic')?.count).toBe(7);
  });
});

import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '@aurum/rules/catalog/departments';
import { facetOptions } from '@aurum/rules/catalog/filter-groups';
import { groupOptions } from './filter-options';

const group = (key: string) => [...DEPARTMENTS.watches.groups, ...DEPARTMENTS.clothing.groups].find((g) => g.key === key)!;

describe('filter panel options', () => {
  it('list the spec vocabulary with facet counts, zero when absent', () => {
    const options = groupOptions(group('movements'), [{ value: 'Quartz', count: 4 }]);
    expect(options.map((o) => o.value)).toEqual(['Automatic', 'Manual', 'Quartz', 'Spring Drive', 'Kinetic', 'Solar']);
    expect(options.find((o) => o.value === 'Quartz')?.count).toBe(4);
    expect(options.find((o) => o.value === 'Solar')?.count).toBe(0);
  });

  it('show sizes and seasons in their display order and water resistance with its use', () => {
    expect(groupOptions(group('sizes'), []).map((o) => o.value)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL']);
    expect(groupOptions(group('seasons'), []).map((o) => o.value)).toEqual(['Spring', 'Summer', 'Fall', 'Winter', 'All-Season']);
    expect(groupOptions(group('waterResistances'), []).find((o) => o.value === '200m')?.note).toBe('Diving');
  });

  it('list open groups A–Z and keep a selected value the facets no longer show', () => {
    const options = facetOptions(null, [{ value: 'Rolex', count: 39 }, { value: 'Cartier', count: 9 }], ['Zenith']);
    expect(options).toEqual([
      { value: 'Cartier', count: 9 },
      { value: 'Rolex', count: 39 },
      { value: 'Zenith', count: 0 },
    ]);
  });
});

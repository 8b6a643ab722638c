import { describe, expect, it } from 'vitest';
import { checklistOptions } from './facet-options';

describe('checklist options', () => {
  it('keeps the known order and gives missing values a count of 0', () => {
    expect(checklistOptions(['NEW', 'GOOD'], [{ value: 'GOOD', count: 3 }], [])).toEqual([
      { value: 'NEW', count: 0 },
      { value: 'GOOD', count: 3 },
    ]);
  });

  it('lists brands A–Z and keeps a chosen brand with no matches so it can be cleared', () => {
    const options = checklistOptions([], [{ value: 'Rolex', count: 4 }, { value: 'Omega', count: 2 }], ['Tudor']);
    expect(options.map((o) => o.value)).toEqual(['Omega', 'Rolex', 'Tudor']);
    expect(options[2].count).toBe(0);
  });
});

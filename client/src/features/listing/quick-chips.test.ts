import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '@aurum/rules/catalog/departments';
import { toggleChipTag } from './quick-chips';

describe('quick chips', () => {
  it('offers the spec chips per department, New meaning the New Arrivals tag', () => {
    expect(DEPARTMENTS.watches.chips.map((c) => c.label)).toEqual(['Men', 'Women', 'Luxury', 'Vintage', 'New']);
    expect(DEPARTMENTS.clothing.chips.map((c) => c.label)).toEqual(['Men', 'Women', 'Luxury', 'Designer', 'New']);
    expect(DEPARTMENTS.watches.chips.find((c) => c.label === 'New')?.tag).toBe('New Arrivals');
  });

  it('makes Men and Women mutually exclusive', () => {
    expect(toggleChipTag(['Men'], 'Women')).toEqual(['Women']);
    expect(toggleChipTag(['Women', 'Luxury'], 'Men')).toEqual(['Luxury', 'Men']);
  });

  it('lets the other chips toggle on their own', () => {
    expect(toggleChipTag(['Men'], 'Luxury')).toEqual(['Men', 'Luxury']);
    expect(toggleChipTag(['Men', 'Luxury', 'Vintage'], 'Luxury')).toEqual(['Men', 'Vintage']);
    expect(toggleChipTag(['Women'], 'New Arrivals')).toEqual(['Women', 'New Arrivals']);
  });

  it('switches an active exclusive chip off', () => {
    expect(toggleChipTag(['Men', 'Vintage'], 'Men')).toEqual(['Vintage']);
  });
});

import { describe, expect, it } from 'vitest';
import { showingLine, viewResultsLabel } from './results-text';

describe('results texts', () => {
  it('says which products are shown', () => {
    expect(showingLine(1, 150, 24)).toBe('Showing 1-24 of 150 products');
    expect(showingLine(7, 150, 24)).toBe('Showing 145-150 of 150 products');
    expect(showingLine(1, 0, 24)).toBe('Showing 0-0 of 0 products');
  });

  it('names the panel button in the singular for one result', () => {
    expect(viewResultsLabel(1)).toBe('View 1 Result');
    expect(viewResultsLabel(0)).toBe('View 0 Results');
    expect(viewResultsLabel(42)).toBe('View 42 Results');
  });
});

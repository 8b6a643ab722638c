import { describe, expect, it } from 'vitest';
import {
  compareConditions,
  compareSeasons,
  compareSizes,
  diameterBucket,
  DIAMETER_BUCKETS,
  sortedBy,
  waterResistanceBucket,
  waterResistanceUse,
} from './ordering';

describe('listing ordering rules', () => {
  it('orders sizes XXS to XXXL, then 0 to 20', () => {
    expect(sortedBy(['12', 'XL', '0', 'S', '3XL', 'XXS', 'M', '20', '8', 'XS', 'L', 'XXL'], compareSizes)).toEqual([
      'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '0', '8', '12', '20',
    ]);
    expect(sortedBy(['XXXL', 'XXL'], compareSizes)).toEqual(['XXL', 'XXXL']);
    expect(sortedBy(['One Size', '2', 'S'], compareSizes)).toEqual(['S', '2', 'One Size']);
  });

  it('orders seasons Spring, Summer, Fall, Winter, All Season', () => {
    expect(sortedBy(['All-Season', 'Winter', 'Spring', 'Fall', 'Summer'], compareSeasons)).toEqual([
      'Spring', 'Summer', 'Fall', 'Winter', 'All-Season',
    ]);
    expect(sortedBy(['All Season', 'Spring'], compareSeasons)).toEqual(['Spring', 'All Season']);
  });

  it('orders conditions New, Excellent, Very Good, Good, Fair', () => {
    expect(sortedBy(['Fair', 'Good', 'New', 'Very Good', 'Excellent'], compareConditions)).toEqual([
      'New', 'Excellent', 'Very Good', 'Good', 'Fair',
    ]);
  });

  it('puts watch diameters in their buckets', () => {
    expect([35, 36, 39, 40, 41, 42, 43, 44, 50].map(diameterBucket)).toEqual([
      'Under 36mm', '36-39mm', '36-39mm', '40-41mm', '40-41mm', '42-43mm', '42-43mm', '44mm+', '44mm+',
    ]);
    // Each bucket's slider range maps back to the bucket.
    for (const bucket of DIAMETER_BUCKETS) {
      expect(diameterBucket(bucket.min)).toBe(bucket.label);
      expect(diameterBucket(bucket.max)).toBe(bucket.label);
    }
  });

  it('labels water resistance buckets', () => {
    expect([30, 49, 50, 99, 100, 199, 200, 299, 300, 1000].map(waterResistanceBucket)).toEqual([
      'Splash resistant', 'Splash resistant', '50m Swimming', '50m Swimming', '100m Snorkeling', '100m Snorkeling',
      '200m Diving', '200m Diving', '300m+ Pro Diving', '300m+ Pro Diving',
    ]);
    expect(['30m', '50m', '100m', '200m', '500m', '1000m+'].map(waterResistanceUse)).toEqual([
      'Splash resistant', 'Swimming', 'Snorkeling', 'Diving', 'Pro Diving', 'Pro Diving',
    ]);
  });
});

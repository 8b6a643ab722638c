import { describe, expect, it } from 'vitest';
import type { RankedSignal } from '../market-signals/signals.service';
import type { ConsultationRequest } from './consultation-input';
import { BUDGET_OPTIONS } from './consultation-options';
import { marketFit, pickProducts, scoreCandidates } from './product-picks';
import { lifestyleMatch, lifestyleThemes, type MatchCandidate, styleMatch } from './style-match';

let nextId = 1;
function watch(overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  const id = nextId++;
  return {
    id, name: `Watch ${id}`, brand: `Brand ${id}`, sku: `AUR-W-${id}`, category: 'watches', reference: `R${id}`,
    effectivePricePence: 800_000, condition: 'New', tags: [], colors: ['Black'], caseMaterial: 'Stainless Steel',
    caseDiameterMm: 41, strapMaterial: 'Metal Bracelet', dialColor: 'Black', waterResistanceM: 100, complications: ['Date'],
    style: null, fit: null, season: null, gender: 'Men', materials: ['Stainless Steel'], features: [], movement: 'Automatic', viewCount: 0, ...overrides,
  };
}

const dressWatch = watch({ brand: 'Patek Philippe', caseMaterial: 'Gold', caseDiameterMm: 38, strapMaterial: 'Alligator', complications: [], dialColor: 'White' });
const diver = watch({ waterResistanceM: 300, complications: ['Chronograph'], strapMaterial: 'Rubber', caseDiameterMm: 42 });
const request = (overrides: Partial<ConsultationRequest> = {}): ConsultationRequest => ({
  interest: 'watches', budget: BUDGET_OPTIONS[1]!, style: 'classic', lifestyle: 'Nothing in particular here', risk: 'balanced', ...overrides,
});

describe('style and lifestyle fit', () => {
  it('rates a gold dress watch on alligator fully classic, and a rubber-strapped diver hardly', () => {
    expect(styleMatch(dressWatch, 'classic')).toEqual({
      fit: 1,
      reasons: ['a leather strap', 'a precious-metal case', 'a restrained dial', 'a classic case size', 'a great dress-watch house'],
    });
    expect(styleMatch(diver, 'classic').fit).toBeLessThan(0.2);
    expect(styleMatch(diver, 'sporty').fit).toBe(1);
  });

  it('finds lifestyle themes in the shopper’s own words, and stays neutral without any', () => {
    expect(lifestyleThemes('Diving holidays and board meetings').map((theme) => theme.name)).toEqual(['work', 'water', 'weekend']);
    expect(lifestyleMatch(diver, lifestyleThemes('Scuba diving most weekends')).reasons).toContain('ready for the water');
    expect(lifestyleMatch(diver, lifestyleThemes('I read a lot of books'))).toEqual({ fit: 0.5, reasons: [] });
  });
});

describe('market fit by risk appetite', () => {
  const signal = { score: 70, momentumScore: 90, valueScore: 30, liquidityScore: 80, riskScore: 40 } as RankedSignal;
  it.each([
    ['conservative', 0.7],
    ['balanced', 0.7],
    ['aggressive', 0.6],
  ] as const)('%s reads %f', (risk, fit) => {
    expect(marketFit(signal, risk)).toBeCloseTo(fit, 5);
  });
  it('treats a reference without a signal as a small unknown', () => {
    expect(marketFit(null, 'balanced')).toBe(0.4);
  });
});

describe('picking products', () => {
  it('takes the best matches, at most two per brand, six at most', () => {
    const sameBrand = [1, 2, 3].map(() => watch({ brand: 'Rolex', strapMaterial: 'Leather' }));
    const others = [1, 2, 3, 4, 5, 6].map(() => watch());
    const picks = pickProducts(scoreCandidates([...sameBrand, ...others], request(), new Map(), true), []);
    expect(picks).toHaveLength(6);
    expect(picks.filter((pick) => pick.candidate.brand === 'Rolex')).toHaveLength(2);
    expect(picks[0]!.candidate.brand).toBe('Rolex');
  });

  it('fills up from below the range only when the range has fewer than three', () => {
    const below = scoreCandidates([watch({ effectivePricePence: 300_000 })], request(), new Map(), false);
    const two = scoreCandidates([watch(), watch()], request(), new Map(), true);
    const three = scoreCandidates([watch(), watch(), watch()], request(), new Map(), true);
    expect(pickProducts(two, below).map((pick) => pick.inBudget)).toEqual([true, true, false]);
    expect(pickProducts(three, below).every((pick) => pick.inBudget)).toBe(true);
    expect(pickProducts(two, below)[2]!.reasons).toContain('Below £5,000-£15,000: the closest fit we have');
  });
});

import { describe, expect, it } from 'vitest';
import { BUDGET_OPTIONS } from './consultation-options';
import type { ConsultationRequest } from './consultation-input';
import { excludedProductGender, parseShopperProfile, PROFILE_MESSAGES } from './consultation-profile';
import { normaliseWords, preferenceMatch, readPreferences } from './preference-terms';
import { MAX_PER_NAMED_BRAND, pickProducts, scoreCandidates } from './product-picks';
import type { MatchCandidate } from './style-match';

const BRANDS = ['Rolex', 'Omega', 'Seiko', 'Grand Seiko', 'Audemars Piguet', 'A. Lange & Söhne', 'Patek Philippe'];

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
const request: ConsultationRequest = { interest: 'watches', budget: BUDGET_OPTIONS[1]!, style: 'classic', lifestyle: 'Nothing in particular here', risk: 'balanced' };
const labels = (terms: { label: string }[]) => terms.map((term) => term.label);

describe('reading the preferences', () => {
  it('finds brands (by name or a usual short name), materials, styles, features and colours, in the order written', () => {
    const { wanted, avoided } = readPreferences('I adore AP and Patek, a blue dial, titanium cases and a chronograph; maybe a Lange dress watch.', BRANDS);
    expect(labels(wanted)).toEqual(['Audemars Piguet', 'Patek Philippe', 'blue', 'titanium', 'a chronograph', 'A. Lange & Söhne', 'a dress watch']);
    expect(avoided).toEqual([]);
  });

  it('reads the longer phrase first: "rose gold" is not also "gold", "Grand Seiko" not also "Seiko"', () => {
    expect(labels(readPreferences('Grand Seiko in rose gold please', BRANDS).wanted)).toEqual(['Grand Seiko', 'rose gold']);
  });

  it('reads what the shopper wants to avoid, clause by clause', () => {
    const { wanted, avoided } = readPreferences("I love Omega and titanium, but no gold. I don't want leather straps; Rolex is fine.", BRANDS);
    expect(labels(wanted)).toEqual(['Omega', 'titanium', 'Rolex']);
    expect(labels(avoided)).toEqual(['gold', 'leather']);
  });

  it('reads "no logos" as a wish to avoid branding on show, in the name or the features (issue 37)', () => {
    const { wanted, avoided } = readPreferences('Quietly elegant evening wear, no logos please', BRANDS);
    expect(labels(wanted)).toEqual(['evening wear']);
    expect(labels(avoided)).toEqual(['logos']);
    const [logos] = avoided;
    expect(logos.test(watch({ name: 'Medusa Silk Evening Gown' }))).toBe(true);
    expect(logos.test(watch({ name: 'VLogo Leather Belt' }))).toBe(true);
    expect(logos.test(watch({ name: 'Cashmere Crew Neck', features: ['Ribbed crew neck', 'Printed logo'] }))).toBe(true);
    expect(logos.test(watch({ name: 'Intrecciato Leather Belt', features: ['Woven calfskin', 'Brushed buckle'] }))).toBe(false);
    expect(labels(readPreferences('I avoid monograms and visible branding', BRANDS).avoided)).toEqual(['logos']);
  });

  it('ignores words it does not know, and accents, case and "&" do not matter', () => {
    expect(readPreferences('Something timeless for my grandfather', BRANDS)).toEqual({ wanted: [], avoided: [] });
    expect(labels(readPreferences('a lange and sohne, ROLEX', BRANDS).wanted)).toEqual(['A. Lange & Söhne', 'Rolex']);
    expect(normaliseWords('A. Lange & Söhne')).toBe('a lange and sohne');
  });

  it('weighs a named brand double when matching a piece', () => {
    const { wanted } = readPreferences('Omega in titanium', BRANDS);
    expect(preferenceMatch(watch({ brand: 'Omega' }), wanted)).toEqual({ fit: 2 / 3, matched: ['Omega'] });
    expect(preferenceMatch(watch({ brand: 'Omega', materials: ['Titanium'] }), wanted)).toEqual({ fit: 1, matched: ['Omega', 'titanium'] });
    expect(preferenceMatch(watch(), wanted).fit).toBe(0);
  });
});

describe('preferences shape the picks', () => {
  it('puts the named house first with its reason, and lets it take up to four places', () => {
    const omegas = [1, 2, 3, 4, 5].map(() => watch({ brand: 'Omega' }));
    // Perfect classic pieces of other houses would win on style alone.
    const classics = [1, 2, 3, 4, 5, 6].map(() => watch({ brand: 'Patek Philippe', strapMaterial: 'Alligator', caseMaterial: 'Gold', caseDiameterMm: 38 }));
    const { wanted } = readPreferences('I have always wanted an Omega', BRANDS);
    const withoutWords = pickProducts(scoreCandidates([...omegas, ...classics], request, new Map(), true), []);
    expect(withoutWords[0]!.candidate.brand).toBe('Patek Philippe');

    const picks = pickProducts(scoreCandidates([...omegas, ...classics], request, new Map(), true, wanted), [], new Set(['Omega']));
    expect(picks.slice(0, MAX_PER_NAMED_BRAND).map((pick) => pick.candidate.brand)).toEqual(Array(MAX_PER_NAMED_BRAND).fill('Omega'));
    expect(picks.filter((pick) => pick.candidate.brand === 'Omega')).toHaveLength(MAX_PER_NAMED_BRAND);
    expect(picks[0]!.reasons[0]).toBe('You asked for Omega');
  });
});

describe('the shopper profile', () => {
  it('takes the form’s genders, and leaves out the other gender’s pieces unless asked for all', () => {
    expect(excludedProductGender(parseShopperProfile({ gender: 'male' }))).toBe('Women');
    expect(excludedProductGender(parseShopperProfile({ gender: 'Female' }))).toBe('Men');
    expect(excludedProductGender(parseShopperProfile({ gender: 'male', includeAllGenders: true }))).toBeNull();
    expect(excludedProductGender(parseShopperProfile({ gender: 'non-binary' }))).toBeNull();
    expect(excludedProductGender(parseShopperProfile({ gender: 'prefer-not-to-say' }))).toBeNull();
    expect(excludedProductGender(parseShopperProfile({}))).toBeNull();
  });

  it('checks gender and preferences with the spec’s messages (preferences: 10 characters at least)', () => {
    expect(() => parseShopperProfile({ gender: 'robot' })).toThrow(PROFILE_MESSAGES.gender);
    expect(() => parseShopperProfile({ preferences: '123456789' })).toThrow('Please describe your preferences (minimum 10 characters)');
    expect(parseShopperProfile({ preferences: ' 1234567890 ' }).preferences).toBe('1234567890');
    expect(() => parseShopperProfile({ preferences: 'x'.repeat(1001) })).toThrow(PROFILE_MESSAGES.preferencesTooLong);
  });
});

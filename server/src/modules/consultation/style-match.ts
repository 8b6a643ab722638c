import type { Interest, Style } from './consultation-options';

/**
 * How well a product fits a personal style and a described lifestyle: plain
 * rules with weights, each carrying the reason it gives the shopper
 * (docs/market-signals.md, "Product matching"). Pure and deterministic.
 */

/** The product attributes the rules read (a narrow catalogue row). */
export interface MatchCandidate {
  id: number;
  name: string;
  brand: string;
  sku: string;
  category: Interest;
  reference: string | null;
  effectivePricePence: number;
  condition: string;
  tags: string[];
  colors: string[];
  caseMaterial: string | null;
  caseDiameterMm: number | null;
  strapMaterial: string | null;
  dialColor: string | null;
  waterResistanceM: number | null;
  complications: string[];
  style: string | null;
  fit: string | null;
  season: string | null;
  /** "Men", "Women", "Unisex" or null. */
  gender: string | null;
  /** e.g. ["Stainless Steel", "18k Rose Gold"] or ["Wool", "Cashmere"]. */
  materials: string[];
  /** The product's feature lines, e.g. "Embroidered logo". */
  features: string[];
  movement: string | null;
  viewCount: number;
}

interface Rule {
  weight: number;
  reason: string;
  test: (c: MatchCandidate) => boolean;
}

const PRECIOUS = ['Gold', 'Platinum'];
const LEATHER = ['Leather', 'Alligator'];
const NEUTRALS = ['Black', 'White', 'Gray', 'Navy', 'Beige', 'Brown'];
const DRESS_HOUSES = ['Patek Philippe', 'Vacheron Constantin', 'A. Lange & Söhne', 'Jaeger-LeCoultre', 'Cartier', 'Blancpain'];
const MODERN_HOUSES = ['Hublot', 'Bell & Ross', 'Grand Seiko', 'Zenith', 'TAG Heuer', 'Panerai'];
const HAUTE_HOROLOGY = ['Patek Philippe', 'Audemars Piguet', 'Vacheron Constantin', 'A. Lange & Söhne'];
const GRAND_COMPLICATIONS = ['Tourbillon', 'Perpetual Calendar', 'Annual Calendar', 'Moon Phase'];

const has = (list: readonly string[], value: string | null | undefined) => value != null && list.includes(value);
const anyOf = (list: readonly string[], values: readonly string[]) => values.some((value) => list.includes(value));
const simpleDial = (c: MatchCandidate) => c.complications.every((complication) => complication === 'Date');
const size = (c: MatchCandidate) => c.caseDiameterMm ?? 0;

const WATCH_STYLE_RULES: Record<Style, Rule[]> = {
  classic: [
    { weight: 2, reason: 'a leather strap', test: (c) => has(LEATHER, c.strapMaterial) },
    { weight: 1, reason: 'a precious-metal case', test: (c) => has(PRECIOUS, c.caseMaterial) },
    { weight: 1, reason: 'a restrained dial', test: (c) => c.complications.every((x) => ['Date', 'Day-Date', 'Moon Phase'].includes(x)) },
    { weight: 1, reason: 'a classic case size', test: (c) => size(c) >= 34 && size(c) <= 40 },
    { weight: 1, reason: 'a great dress-watch house', test: (c) => DRESS_HOUSES.includes(c.brand) },
  ],
  modern: [
    { weight: 2, reason: 'a contemporary case material', test: (c) => has(['Ceramic', 'Titanium', 'Carbon Fiber'], c.caseMaterial) },
    { weight: 1, reason: 'a bold case size', test: (c) => size(c) >= 41 },
    { weight: 1, reason: 'a current-production piece', test: (c) => c.condition === 'New' && !c.tags.includes('Vintage') },
    { weight: 1, reason: 'a maker known for modern design', test: (c) => MODERN_HOUSES.includes(c.brand) },
  ],
  luxury: [
    { weight: 2, reason: 'a precious-metal case', test: (c) => has(PRECIOUS, c.caseMaterial) },
    { weight: 1, reason: 'a luxury price point', test: (c) => c.tags.includes('Luxury') },
    { weight: 1, reason: 'a grand complication', test: (c) => anyOf(GRAND_COMPLICATIONS, c.complications) },
    { weight: 1, reason: 'a haute horlogerie maison', test: (c) => HAUTE_HOROLOGY.includes(c.brand) },
  ],
  sporty: [
    { weight: 2, reason: 'serious water resistance', test: (c) => (c.waterResistanceM ?? 0) >= 200 },
    { weight: 1, reason: 'a chronograph or GMT', test: (c) => anyOf(['Chronograph', 'GMT'], c.complications) },
    { weight: 1, reason: 'a sports bracelet or strap', test: (c) => has(['Rubber', 'Metal Bracelet', 'NATO', 'Silicone'], c.strapMaterial) },
    { weight: 1, reason: 'a tough case', test: (c) => has(['Stainless Steel', 'Titanium', 'Ceramic'], c.caseMaterial) },
  ],
  vintage: [
    { weight: 3, reason: 'a vintage reference', test: (c) => c.tags.includes('Vintage') },
    { weight: 1, reason: 'an honestly worn pre-owned piece', test: (c) => c.condition !== 'New' },
    { weight: 1, reason: 'period-correct proportions', test: (c) => size(c) > 0 && size(c) <= 39 },
  ],
  minimalist: [
    { weight: 2, reason: 'a clean, time-only dial', test: (c) => c.complications.length === 0 },
    { weight: 1, reason: 'no more than a date', test: (c) => c.complications.length > 0 && simpleDial(c) },
    { weight: 1, reason: 'a quiet dial colour', test: (c) => has(['White', 'Silver', 'Black'], c.dialColor) },
    { weight: 1, reason: 'a discreet case size', test: (c) => size(c) > 0 && size(c) <= 40 },
    { weight: 1, reason: 'a simple leather strap', test: (c) => has(LEATHER, c.strapMaterial) },
  ],
};

const CLOTHING_STYLE_RULES: Record<Style, Rule[]> = {
  classic: [
    { weight: 2, reason: 'tailored formality', test: (c) => has(['Formal', 'Business'], c.style) },
    { weight: 1, reason: 'timeless outerwear', test: (c) => c.style === 'Outerwear' },
    { weight: 1, reason: 'neutral colours', test: (c) => c.colors.length > 0 && c.colors.every((x) => NEUTRALS.includes(x)) },
    { weight: 1, reason: 'a tailored or regular fit', test: (c) => has(['Tailored', 'Regular'], c.fit) },
  ],
  modern: [
    { weight: 2, reason: 'a new arrival', test: (c) => c.tags.includes('New Arrivals') },
    { weight: 1, reason: 'easy contemporary wear', test: (c) => has(['Casual', 'Outerwear'], c.style) },
    { weight: 1, reason: 'a modern cut', test: (c) => has(['Slim', 'Oversized'], c.fit) },
    { weight: 1, reason: 'a monochrome palette', test: (c) => c.colors.some((x) => ['Black', 'White', 'Gray'].includes(x)) },
  ],
  luxury: [
    { weight: 2, reason: 'a luxury piece', test: (c) => c.tags.includes('Luxury') },
    { weight: 1, reason: 'a designer label', test: (c) => c.tags.includes('Designer') },
    { weight: 2, reason: 'evening or formal dress', test: (c) => has(['Evening', 'Formal'], c.style) },
  ],
  sporty: [
    { weight: 3, reason: 'performance sportswear', test: (c) => c.style === 'Sport' },
    { weight: 1, reason: 'relaxed casual wear', test: (c) => c.style === 'Casual' },
    { weight: 1, reason: 'an athletic or relaxed fit', test: (c) => has(['Athletic', 'Relaxed'], c.fit) },
  ],
  vintage: [
    { weight: 2, reason: 'heritage outerwear or tailoring', test: (c) => has(['Outerwear', 'Formal'], c.style) },
    { weight: 1, reason: 'earthy heritage colours', test: (c) => c.colors.some((x) => ['Brown', 'Beige', 'Green'].includes(x)) },
    { weight: 1, reason: 'a relaxed or regular fit', test: (c) => has(['Relaxed', 'Regular'], c.fit) },
  ],
  minimalist: [
    { weight: 2, reason: 'a pared-back neutral palette', test: (c) => c.colors.length > 0 && c.colors.every((x) => NEUTRALS.includes(x)) },
    { weight: 1, reason: 'understated everyday wear', test: (c) => has(['Casual', 'Business'], c.style) },
    { weight: 1, reason: 'a clean fit', test: (c) => has(['Slim', 'Tailored', 'Regular'], c.fit) },
  ],
};

/** A lifestyle theme: the words that reveal it and what suits it in each department. */
interface LifestyleTheme {
  name: string;
  words: RegExp;
  watches: Rule;
  clothing: Rule;
}

export const LIFESTYLE_THEMES: readonly LifestyleTheme[] = [
  {
    name: 'work',
    words: /\b(business|office|work|working|meetings?|board ?room|corporate|professional|client)\b/i,
    watches: { weight: 1, reason: 'smart enough for the boardroom', test: (c) => has(LEATHER, c.strapMaterial) || simpleDial(c) },
    clothing: { weight: 1, reason: 'made for the working week', test: (c) => has(['Business', 'Formal'], c.style) },
  },
  {
    name: 'travel',
    words: /\b(travel\w*|flights?|flying|abroad|jet|trips?|commute)\b/i,
    watches: { weight: 1, reason: 'a second time zone for travel', test: (c) => c.complications.includes('GMT') },
    clothing: { weight: 1, reason: 'travels well', test: (c) => has(['Outerwear', 'Casual'], c.style) },
  },
  {
    name: 'water',
    words: /\b(div\w*|swim\w*|sail\w*|beach|ocean|sea|yacht\w*|surf\w*)\b/i,
    watches: { weight: 1, reason: 'ready for the water', test: (c) => (c.waterResistanceM ?? 0) >= 200 },
    clothing: { weight: 1, reason: 'light enough for the coast', test: (c) => has(['Sport', 'Casual'], c.style) },
  },
  {
    name: 'active',
    words: /\b(sports?|gym|run\w*|tennis|golf\w*|cycl\w*|active|fitness|hik\w*|outdoors?|ski\w*)\b/i,
    watches: { weight: 1, reason: 'built for an active life', test: (c) => has(['Rubber', 'Metal Bracelet', 'NATO', 'Silicone'], c.strapMaterial) && (c.waterResistanceM ?? 0) >= 100 },
    clothing: { weight: 1, reason: 'moves with you', test: (c) => has(['Sport', 'Outerwear'], c.style) },
  },
  {
    name: 'evening',
    words: /\b(galas?|evenings?|dinners?|formal|weddings?|opera|black[ -]tie|part(y|ies)|events?|theatre)\b/i,
    watches: { weight: 1, reason: 'elegant after dark', test: (c) => has(PRECIOUS, c.caseMaterial) || has(LEATHER, c.strapMaterial) },
    clothing: { weight: 1, reason: 'dressed for the evening', test: (c) => has(['Evening', 'Formal'], c.style) },
  },
  {
    name: 'weekend',
    words: /\b(weekends?|casual|family|relax\w*|leisure|holidays?)\b/i,
    watches: { weight: 1, reason: 'an easy everyday companion', test: (c) => has(['Stainless Steel', 'Titanium'], c.caseMaterial) && has(['Metal Bracelet', 'NATO', 'Rubber'], c.strapMaterial) },
    clothing: { weight: 1, reason: 'easy weekend wear', test: (c) => c.style === 'Casual' },
  },
];

export interface MatchResult {
  /** 0–1: the share of the rules' weight the product meets. */
  fit: number;
  reasons: string[];
}

function apply(rules: readonly Rule[], candidate: MatchCandidate): MatchResult {
  const total = rules.reduce((sum, rule) => sum + rule.weight, 0);
  const met = rules.filter((rule) => rule.test(candidate));
  return { fit: total ? met.reduce((sum, rule) => sum + rule.weight, 0) / total : 0, reasons: met.map((rule) => rule.reason) };
}

export function styleMatch(candidate: MatchCandidate, style: Style): MatchResult {
  const rules = candidate.category === 'watches' ? WATCH_STYLE_RULES[style] : CLOTHING_STYLE_RULES[style];
  return apply(rules, candidate);
}

/** The lifestyle themes a shopper's own words mention. */
export function lifestyleThemes(lifestyle: string): LifestyleTheme[] {
  return LIFESTYLE_THEMES.filter((theme) => theme.words.test(lifestyle));
}

/** With no recognisable theme every product gets a neutral 0.5, so the words never punish anyone. */
export function lifestyleMatch(candidate: MatchCandidate, themes: readonly LifestyleTheme[]): MatchResult {
  if (!themes.length) return { fit: 0.5, reasons: [] };
  return apply(themes.map((theme) => (candidate.category === 'watches' ? theme.watches : theme.clothing)), candidate);
}

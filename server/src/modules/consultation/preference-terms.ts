import type { MatchCandidate } from './style-match';
import { ownValue } from '@aurum/rules/own-value';

/**
 * The brands, materials, styles, features and colours a shopper names in the
 * preferences answer, each with the catalogue test it stands for. A term in
 * a clause with "no", "not", "avoid", "without"… is one to stay away from.
 * Pure and deterministic; the vocabulary is fixed except for brand names,
 * which come from the catalogue.
 */

export type TermKind = 'brand' | 'material' | 'style' | 'feature' | 'colour';

export interface PreferenceTerm {
  kind: TermKind;
  /** How the report names it back to the shopper, e.g. "Omega", "titanium". */
  label: string;
  test: (candidate: MatchCandidate) => boolean;
}

export interface ShopperPreferences {
  wanted: PreferenceTerm[];
  avoided: PreferenceTerm[];
}

interface Vocabulary {
  words: string[];
  term: PreferenceTerm;
}

/** Lower case, accents and punctuation gone, "&" as "and": "A. Lange & Söhne" → "a lange and sohne". */
export function normaliseWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const anyText = (values: readonly (string | null | undefined)[], word: string) => {
  const pattern = new RegExp(`\\b${word}\\b`);
  return values.some((value) => value != null && pattern.test(normaliseWords(value)));
};

/** The piece is made of, or strapped in, this material. */
const madeOf = (word: string) => (c: MatchCandidate) => anyText([...c.materials, c.caseMaterial, c.strapMaterial], word);
const hasColour = (colour: string) => (c: MatchCandidate) => c.dialColor === colour || c.colors.includes(colour);
const hasComplication = (name: string) => (c: MatchCandidate) => c.complications.includes(name);
/** Branding on show: a logo, monogram or house emblem named in the piece's name or features (e.g. "Medusa Silk Evening Gown", "Printed logo"). */
const LOGO_WORDS = /\b(v?logos?|monograms?|medusa|emblems?)\b/;
const showsLogo = (c: MatchCandidate) => [c.name, ...c.features].some((text) => LOGO_WORDS.test(normaliseWords(text)));
const clothingStyle = (...styles: string[]) => (c: MatchCandidate) => c.style !== null && styles.includes(c.style);

const entry = (kind: TermKind, label: string, words: string[], test: PreferenceTerm['test']): Vocabulary => ({ words, term: { kind, label, test } });

const FIXED_VOCABULARY: readonly Vocabulary[] = [
  entry('material', 'rose gold', ['rose gold', 'pink gold', 'everose'], madeOf('rose gold')),
  entry('material', 'yellow gold', ['yellow gold'], madeOf('yellow gold')),
  entry('material', 'white gold', ['white gold'], madeOf('white gold')),
  entry('material', 'gold', ['gold', 'golden'], madeOf('gold')),
  entry('material', 'steel', ['stainless steel', 'steel'], madeOf('steel')),
  entry('material', 'titanium', ['titanium'], madeOf('titanium')),
  entry('material', 'platinum', ['platinum'], madeOf('platinum')),
  entry('material', 'ceramic', ['ceramic'], madeOf('ceramic')),
  entry('material', 'bronze', ['bronze'], madeOf('bronze')),
  entry('material', 'carbon', ['carbon fibre', 'carbon fiber', 'carbon'], madeOf('carbon')),
  entry('material', 'leather', ['leather'], (c) => madeOf('leather')(c) || c.strapMaterial === 'Alligator'),
  entry('material', 'alligator', ['alligator', 'crocodile'], madeOf('alligator')),
  entry('material', 'rubber', ['rubber'], madeOf('rubber')),
  entry('material', 'a NATO strap', ['nato'], madeOf('nato')),
  entry('material', 'a metal bracelet', ['bracelet', 'metal bracelet'], madeOf('bracelet')),
  entry('material', 'cashmere', ['cashmere'], madeOf('cashmere')),
  entry('material', 'wool', ['wool', 'woollen', 'woolen'], madeOf('wool')),
  entry('material', 'silk', ['silk'], madeOf('silk')),
  entry('material', 'linen', ['linen'], madeOf('linen')),
  entry('material', 'cotton', ['cotton'], madeOf('cotton')),
  entry('style', 'formal wear', ['formal', 'tailoring', 'suit', 'suits'], clothingStyle('Formal')),
  entry('style', 'business wear', ['business', 'office wear'], clothingStyle('Business')),
  entry('style', 'casual wear', ['casual'], clothingStyle('Casual')),
  entry('style', 'evening wear', ['evening wear', 'eveningwear', 'black tie', 'tuxedo'], clothingStyle('Evening')),
  entry('style', 'sportswear', ['sportswear', 'athleisure', 'activewear'], clothingStyle('Sport')),
  entry('style', 'outerwear', ['outerwear', 'coat', 'coats', 'jacket', 'jackets', 'overcoat'], clothingStyle('Outerwear')),
  entry('style', 'accessories', ['accessories', 'accessory', 'scarf', 'scarves', 'belt', 'belts'], clothingStyle('Accessories')),
  entry('style', 'logos', ['logo', 'logos', 'monogram', 'monograms', 'branding', 'branded', 'visible branding'], showsLogo),
  entry('style', 'a slim fit', ['slim fit', 'slim', 'fitted'], (c) => c.fit === 'Slim'),
  entry('style', 'a relaxed fit', ['relaxed fit', 'relaxed', 'loose'], (c) => c.fit === 'Relaxed' || c.fit === 'Oversized'),
  entry('style', 'a dress watch', ['dress watch', 'dress watches'], (c) => c.category === 'watches' && (c.strapMaterial === 'Leather' || c.strapMaterial === 'Alligator') && c.complications.every((x) => x === 'Date')),
  entry('style', 'a dive watch', ['diver', 'divers', 'dive watch', 'diving watch', 'dive'], (c) => c.category === 'watches' && (c.waterResistanceM ?? 0) >= 200),
  entry('style', 'vintage pieces', ['vintage', 'pre owned', 'preowned', 'second hand', 'retro'], (c) => c.tags.includes('Vintage') || c.condition !== 'New'),
  entry('feature', 'a chronograph', ['chronograph', 'chronographs', 'chrono', 'stopwatch'], hasComplication('Chronograph')),
  entry('feature', 'a GMT', ['gmt', 'dual time', 'second time zone', 'world time'], hasComplication('GMT')),
  entry('feature', 'a moon phase', ['moon phase', 'moonphase'], hasComplication('Moon Phase')),
  entry('feature', 'a tourbillon', ['tourbillon'], hasComplication('Tourbillon')),
  entry('feature', 'a perpetual calendar', ['perpetual calendar', 'perpetual'], hasComplication('Perpetual Calendar')),
  entry('feature', 'an annual calendar', ['annual calendar'], hasComplication('Annual Calendar')),
  entry('feature', 'a power reserve display', ['power reserve'], hasComplication('Power Reserve')),
  entry('feature', 'an automatic movement', ['automatic', 'self winding'], (c) => c.movement === 'Automatic'),
  entry('feature', 'a hand-wound movement', ['hand wound', 'manual wind', 'manual winding'], (c) => c.movement === 'Manual'),
  entry('feature', 'a quartz movement', ['quartz'], (c) => c.movement === 'Quartz'),
  entry('colour', 'black', ['black'], hasColour('Black')),
  entry('colour', 'blue', ['blue'], (c) => hasColour('Blue')(c) || hasColour('Navy')(c)),
  entry('colour', 'navy', ['navy'], hasColour('Navy')),
  entry('colour', 'white', ['white'], hasColour('White')),
  entry('colour', 'silver', ['silver'], hasColour('Silver')),
  entry('colour', 'green', ['green'], hasColour('Green')),
  entry('colour', 'brown', ['brown'], hasColour('Brown')),
  entry('colour', 'grey', ['grey', 'gray'], hasColour('Gray')),
  entry('colour', 'beige', ['beige', 'camel', 'cream'], hasColour('Beige')),
  entry('colour', 'red', ['red', 'burgundy'], hasColour('Red')),
];

/** Shorter names people use for some houses. */
const BRAND_ALIASES: Record<string, string[]> = {
  'Audemars Piguet': ['ap', 'audemars'],
  'A. Lange & Söhne': ['lange', 'a lange'],
  'Jaeger-LeCoultre': ['jlc', 'jaeger', 'lecoultre'],
  'Patek Philippe': ['patek'],
  'Vacheron Constantin': ['vacheron'],
  'TAG Heuer': ['tag', 'heuer'],
  'IWC Schaffhausen': ['iwc'],
  'Bell & Ross': ['bell and ross'],
};

/** Words that turn the rest of their clause into things to avoid. */
const NEGATION = /\b(no|not|never|avoid|avoiding|without|dislike|hate|except|dont|don t|do not|nothing|none|neither|nor|rather not|allergic)\b/;
/** Clauses: a negation reaches to the next punctuation or "but". */
const CLAUSE_BREAK = /[.;!?\n,]|\bbut\b|\bhowever\b|\bthough\b|\bthen again\b/i;

function brandVocabulary(brands: readonly string[]): Vocabulary[] {
  return brands.map((brand) => ({
    words: [normaliseWords(brand), ...(ownValue(BRAND_ALIASES, brand) ?? [])],
    term: { kind: 'brand', label: brand, test: (c: MatchCandidate) => c.brand === brand },
  }));
}

/**
 * The terms named in `text`, in the order they first appear; each at most
 * once (the avoided reading wins when both appear). Longer phrases are read
 * first, so "rose gold" is not also "gold" and "Grand Seiko" not "Seiko".
 */
export function readPreferences(text: string, brands: readonly string[]): ShopperPreferences {
  const vocabulary = [...brandVocabulary(brands), ...FIXED_VOCABULARY]
    .flatMap((item) => item.words.map((word) => ({ word: normaliseWords(word), term: item.term })))
    .filter((item) => item.word.length > 0)
    .sort((a, b) => b.word.length - a.word.length);
  const found = new Map<PreferenceTerm, { avoided: boolean; position: number }>();
  let offset = 0;
  for (const rawClause of text.split(CLAUSE_BREAK)) {
    let clause = ` ${normaliseWords(rawClause)} `;
    for (const { word, term } of vocabulary) {
      const pattern = new RegExp(`(?<=\\s)${word.replace(/\s/g, '\\s')}(?=\\s)`);
      const match = pattern.exec(clause);
      if (!match) continue;
      const avoided = NEGATION.test(clause.slice(0, match.index));
      const previous = found.get(term);
      found.set(term, { avoided: avoided || Boolean(previous?.avoided), position: previous?.position ?? offset + match.index });
      // Blank the phrase so a shorter word inside it does not count again.
      clause = clause.slice(0, match.index) + ' '.repeat(word.length) + clause.slice(match.index + word.length);
    }
    offset += rawClause.length + 1;
  }
  const ordered = [...found.entries()].sort((a, b) => a[1].position - b[1].position);
  return {
    wanted: ordered.filter(([, state]) => !state.avoided).map(([term]) => term),
    avoided: ordered.filter(([, state]) => state.avoided).map(([term]) => term),
  };
}

/** Brand names count double: naming a house is the strongest thing a shopper can say. */
export const termWeight = (term: PreferenceTerm) => (term.kind === 'brand' ? 2 : 1);

/** 0–1: the weighted share of the wanted terms a piece has, and the labels of those it has. */
export function preferenceMatch(candidate: MatchCandidate, wanted: readonly PreferenceTerm[]): { fit: number; matched: string[] } {
  const total = wanted.reduce((sum, term) => sum + termWeight(term), 0);
  const met = wanted.filter((term) => term.test(candidate));
  return { fit: total ? met.reduce((sum, term) => sum + termWeight(term), 0) / total : 0, matched: met.map((term) => term.label) };
}

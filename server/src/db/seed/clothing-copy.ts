import type { Fit, Season, Style } from './catalogue-vocabulary.js';
import { AURUM_SERVICE_LINES, capitalise, joinSentences, lowerFirst, withArticle } from './copy-text.js';
import type { SeedRandom } from '../../common/seed-random.js';

const FIT_PHRASES: Record<Fit, readonly string[]> = {
  Slim: ['a slim, close-to-the-body cut', 'a streamlined slim fit'],
  Regular: ['a classic regular fit', 'an easy, regular fit'],
  Relaxed: ['a relaxed, unstructured silhouette', 'a loose, relaxed fit'],
  Tailored: ['a sharply tailored line', 'a precise tailored fit'],
  Oversized: ['a generous oversized silhouette', 'an intentionally oversized cut'],
  Athletic: ['an athletic cut with room to move', 'a trim athletic fit'],
};

const FIT_ADJECTIVE: Record<Fit, string> = {
  Slim: 'slim-fit',
  Regular: 'regular-fit',
  Relaxed: 'relaxed',
  Tailored: 'tailored',
  Oversized: 'oversized',
  Athletic: 'athletic-cut',
};

const SEASON_PHRASES: Record<Season, readonly string[]> = {
  Spring: ['a light layer for spring', 'ideal for spring days'],
  Summer: ['made for warm summer days', 'perfect for the summer months'],
  Fall: ['ideal for crisp autumn days', 'made for the autumn season'],
  Winter: ['built for the coldest months', 'made for winter'],
  'All-Season': ['made for year-round wear', 'a trans-seasonal staple'],
};

const STYLE_SENTENCES: Record<Style, readonly string[]> = {
  Formal: ['A refined choice for weddings, ceremonies and formal occasions.', 'It brings quiet authority to formal dressing.'],
  Business: ['Polished enough for the boardroom, relaxed enough for dinner afterwards.', 'A cornerstone of a modern business wardrobe.'],
  Casual: ['Effortless at the weekend, yet smart enough for an evening out.', 'An easy piece you will reach for again and again.'],
  Evening: ['Made for evenings that call for something special.', 'It turns every evening into an occasion.'],
  Sport: ['Built for movement, on the slopes, the court or the street.', 'Technical where it counts and sharp everywhere else.'],
  Outerwear: ['A layer you will reach for season after season.', 'The kind of outerwear that only gets better with age.'],
  Accessories: ['The finishing touch that completes any outfit.', 'A small detail that makes a lasting impression.'],
};

export interface ClothingCopyInput {
  brand: string;
  garment: string;
  noun: string;
  fabricProse: string;
  country: string;
  fit: Fit | null;
  season: Season;
  style: Style;
  lining: string;
  features: readonly string[];
  voice: readonly string[];
}

function inCountry(country: string): string {
  return country === 'United Kingdom' ? 'the United Kingdom' : country;
}

export function clothingDescription(rng: SeedRandom, c: ClothingCopyInput): string {
  const season = rng.pick(SEASON_PHRASES[c.season]);
  const templates: (() => string)[] = [
    () => `Crafted in ${inCountry(c.country)} from ${c.fabricProse}, the ${c.brand} ${c.garment} is ${season}.`,
    () => `${c.brand}’s ${c.garment} is ${season}, crafted in ${inCountry(c.country)} from ${c.fabricProse}.`,
  ];
  if (c.fit) {
    const fit = c.fit;
    templates.push(
      () => `${capitalise(withArticle(FIT_ADJECTIVE[fit]))} ${c.noun} in ${c.fabricProse}, ${season}.`,
      () => `${c.brand}’s ${c.garment} is cut from ${c.fabricProse} with ${rng.pick(FIT_PHRASES[fit])}.`,
    );
  }
  const first = rng.pick(templates)();
  return rng.chance(0.55) ? `${first} ${rng.pick(STYLE_SENTENCES[c.style])}` : first;
}

export function clothingDetailedDescription(rng: SeedRandom, c: ClothingCopyInput): string {
  const lined = /^unlined$/i.test(c.lining) || /^self-lined$/i.test(c.lining) ? '' : `, ${/lined/i.test(c.lining) ? lowerFirst(c.lining) : `lined in ${c.lining.toLowerCase()}`}`;
  const fit = c.fit ? `, with ${rng.pick(FIT_PHRASES[c.fit])}` : '';
  const construction = rng.pick([
    () => `It is made in ${inCountry(c.country)} from ${c.fabricProse}${lined}${fit}.`,
    () => `Cut from ${c.fabricProse}${lined}, it is finished in ${inCountry(c.country)}${fit}.`,
  ])();
  const details = c.features.length >= 2
    ? `Details include ${lowerFirst(c.features[0]!)} and ${lowerFirst(c.features[1]!)}.`
    : '';
  return joinSentences([
    rng.pick(c.voice),
    construction,
    details,
    `${capitalise(rng.pick(SEASON_PHRASES[c.season]))}, it is ${c.style === 'Accessories' ? 'an accessory' : 'a piece'} with real longevity.`,
    rng.pick(STYLE_SENTENCES[c.style]),
    rng.pick(AURUM_SERVICE_LINES),
  ]);
}

const CARE_BY_MATERIAL: Record<string, readonly string[]> = {
  Cashmere: ['Dry clean, or hand wash cold with a specialist wool detergent', 'Dry flat, away from direct heat', 'Store folded with cedar to deter moths', 'Remove pilling gently with a cashmere comb'],
  Wool: ['Dry clean only', 'Brush after wearing and hang on a shaped hanger', 'Steam to release creases', 'Store in a breathable garment bag'],
  Silk: ['Dry clean only', 'Iron on a low setting on the reverse', 'Keep away from perfume and direct sunlight', 'Store flat or loosely rolled'],
  Cotton: ['Machine wash at 30°C on a delicate cycle', 'Wash with similar colours', 'Iron on a medium setting', 'Do not tumble dry'],
  Linen: ['Machine wash at 30°C', 'Line dry in the shade', 'Iron while slightly damp', 'Creases are part of linen’s charm'],
  Leather: ['Specialist leather clean only', 'Condition occasionally with a neutral leather balm', 'Store on a padded hanger away from direct heat', 'If caught in the rain, let it dry naturally'],
  Suede: ['Specialist suede clean only', 'Restore the nap with a suede brush', 'Protect with a suede spray before first wear', 'Store away from direct sunlight'],
  Nylon: ['Machine wash cold on a gentle cycle', 'Do not iron', 'Hang to dry', 'Do not dry clean'],
};

export function clothingCare(rng: SeedRandom, primaryMaterial: string, hasDown: boolean): string[] {
  if (hasDown) {
    return rng.sampleInOrder(
      ['Professional down clean only', 'Tumble dry on low with dryer balls to restore the loft', 'Store uncompressed in a breathable bag', 'Do not iron'],
      rng.int(2, 4),
    );
  }
  const options = CARE_BY_MATERIAL[primaryMaterial] ?? CARE_BY_MATERIAL.Wool!;
  // The first instruction is the essential one (how to clean); add 1-3 more.
  return [options[0]!, ...rng.sampleInOrder(options.slice(1), rng.int(1, 3))];
}

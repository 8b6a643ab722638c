import { CERAMIC_BEZEL_FEATURE } from './reference-facts';
import {
  CASE_MATERIALS,
  COMPLICATIONS,
  DIAL_COLORS,
  GENDERS,
  MOVEMENTS,
  STRAP_MATERIALS,
  type CaseMaterial,
  type Complication,
  type DialColor,
  type Gender,
  type Movement,
  type StrapMaterial,
} from './catalogue-vocabulary.js';
import { groupThousands } from './copy-text.js';
import { SeedRandom, hash32 } from '../../common/seed-random.js';
import { MORE_WATCH_LINES } from './watch-lines-more.js';
import { SPECIALIST_WATCH_LINES } from './watch-lines-specialists.js';
import { ICON_WATCH_LINES } from './watch-lines-icons.js';
import type { CaseCode, StrapCode, WatchLine, WatchLineData } from './watch-types.js';

/** One reference, fully resolved into filter values and copy fragments. */
export interface WatchVariant {
  brand: string;
  model: string;
  reference: string;
  mm: number;
  dims: string | null;
  caseCode: CaseCode;
  caseMaterial: CaseMaterial;
  caseMaterials: string[];
  caseProse: string;
  dialColor: DialColor;
  strapMaterial: StrapMaterial;
  /** "Oyster bracelet", "alligator leather strap"... */
  strapText: string;
  strapMaterialName: string | null;
  priceGbp: number;
  movement: Movement;
  calibre: string;
  power: number | string;
  waterResistanceM: number;
  complications: Complication[];
  gender: Gender;
  disc: boolean;
  limited: number | true | null;
  strapColor: DialColor | null;
  accentColor: DialColor | null;
  crystal: string;
  crystalMaterial: string;
  ceramicBezel: boolean;
  clasp: string;
  country: string;
  blurb: string;
  lineFeatures: readonly string[];
  /** Filter/display lists and spec-sheet labels, computed once per reference and shared. */
  materials: readonly string[];
  colors: readonly DialColor[];
  labels: {
    size: string;
    caseMaterial: string;
    power: string;
    waterResistance: string;
    strap: string;
    complications: string | null;
    limited: string | null;
  };
}

interface CaseInfo {
  material: CaseMaterial;
  materials: string[];
  prose: string;
}

const CASES: Record<CaseCode, CaseInfo> = {
  SS: { material: 'Stainless Steel', materials: ['Stainless Steel'], prose: 'stainless steel' },
  SW: { material: 'Stainless Steel', materials: ['Stainless Steel', '18k White Gold'], prose: 'steel with an 18k white gold bezel' },
  TT: { material: 'Stainless Steel', materials: ['Stainless Steel', '18k Yellow Gold'], prose: 'steel and 18k yellow gold' },
  TR: { material: 'Stainless Steel', materials: ['Stainless Steel', '18k Rose Gold'], prose: 'steel and 18k rose gold' },
  YG: { material: 'Gold', materials: ['18k Yellow Gold'], prose: '18k yellow gold' },
  WG: { material: 'Gold', materials: ['18k White Gold'], prose: '18k white gold' },
  RG: { material: 'Gold', materials: ['18k Rose Gold'], prose: '18k rose gold' },
  PT: { material: 'Platinum', materials: ['Platinum'], prose: '950 platinum' },
  TI: { material: 'Titanium', materials: ['Titanium'], prose: 'titanium' },
  CE: { material: 'Ceramic', materials: ['Ceramic'], prose: 'black ceramic' },
  BZ: { material: 'Bronze', materials: ['Bronze'], prose: 'bronze' },
  CF: { material: 'Carbon Fiber', materials: ['Carbon Fiber'], prose: 'carbon-fibre composite' },
};

/** House names for case metals. */
const CASE_PROSE_BY_BRAND: Record<string, Partial<Record<CaseCode, string>>> = {
  Rolex: {
    SS: 'Oystersteel',
    SW: 'White Rolesor (Oystersteel and 18k white gold)',
    TT: 'Yellow Rolesor (Oystersteel and 18k yellow gold)',
    TR: 'Everose Rolesor (Oystersteel and 18k Everose gold)',
    RG: '18k Everose gold',
    TI: 'RLX titanium',
  },
  Hublot: { RG: '18k King Gold', TI: 'satin-finished titanium' },
  'A. Lange & Söhne': { RG: '18k pink gold' },
  'Grand Seiko': { TI: 'high-intensity titanium' },
  Citizen: { TI: 'Super Titanium' },
  Panerai: { CF: 'Carbotech carbon-fibre composite' },
  'Audemars Piguet': { CF: 'forged carbon' },
  Chopard: { SS: 'Lucent Steel' },
};

const STRAPS: Record<StrapCode, { material: StrapMaterial; name: string | null; text: string }> = {
  BR: { material: 'Metal Bracelet', name: null, text: 'bracelet' },
  LE: { material: 'Leather', name: 'Calfskin Leather', text: 'calfskin leather strap' },
  AL: { material: 'Alligator', name: 'Alligator Leather', text: 'alligator leather strap' },
  RU: { material: 'Rubber', name: 'Rubber', text: 'rubber strap' },
  NA: { material: 'NATO', name: 'Nylon', text: 'NATO strap' },
  FA: { material: 'Fabric', name: 'Textile', text: 'fabric strap' },
  SI: { material: 'Silicone', name: 'Silicone', text: 'silicone strap' },
};

const BRAND_COUNTRY: Record<string, string> = {
  'A. Lange & Söhne': 'Germany',
  'Grand Seiko': 'Japan',
  Seiko: 'Japan',
  Citizen: 'Japan',
};

function crystalMaterialOf(crystal: string): string {
  if (/hesalite/i.test(crystal)) return 'Hesalite Crystal';
  if (/mineral/i.test(crystal)) return 'Mineral Crystal';
  return 'Sapphire Crystal';
}

export function powerReserveText(power: number | string): string {
  if (typeof power === 'string') return power;
  if (power >= 120 && power % 24 === 0) return `${power / 24} days (${power} hours)`;
  return `${power} hours`;
}

const upperFirst = (text: string) => text[0]!.toUpperCase() + text.slice(1);

function withDerived(v: Omit<WatchVariant, 'materials' | 'colors' | 'labels'>): WatchVariant {
  const materials = [...v.caseMaterials];
  if (v.ceramicBezel) materials.push('Ceramic');
  materials.push(v.crystalMaterial);
  if (v.strapMaterialName) materials.push(v.strapMaterialName);
  const colors: DialColor[] = [v.dialColor];
  for (const c of [v.accentColor, v.strapColor]) if (c && !colors.includes(c)) colors.push(c);
  return {
    ...v,
    materials: [...new Set(materials)].slice(0, 4),
    colors,
    labels: {
      size: v.dims ?? `${v.mm} mm`,
      caseMaterial: upperFirst(v.caseProse),
      power: powerReserveText(v.power),
      waterResistance: `${groupThousands(v.waterResistanceM)} m`,
      strap: upperFirst(v.strapText),
      complications: v.complications.length ? v.complications.join(', ') : null,
      limited: v.limited === null ? null : typeof v.limited === 'number' ? `${groupThousands(v.limited)} pieces` : 'Yes',
    },
  };
}

function genderFor(mm: number): Gender {
  if (mm <= 34) return 'Women';
  return mm <= 39 ? 'Unisex' : 'Men';
}

function resolveLine({ line, variants }: WatchLineData): WatchVariant[] {
  return variants.map(([reference, mm, caseCode, dialColor, strapCode, priceGbp, o = {}]) => {
    const caseInfo = CASES[caseCode];
    const caseProse = CASE_PROSE_BY_BRAND[line.brand]?.[caseCode] ?? caseInfo.prose;
    const strap = STRAPS[strapCode];
    const crystal = o.crystal ?? line.crystal ?? 'Sapphire';
    const bracelet = line.bracelet ?? `${caseProse.replace(/^(black|satin-finished) /, '')} bracelet`;
    const strapText = o.strap ?? (strapCode === 'BR' ? bracelet : strap.text);
    const ceramicBezel = Boolean(line.ceramicBezel) && !o.noCeramicBezel && caseCode !== 'CE';
    return withDerived({
      brand: line.brand,
      model: line.model,
      reference,
      mm,
      dims: o.dims ?? null,
      caseCode,
      caseMaterial: caseInfo.material,
      caseMaterials: caseInfo.materials,
      caseProse,
      dialColor,
      strapMaterial: strap.material,
      strapText,
      strapMaterialName: strap.name,
      priceGbp,
      movement: o.movement ?? line.movement,
      calibre: o.calibre ?? line.calibre,
      power: o.power ?? line.power,
      waterResistanceM: o.waterResistanceM ?? line.waterResistanceM,
      complications: o.complications ?? line.complications,
      gender: o.gender ?? genderFor(mm),
      disc: o.disc ?? false,
      limited: o.limited ?? null,
      strapColor: strapCode === 'BR' ? null : (o.strapColor ?? 'Black'),
      accentColor: o.accentColor ?? null,
      crystal,
      crystalMaterial: crystalMaterialOf(crystal),
      ceramicBezel,
      clasp: strapCode === 'BR' ? (line.clasp ?? 'Folding clasp') : (line.buckle ?? 'Pin buckle'),
      country: BRAND_COUNTRY[line.brand] ?? 'Switzerland',
      blurb: line.blurb,
      // A reference without the line's ceramic bezel (a 14060M among Submariners) does not inherit its description.
      lineFeatures: ceramicBezel ? line.features : line.features.filter((feature) => !CERAMIC_BEZEL_FEATURE.test(feature)),
    });
  });
}

const ALL_LINES: readonly WatchLineData[] = [...ICON_WATCH_LINES, ...MORE_WATCH_LINES, ...SPECIALIST_WATCH_LINES];

export const WATCH_LINES: readonly WatchLine[] = ALL_LINES.map((d) => d.line);

/** Every reference the shop stocks (several per model line). */
export const WATCH_VARIANTS: readonly WatchVariant[] = ALL_LINES.flatMap(resolveLine);

/** Brands whose current references are featured on the home page. */
export const FEATURED_WATCH_BRANDS: ReadonlySet<string> = new Set([
  'Rolex',
  'Patek Philippe',
  'Audemars Piguet',
  'Omega',
  'Cartier',
  'Vacheron Constantin',
  'A. Lange & Söhne',
]);

const EXACT_WATER_RESISTANCE = [30, 50, 100, 200, 300, 500] as const;
const SIZE_BANDS = [
  [0, 35],
  [36, 39],
  [40, 41],
  [42, 43],
  [44, 99],
] as const;

/**
 * The subset of references that the first round of watches leads with, so
 * that even the 150 watches of the demo catalogue match every filter value
 * of §9 (several times each), every brand and every complication.
 */
export function watchCoverageLead(seed: number): number[] {
  const rng = new SeedRandom(hash32(seed, 0x57a7c4));
  const chosen = new Set<number>();
  const require = (matches: (v: WatchVariant) => boolean, min: number) => {
    const candidates: number[] = [];
    let have = 0;
    WATCH_VARIANTS.forEach((v, i) => {
      if (!matches(v)) return;
      if (chosen.has(i)) have += 1;
      else candidates.push(i);
    });
    rng.shuffleInPlace(candidates);
    for (const i of candidates) {
      if (have >= min) break;
      chosen.add(i);
      have += 1;
    }
  };
  for (const brand of new Set(WATCH_VARIANTS.map((v) => v.brand))) require((v) => v.brand === brand, 1);
  for (const value of CASE_MATERIALS) require((v) => v.caseMaterial === value, 2);
  for (const value of DIAL_COLORS) require((v) => v.dialColor === value, 2);
  for (const value of STRAP_MATERIALS) require((v) => v.strapMaterial === value, 2);
  for (const value of MOVEMENTS) require((v) => v.movement === value, 2);
  for (const value of COMPLICATIONS) require((v) => v.complications.includes(value), 2);
  for (const value of GENDERS) require((v) => v.gender === value, 2);
  for (const value of EXACT_WATER_RESISTANCE) require((v) => v.waterResistanceM === value, 2);
  require((v) => v.waterResistanceM >= 1000, 2);
  for (const [min, max] of SIZE_BANDS) require((v) => v.mm >= min && v.mm <= max, 2);
  require((v) => v.limited !== null, 3);
  require((v) => v.disc, 6);
  require((v) => v.priceGbp < 1000, 2);
  require((v) => v.priceGbp > 20000, 4);
  return [...chosen].sort((a, b) => a - b);
}

import { createRng, hashString, type Rng } from './art-kit.js';
import type { ProductArtInput } from './product-art.js';
import { ownValue } from '@aurum/rules/own-value';

/**
 * Turns catalogue attributes into concrete art direction for a watch. All
 * free choices come from a PRNG seeded by the SKU, so a product always gets
 * the same design while siblings with equal attributes still look distinct.
 */

export interface Metal {
  shadow: string;
  dark: string;
  mid: string;
  light: string;
  glint: string;
}

export const METALS = {
  steel: { shadow: '#2a2d32', dark: '#5c626a', mid: '#a2a8b0', light: '#dde1e6', glint: '#ffffff' },
  titanium: { shadow: '#222428', dark: '#4a4e54', mid: '#7c8188', light: '#b3b7bd', glint: '#e2e4e7' },
  gold: { shadow: '#4a3108', dark: '#8a6220', mid: '#c8993e', light: '#efd184', glint: '#fff5d6' },
  rose: { shadow: '#4a2417', dark: '#8e5036', mid: '#c8876a', light: '#ecbfa4', glint: '#fff0e6' },
  platinum: { shadow: '#363a40', dark: '#7a818a', mid: '#bcc2c9', light: '#edf0f3', glint: '#ffffff' },
  ceramic: { shadow: '#000000', dark: '#0a0a0b', mid: '#1b1c1e', light: '#3b3d41', glint: '#a3a5aa' },
  whiteCeramic: { shadow: '#8d8c88', dark: '#c9c7c1', mid: '#e7e5df', light: '#f7f6f2', glint: '#ffffff' },
  bronze: { shadow: '#2d1c0b', dark: '#6a451f', mid: '#a6753d', light: '#d5a766', glint: '#f4d9a8' },
  carbon: { shadow: '#040404', dark: '#0f1012', mid: '#202124', light: '#36383c', glint: '#8a8c91' },
  blued: { shadow: '#0a1330', dark: '#14275e', mid: '#2446a0', light: '#4d74d6', glint: '#a9c0ff' },
} satisfies Record<string, Metal>;

export interface Dial {
  base: string;
  center: string;
  edge: string;
  /** Colour for printed scales on this dial. */
  print: string;
  /** 0..1 strength of the sunburst finish. */
  sunburst: number;
}

const DIALS: Record<string, Dial> = {
  black: { base: '#111215', center: '#2a2c31', edge: '#040405', print: '#e8e5dc', sunburst: 0.45 },
  blue: { base: '#133b7c', center: '#2e66bd', edge: '#05183a', print: '#f2f2f0', sunburst: 1 },
  white: { base: '#eeece5', center: '#fbfaf6', edge: '#cfcabd', print: '#1a1a1a', sunburst: 0.12 },
  silver: { base: '#c2c6cb', center: '#eef0f2', edge: '#868b92', print: '#1e2023', sunburst: 1 },
  green: { base: '#0f4330', center: '#247552', edge: '#051c13', print: '#f0efe8', sunburst: 1 },
  gold: { base: '#b4893b', center: '#ebcf87', edge: '#6a4b17', print: '#2a1d08', sunburst: 1 },
  brown: { base: '#4b2c17', center: '#7d4c2a', edge: '#1c0f07', print: '#f0e3cf', sunburst: 1 },
  gray: { base: '#4a4e55', center: '#80868e', edge: '#202328', print: '#f1f1f1', sunburst: 1 },
};

const DIAL_ALIASES: Record<string, string> = {
  grey: 'gray',
  slate: 'gray',
  anthracite: 'gray',
  champagne: 'gold',
  cream: 'white',
  ivory: 'white',
  navy: 'blue',
  chocolate: 'brown',
  olive: 'green',
};

export type CaseShape = 'round' | 'cushion' | 'tank' | 'square' | 'octagon';
export type StrapKind = 'leather' | 'alligator' | 'bracelet' | 'rubber' | 'silicone' | 'nato' | 'fabric';

export interface WatchSpec {
  seed: number;
  shape: CaseShape;
  /** Exposed bezel screws (Santos-style square cases). */
  screws: boolean;
  /** Case half-size in px at hero scale. */
  R: number;
  caseMetal: Metal;
  isCeramic: boolean;
  isCarbon: boolean;
  /** Metal of applied indices and hands. */
  trim: Metal;
  dial: Dial;
  bezel: 'smooth' | 'fluted' | 'dive' | 'gmt' | 'tachy';
  insert: string;
  insert2: string;
  /** Sub-dial layout (chronographs and calendars). */
  chrono: 'none' | 'tri' | 'bi';
  /** Chronograph pushers on the case flank. */
  pushers: boolean;
  moon: boolean;
  tourbillon: boolean;
  dayDate: boolean;
  powerReserve: boolean;
  gmt: boolean;
  date: 'none' | 'three' | 'six' | 'fourThirty';
  dateNumber: number;
  indexStyle: 'baton' | 'dot' | 'roman' | 'dagger';
  handStyle: 'dauphine' | 'baton' | 'sword' | 'breguet' | 'leaf';
  handMetal: Metal;
  lume: boolean;
  accent: string;
  emblem: 'crown' | 'star' | 'shield' | 'bars';
  strap: StrapKind;
  strapColor: string;
  strapColor2: string;
  stitch: string;
  natoStripes: string[];
  bracelet: 'oyster' | 'jubilee';
  time: { h: number; m: number; s: number };
}

const norm = (s: string | null | undefined): string => (s ?? '').trim().toLowerCase();

function pickShape(name: string, rng: Rng, sporty: boolean): CaseShape {
  if (/tank|reverso|cintr|rectang|baignoire/.test(name)) return 'tank';
  if (/santos|monaco|square|carr[ée]|quadr|carrera[\s-]*square|\bbr\s?v?\d/.test(name)) return 'square';
  if (/royal oak|octag|octo|laureato/.test(name)) return 'octagon';
  if (/big bang|classic fusion|alpine eagle|ballon bleu|overseas|fifty fathoms|pelagos/.test(name)) return 'round';
  if (/cushion|nautilus|aquanaut|luminor|radiomir|tonneau|panerai/.test(name)) return 'cushion';
  const roll = rng.next();
  if (sporty) return roll < 0.1 ? 'cushion' : 'round';
  return roll < 0.08 ? 'tank' : roll < 0.14 ? 'cushion' : 'round';
}

function caseMetalFor(material: string, name: string, golds: string, rng: Rng): { metal: Metal; ceramic: boolean; carbon: boolean } {
  if (material.includes('gold')) {
    // The gold's colour, when the case names it, is drawn as named (a white-gold 126619LB is not yellow, issue 37).
    const hint = `${material} ${golds}`;
    if (/white gold/.test(hint) && !/yellow|rose|everose|sedna|pink|red gold|king gold/.test(hint)) return { metal: METALS.platinum, ceramic: false, carbon: false };
    const named = /yellow|white|rose|everose|sedna|pink|red gold|king gold/.test(hint);
    const rose = /rose|everose|sedna|pink|red gold|king gold/.test(name + hint) || (!named && rng.chance(0.12));
    return { metal: rose ? METALS.rose : METALS.gold, ceramic: false, carbon: false };
  }
  if (material.includes('platinum')) return { metal: METALS.platinum, ceramic: false, carbon: false };
  if (material.includes('titan')) return { metal: METALS.titanium, ceramic: false, carbon: false };
  if (material.includes('ceramic')) {
    const white = /white/.test(name + material);
    return { metal: white ? METALS.whiteCeramic : METALS.ceramic, ceramic: true, carbon: false };
  }
  if (material.includes('bronze')) return { metal: METALS.bronze, ceramic: false, carbon: false };
  if (material.includes('carbon')) return { metal: METALS.carbon, ceramic: false, carbon: true };
  return { metal: METALS.steel, ceramic: false, carbon: false };
}

function strapKindFor(material: string, rng: Rng): StrapKind {
  if (/bracelet|metal|steel|mesh|link/.test(material)) return 'bracelet';
  if (/alligator|croc/.test(material)) return 'alligator';
  if (/nato|zulu/.test(material)) return 'nato';
  if (/silicone/.test(material)) return 'silicone';
  if (/rubber/.test(material)) return 'rubber';
  if (/fabric|canvas|textile|nylon/.test(material)) return 'fabric';
  if (/leather|calf|suede/.test(material)) return 'leather';
  return rng.pick(['leather', 'alligator', 'bracelet'] as const);
}

const STRAP_COLOURS: Record<string, string> = {
  black: '#141110',
  brown: '#3e2616',
  tan: '#8e5a31',
  cognac: '#7a3f1c',
  navy: '#18223a',
  blue: '#1c3564',
  green: '#1e3a2b',
  olive: '#4a4a2c',
  gray: '#3b3c3f',
  grey: '#3b3c3f',
  red: '#5c1620',
  burgundy: '#4a1420',
  white: '#e8e6e0',
  orange: '#c4561f',
};

export function buildWatchSpec(input: ProductArtInput): WatchSpec {
  const seed = hashString(input.sku);
  const rng = createRng(seed);
  const name = norm(input.name);
  const material = norm(input.caseMaterial) || norm(input.materials.join(' '));
  // 'Gold' alone does not say which gold; the materials list does ('18k White Gold').
  const golds = input.materials.map(norm).filter((m) => m.includes('gold')).join(' ');
  const comps = input.complications.map(norm).join(' | ');
  const wr = input.waterResistanceM ?? 0;

  const chronoWanted = /chrono/.test(comps) || /chronograph|daytona|speedmaster|navitimer|el primero/.test(name);
  const tourbillon = /tourbillon/.test(comps);
  const moon = /moon/.test(comps) && !tourbillon;
  const calendar = /calendar/.test(comps);
  const dayDate = /day-?\s?date/.test(comps) || /day-date/.test(name);
  const gmt = /gmt|dual time|world ?time/.test(comps) || /gmt/.test(name);
  const dive = wr >= 200;
  const sporty = dive || chronoWanted || gmt;

  let shape = pickShape(name, rng, sporty);
  // Sub-dials and rotating bezels need a round dial to read correctly.
  if ((chronoWanted || dive) && (shape === 'tank' || shape === 'square')) shape = 'round';

  const { metal, ceramic, carbon } = caseMetalFor(material, name, golds, rng);
  const dialKey = norm(input.dialColor);
  const dialName = ownValue(DIAL_ALIASES, dialKey) ?? dialKey;
  const dial = ownValue(DIALS, dialName) ?? DIALS.black!;

  const isWarm = metal === METALS.gold || metal === METALS.rose || metal === METALS.bronze;
  const trim = isWarm ? metal : ceramic || carbon ? METALS.steel : metal === METALS.titanium ? METALS.steel : metal;

  const diameter = input.caseDiameterMm ?? 40;
  const scale = Math.min(1.1, Math.max(0.86, 0.92 + (diameter - 40) * 0.014));
  const R = (shape === 'round' ? 268 : 252) * scale;

  let chrono: WatchSpec['chrono'] = 'none';
  if (chronoWanted || calendar) chrono = moon || tourbillon || rng.chance(0.35) ? 'bi' : 'tri';

  const round = shape === 'round';
  let bezel: WatchSpec['bezel'] = 'smooth';
  if (round && dive) bezel = gmt ? 'gmt' : 'dive';
  else if (round && gmt) bezel = 'gmt';
  else if (round && chronoWanted && rng.chance(0.6)) bezel = 'tachy';
  else if (round && (isWarm || metal === METALS.platinum) && !sporty && rng.chance(0.5)) bezel = 'fluted';

  const insertByDial: Record<string, string> = { blue: '#0f2c6b', green: '#0c3a26', brown: '#3a2414', gray: '#2c2f33' };
  const insert = ceramic ? metal.mid : ownValue(insertByDial, dialName) ?? '#0d0d0f';
  const gmtPairs: Array<[string, string]> = [
    ['#8e1424', '#16306e'],
    ['#141414', '#1a3570'],
    ['#6b1a3a', '#1d2b4f'],
  ];
  const [gmtA, gmtB] = rng.pick(gmtPairs);

  let date: WatchSpec['date'] = dayDate || rng.chance(0.78) ? 'three' : 'none';
  if (chrono === 'tri') date = rng.chance(0.7) ? 'fourThirty' : 'none';
  if (chrono === 'bi') date = moon || tourbillon ? 'none' : 'six';
  if (!round && shape !== 'cushion' && shape !== 'octagon') date = rng.chance(0.3) ? 'six' : 'none';
  if ((moon || tourbillon) && date === 'six') date = chrono === 'none' ? 'three' : 'none';

  const dress = !sporty;
  let indexStyle: WatchSpec['indexStyle'] = dive ? 'dot' : rng.pick(['baton', 'baton', 'dagger'] as const);
  if (shape === 'tank' || (shape === 'square' && /santos|carr[ée]/.test(name))) indexStyle = rng.chance(0.8) ? 'roman' : 'baton';
  else if (shape === 'square') indexStyle = 'baton';
  else if (dress && (dialName === 'white' || dialName === 'silver') && rng.chance(0.35)) indexStyle = 'roman';

  let handStyle: WatchSpec['handStyle'] = sporty
    ? rng.pick(['sword', 'baton'] as const)
    : rng.pick(['dauphine', 'dauphine', 'leaf', 'baton'] as const);
  if (indexStyle === 'roman') handStyle = rng.pick(['breguet', 'sword', 'leaf'] as const);
  const lightDial = dialName === 'white' || dialName === 'silver' || dialName === 'gold';
  const handMetal = indexStyle === 'roman' && lightDial && !isWarm ? METALS.blued : trim;

  const strap = strapKindFor(norm(input.strapMaterial), rng);
  const colours = input.colors.map(norm);
  // White and grey name the dial more often than the strap.
  const namedStrapColour = colours
    .filter((c) => !['white', 'gray', 'grey'].includes(c))
    .map((c) => ownValue(STRAP_COLOURS, c))
    .find((hex) => hex !== undefined);
  let strapColor: string;
  if (strap === 'rubber' || strap === 'silicone') {
    const options = ['#111214', '#111214', dialName === 'blue' ? '#142a55' : dialName === 'green' ? '#153526' : '#111214'];
    if (strap === 'silicone') options.push('#e9e7e2', '#c4561f');
    strapColor = rng.pick(options);
  } else if (strap === 'fabric') {
    strapColor = rng.pick(['#3b3d40', '#1b2640', '#474a2e', '#7d7358']);
  } else {
    const warmChoices = ['#3e2616', '#7a3f1c', '#141110', '#5a2a17'];
    const coolChoices = ['#141110', '#3e2616', '#18223a', '#2a1a12'];
    strapColor = namedStrapColour ?? rng.pick(isWarm ? warmChoices : coolChoices);
  }
  const natoPalettes = [
    ['#1a2340', '#8e1b24', '#1a2340'],
    ['#1b1b1d', '#6f7378', '#1b1b1d', '#6f7378', '#1b1b1d'],
    ['#3d4428'],
    ['#1a2340', '#3a5a3a', '#1a2340'],
    ['#5a5e63', '#1a2340', '#5a5e63'],
  ];

  return {
    seed,
    shape,
    screws: /santos|screw|big bang|classic fusion|alpine eagle|\bbr\s?v?\d/.test(name),
    R,
    caseMetal: metal,
    isCeramic: ceramic,
    isCarbon: carbon,
    trim,
    dial,
    bezel,
    insert: bezel === 'gmt' ? gmtA : insert,
    insert2: gmtB,
    chrono,
    pushers: chronoWanted,
    moon,
    tourbillon,
    dayDate,
    powerReserve: /power reserve/.test(comps) && chrono === 'none' && !tourbillon,
    gmt,
    date,
    dateNumber: rng.int(1, 28),
    indexStyle,
    handStyle,
    handMetal,
    lume: sporty || rng.chance(0.2),
    accent: dive || gmt ? rng.pick(['#c8202a', '#d8692a', '#c8202a']) : trim.mid,
    emblem: rng.pick(['crown', 'star', 'shield', 'bars'] as const),
    strap,
    strapColor,
    strapColor2: rng.pick(['#c9b99a', '#3a2a1e', '#d8cfbf']),
    stitch: rng.pick(['#d9cdb4', '#c9a24a', '#e9e2d0']),
    natoStripes: rng.pick(natoPalettes),
    bracelet: isWarm || metal === METALS.platinum ? (rng.chance(0.6) ? 'jubilee' : 'oyster') : rng.chance(0.25) ? 'jubilee' : 'oyster',
    time: { h: 10, m: 9 + rng.int(0, 2), s: rng.int(28, 42) },
  };
}

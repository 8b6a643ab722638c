import { createRng, hashString } from './art-kit.js';
import type { ProductArtInput } from './product-art.js';
import { ownValue } from '@aurum/rules/own-value';

/** Art direction for clothing and accessories, derived from catalogue attributes. */

export type GarmentKind =
  | 'blazer'
  | 'coat'
  | 'trench'
  | 'jacket'
  | 'puffer'
  | 'shirt'
  | 'polo'
  | 'tee'
  | 'knit'
  | 'hoodie'
  | 'dress'
  | 'gown'
  | 'trousers'
  | 'jeans'
  | 'shorts'
  | 'skirt'
  | 'scarf'
  | 'tie'
  | 'gloves'
  | 'hat'
  | 'belt'
  | 'bag'
  | 'shoes';

export type FabricKind =
  | 'wool'
  | 'herringbone'
  | 'tweed'
  | 'cashmere'
  | 'silk'
  | 'leather'
  | 'suede'
  | 'denim'
  | 'linen'
  | 'cotton'
  | 'knit'
  | 'jersey'
  | 'nylon'
  | 'velvet'
  | 'corduroy';

export type ShoeKind = 'sneaker' | 'loafer' | 'oxford' | 'boot';

export interface GarmentSpec {
  seed: number;
  kind: GarmentKind;
  fabric: FabricKind;
  color: string;
  /** Second colour (lining, stripes, soles, pattern). */
  accent: string;
  /** Hardware: buttons, buckles, zips. */
  metal: 'gold' | 'silver' | 'horn' | 'self' | 'pearl';
  /** Free variations used by the individual silhouettes. */
  doubleBreasted: boolean;
  neckline: 'crew' | 'v' | 'turtle' | 'cardigan';
  shoe: ShoeKind;
  /** Tie worn with tailoring: always contrasts with the shirt. */
  tieColour: string;
  /** Satin-faced lapels (dinner jackets). */
  satin: boolean;
  /** Long variant (parka rather than puffer jacket, maxi rather than midi). */
  long: boolean;
  pattern: 'plain' | 'check' | 'stripe' | 'dots';
  presentation: 'hanger' | 'flat' | 'floor';
}

const COLOURS: Record<string, string> = {
  black: '#1a1a1c',
  navy: '#1d2742',
  blue: '#2c4f8c',
  'light blue': '#9fbad8',
  'sky blue': '#9fbad8',
  gray: '#75787d',
  grey: '#75787d',
  charcoal: '#3b3d42',
  white: '#ecebe6',
  ivory: '#efe8d8',
  cream: '#ece2cc',
  'off-white': '#ebe6da',
  beige: '#cdb595',
  camel: '#b98d5c',
  sand: '#c9b18c',
  stone: '#b9b09e',
  taupe: '#8b7d6b',
  khaki: '#a89d74',
  tan: '#a8774a',
  cognac: '#8a4b22',
  brown: '#5c3b24',
  chocolate: '#3e2619',
  green: '#2f5240',
  olive: '#5b5b35',
  'forest green': '#1f3a2b',
  emerald: '#13604a',
  red: '#9b1f27',
  burgundy: '#5e1726',
  wine: '#5e1726',
  pink: '#dba5ad',
  blush: '#e2b9b4',
  purple: '#4d2c5c',
  lavender: '#a897c4',
  yellow: '#d8b64a',
  mustard: '#c59a2e',
  orange: '#c8652f',
  gold: '#c9a24a',
  silver: '#b8bbc0',
  teal: '#1f5d63',
};

/** Words in the name, most specific first. The match ending last in the name wins. */
const KIND_RULES: Array<[RegExp, GarmentKind]> = [
  [/\bt-?shirts?\b|\btees?\b/g, 'tee'],
  [/\bpolo(\s+shirt)?\b/g, 'polo'],
  [/(dinner|tuxedo|smoking|suit|sports?)\s+jacket|\btuxedo\b|\bsuit\b|sport\s*coat|blazer/g, 'blazer'],
  [/trench(\s+coat)?|\bmac\b|mackintosh/g, 'trench'],
  [/(puffer|\bdown\b|quilted|padded|\bski\b)(\s+[\w-]+)?\s+(jacket|coat|gilet|vest|parka)|puffer|gilet|parka|anorak/g, 'puffer'],
  [/hoodie|hooded\s+(sweatshirt|top|sweater|jumper)/g, 'hoodie'],
  [/gloves?|mittens?/g, 'gloves'],
  [/beanie|\bhats?\b|\bcap\b|fedora|beret/g, 'hat'],
  [/sneakers?|trainers?|loafers?|\bshoes?\b|boots?|derby|derbies|brogues?|oxfords\b|moccasins?|slippers?|mules?|espadrilles?|pumps|heels/g, 'shoes'],
  [/\bbag\b|tote|clutch|briefcase|holdall|backpack|satchel|wallet|card\s*holder|pouch|weekender|purse|handbag/g, 'bag'],
  [/\bbelt\b/g, 'belt'],
  [/bow\s*tie|necktie|\btie\b/g, 'tie'],
  [/scarf|stole|shawl|snood|pocket square|wrap\b/g, 'scarf'],
  [/gown/g, 'gown'],
  [/dress\b(?!\s+(shirt|trousers|pants|shoes?))/g, 'dress'],
  [/jeans|denims?\b/g, 'jeans'],
  [/shorts/g, 'shorts'],
  [/trousers|chinos?|pants|slacks|joggers/g, 'trousers'],
  [/skirt/g, 'skirt'],
  [/knit|sweater|sweatshirt|jumper|cardigan|pullover|turtleneck|roll-?neck|crew-?neck|v-?neck/g, 'knit'],
  [/(?<!sweat|t-|over)shirt|blouse|overshirt/g, 'shirt'],
  [/overcoat|topcoat|peacoat|coat\b|cape/g, 'coat'],
  [/jacket|bomber|biker|blouson|harrington|windbreaker|trucker/g, 'jacket'],
];

export function classifyGarment(name: string, style: string, rng: ReturnType<typeof createRng>, gender: string): GarmentKind {
  let best: { end: number; rank: number; kind: GarmentKind } | null = null;
  KIND_RULES.forEach(([re, kind], rank) => {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(name))) {
      const end = m.index + m[0].length;
      if (!best || end > best.end || (end === best.end && rank < best.rank)) best = { end, rank, kind };
    }
  });
  if (best) return (best as { kind: GarmentKind }).kind;
  const women = /women|female|ladies/.test(gender);
  switch (style) {
    case 'formal':
      return 'blazer';
    case 'business':
      return rng.pick(['shirt', 'blazer'] as const);
    case 'evening':
      return women ? rng.pick(['gown', 'dress'] as const) : 'blazer';
    case 'sport':
      return rng.pick(['polo', 'hoodie', 'tee'] as const);
    case 'outerwear':
      return rng.pick(['coat', 'trench', 'puffer', 'jacket'] as const);
    case 'accessories':
      return rng.pick(['scarf', 'belt', 'bag', 'tie'] as const);
    case 'casual':
      return rng.pick(['knit', 'tee', 'shirt'] as const);
    default:
      return rng.pick(['knit', 'shirt', 'coat'] as const);
  }
}

const FABRIC_WORDS: Array<[RegExp, FabricKind]> = [
  [/herringbone/, 'herringbone'],
  [/tweed|bouclé|boucle/, 'tweed'],
  [/denim|jeans/, 'denim'],
  [/suede|nubuck/, 'suede'],
  [/leather|calf|lambskin|croc|saffiano/, 'leather'],
  [/velvet/, 'velvet'],
  [/corduroy|\bcord\b/, 'corduroy'],
  [/silk|satin|crepe|crêpe|chiffon|charmeuse|cady/, 'silk'],
  [/cashmere|vicuña|vicuna|alpaca|mohair/, 'cashmere'],
  [/linen/, 'linen'],
  [/nylon|polyamide|polyester|\bdown\b|technical|gore|shell/, 'nylon'],
  [/jersey|fleece/, 'jersey'],
  [/merino|knit|lambswool/, 'knit'],
  [/wool|flannel|gabardine|worsted|grain de poudre/, 'wool'],
  [/cotton|poplin|oxford|piqu|twill|canvas/, 'cotton'],
];

/** The fabric word that appears first: "90% Wool, 10% Cashmere" is wool. */
function earliestFabric(text: string): FabricKind | null {
  let best: { at: number; fabric: FabricKind } | null = null;
  for (const [re, fabric] of FABRIC_WORDS) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, fabric };
  }
  return best ? best.fabric : null;
}

function fabricFor(name: string, fabric: string, materials: string[], kind: GarmentKind): FabricKind {
  // Surface words in the product name are the most specific ("Suede Bomber").
  const named = /herringbone|tweed|denim|jeans|suede|leather|velvet|corduroy/.test(name) ? earliestFabric(name) : null;
  const found = named ?? earliestFabric(fabric) ?? earliestFabric(materials.join(' ')) ?? earliestFabric(name);
  if (found) return found;
  const defaults: Partial<Record<GarmentKind, FabricKind>> = {
    blazer: 'wool',
    coat: 'wool',
    trench: 'cotton',
    jacket: 'leather',
    puffer: 'nylon',
    knit: 'knit',
    hoodie: 'jersey',
    tee: 'jersey',
    polo: 'cotton',
    dress: 'silk',
    gown: 'silk',
    jeans: 'denim',
    tie: 'silk',
    scarf: 'cashmere',
    belt: 'leather',
    bag: 'leather',
    shoes: 'leather',
    gloves: 'leather',
    hat: 'knit',
  };
  return defaults[kind] ?? 'cotton';
}

function colourOf(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const key = name.trim().toLowerCase();
  const named = ownValue(COLOURS, key);
  if (named) return named;
  const word = Object.keys(COLOURS).find((k) => key.includes(k));
  return word ? COLOURS[word] : undefined;
}

export function buildGarmentSpec(input: ProductArtInput): GarmentSpec {
  const seed = hashString(input.sku);
  const rng = createRng(seed);
  const name = (input.name ?? '').toLowerCase();
  const style = (input.style ?? '').toLowerCase();
  const gender = (input.gender ?? '').toLowerCase();
  const kind = classifyGarment(name, style, rng, gender);
  let fabric = fabricFor(name, (input.fabric ?? '').toLowerCase(), input.materials.map((m) => m.toLowerCase()), kind);
  // Knitwear shows its stitches whatever the yarn.
  if ((kind === 'knit' || kind === 'hat') && fabric !== 'jersey') fabric = 'knit';
  if ((kind === 'tee' || kind === 'hoodie') && fabric === 'cotton') fabric = 'jersey';

  const fallback = rng.pick(['#1d2742', '#3b3d42', '#5c3b24', '#b98d5c', '#1a1a1c']);
  let color = colourOf(input.colors[0]) ?? (kind === 'jeans' ? '#2b4470' : fallback);
  if (kind === 'jeans' && (color === COLOURS.blue || color === COLOURS.navy)) color = '#2b4470';
  const accent =
    colourOf(input.colors[1]) ??
    rng.pick(kind === 'tie' || kind === 'scarf' ? ['#c9a24a', '#e8e2d4', '#8e1f2a', '#1d2742'] : ['#c9a24a', '#e8e2d4', '#2b2b2e']);

  const isCheck = /check|plaid|tartan|gingham|houndstooth/.test(name);
  const isStripe = /stripe|striped|pinstripe|repp|regimental/.test(name);
  const isDots = /dot|polka|foulard|print/.test(name);
  let pattern: GarmentSpec['pattern'] = isCheck ? 'check' : isStripe ? 'stripe' : isDots ? 'dots' : 'plain';
  if (pattern === 'plain' && kind === 'tie') pattern = rng.pick(['stripe', 'dots', 'plain'] as const);
  if (pattern === 'plain' && kind === 'scarf' && input.colors.length > 1) pattern = 'check';

  let neckline: GarmentSpec['neckline'] = rng.pick(['crew', 'crew', 'v'] as const);
  if (/turtle|roll-?neck|polo\s*neck/.test(name)) neckline = 'turtle';
  else if (/cardigan/.test(name)) neckline = 'cardigan';
  else if (/v-?neck/.test(name)) neckline = 'v';
  else if (/crew/.test(name)) neckline = 'crew';

  let shoe: ShoeKind = rng.pick(['oxford', 'loafer', 'sneaker'] as const);
  if (/sneaker|trainer|runner/.test(name)) shoe = 'sneaker';
  else if (/loafer|moccasin|slipper|mule/.test(name)) shoe = 'loafer';
  else if (/boot/.test(name)) shoe = 'boot';
  else if (/oxford|derby|brogue|shoe/.test(name)) shoe = 'oxford';

  const flat: GarmentKind[] = ['trousers', 'jeans', 'shorts', 'tie', 'belt', 'skirt', 'gloves', 'hat'];
  const floor: GarmentKind[] = ['bag', 'shoes'];
  const presentation = floor.includes(kind) ? 'floor' : flat.includes(kind) ? 'flat' : 'hanger';

  const dark = ['#1a1a1c', '#1d2742', '#3b3d42'].includes(color);
  return {
    seed,
    kind,
    fabric,
    color,
    accent,
    metal: kind === 'trench' ? 'horn' : kind === 'shirt' || kind === 'polo' || kind === 'dress' ? 'pearl' : kind === 'blazer' && color === COLOURS.navy ? 'gold' : kind === 'bag' || kind === 'belt' ? 'gold' : dark ? rng.pick(['horn', 'gold']) : rng.pick(['horn', 'self', 'silver']),
    doubleBreasted: /double/.test(name) || (kind === 'trench' ? true : rng.chance(kind === 'coat' ? 0.4 : 0.2)),
    neckline,
    shoe,
    tieColour: rng.pick(['#7a1f2b', '#1f2f52', '#9c7a32', '#2b2b2e', '#3f4d2a', '#5a2340']),
    satin: kind === 'blazer' && (/tuxedo|dinner|smoking|evening/.test(name) || style === 'evening'),
    long: /parka|maxi|long|duster/.test(name),
    pattern,
    presentation,
  };
}

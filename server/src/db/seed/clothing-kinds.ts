import type { ClothingColor, Fit, Season, Style } from './catalogue-vocabulary.js';

/** A fabric option: label for the spec sheet, prose for copy, materials for the filter. */
export interface FabricPreset {
  fabric: string;
  prose: string;
  materials: readonly string[];
}

export const FABRICS = {
  cashmere: { fabric: '100% Cashmere', prose: 'pure cashmere', materials: ['Cashmere'] },
  babyCashmere: { fabric: '100% Baby Cashmere', prose: 'baby cashmere, the finest grade of the fibre', materials: ['Cashmere'] },
  woolCashmere: { fabric: '90% Wool, 10% Cashmere', prose: 'a soft blend of wool and cashmere', materials: ['Wool', 'Cashmere'] },
  cashmereSilk: { fabric: '70% Cashmere, 30% Silk', prose: 'a fluid cashmere and silk blend', materials: ['Cashmere', 'Silk'] },
  super150: { fabric: 'Super 150s Wool', prose: 'Super 150s wool', materials: ['Wool'] },
  super130: { fabric: 'Super 130s Wool', prose: 'Super 130s wool', materials: ['Wool'] },
  woolMohair: { fabric: '70% Wool, 30% Mohair', prose: 'a crisp wool and mohair blend', materials: ['Wool'] },
  woolSilkLinen: { fabric: '50% Wool, 30% Silk, 20% Linen', prose: 'a breathable blend of wool, silk and linen', materials: ['Wool', 'Silk', 'Linen'] },
  virginWool: { fabric: '100% Virgin Wool', prose: 'virgin wool', materials: ['Wool'] },
  woolGabardine: { fabric: '100% Wool Gabardine', prose: 'tightly woven wool gabardine', materials: ['Wool'] },
  grainDePoudre: { fabric: '100% Wool Grain de Poudre', prose: 'wool grain de poudre', materials: ['Wool'] },
  woolCrepe: { fabric: '100% Wool Crêpe', prose: 'fluid wool crêpe', materials: ['Wool'] },
  merino: { fabric: '100% Extra-Fine Merino Wool', prose: 'extra-fine merino wool', materials: ['Wool'] },
  lambswool: { fabric: '100% Lambswool', prose: 'soft lambswool', materials: ['Wool'] },
  silk: { fabric: '100% Silk', prose: 'pure silk', materials: ['Silk'] },
  silkTwill: { fabric: '100% Silk Twill', prose: 'silk twill', materials: ['Silk'] },
  silkCrepe: { fabric: '100% Silk Crêpe de Chine', prose: 'silk crêpe de chine', materials: ['Silk'] },
  silkSatin: { fabric: '100% Silk Satin', prose: 'lustrous silk satin', materials: ['Silk'] },
  cottonPoplin: { fabric: '100% Cotton Poplin', prose: 'crisp cotton poplin', materials: ['Cotton'] },
  cottonOxford: { fabric: '100% Cotton Oxford', prose: 'cotton Oxford cloth', materials: ['Cotton'] },
  cottonGabardine: { fabric: '100% Cotton Gabardine', prose: 'weatherproof cotton gabardine', materials: ['Cotton'] },
  cottonPique: { fabric: '100% Cotton Piqué', prose: 'breathable cotton piqué', materials: ['Cotton'] },
  cottonJersey: { fabric: '100% Cotton Jersey', prose: 'heavyweight cotton jersey', materials: ['Cotton'] },
  cottonFleece: { fabric: '100% Cotton Fleece', prose: 'brushed-back cotton fleece', materials: ['Cotton'] },
  cottonVelvet: { fabric: '100% Cotton Velvet', prose: 'plush cotton velvet', materials: ['Cotton'] },
  cottonTwill: { fabric: '98% Cotton, 2% Elastane', prose: 'stretch cotton twill', materials: ['Cotton'] },
  linen: { fabric: '100% Linen', prose: 'airy linen', materials: ['Linen'] },
  linenCotton: { fabric: '55% Linen, 45% Cotton', prose: 'a relaxed linen and cotton blend', materials: ['Linen', 'Cotton'] },
  lambLeather: { fabric: '100% Lambskin Leather', prose: 'supple lambskin leather', materials: ['Leather'] },
  calfLeather: { fabric: '100% Calf Leather', prose: 'full-grain calf leather', materials: ['Leather'] },
  suede: { fabric: '100% Goat Suede', prose: 'soft goat suede', materials: ['Suede'] },
  nylon: { fabric: '100% Polyamide', prose: 'lightweight technical nylon', materials: ['Nylon'] },
  reNylon: { fabric: '100% Re-Nylon (regenerated polyamide)', prose: 'Re-Nylon, regenerated from recovered plastic waste', materials: ['Nylon'] },
  downNylon: { fabric: 'Nylon laqué shell, 90% down and 10% feather filling', prose: 'glossy nylon laqué filled with goose down', materials: ['Nylon', 'Down'] },
  crinkleReps: { fabric: '100% Polyamide Crinkle Reps', prose: 'garment-dyed crinkle reps nylon', materials: ['Nylon'] },
  techJersey: { fabric: '60% Cotton, 40% Polyamide Technical Jersey', prose: 'a technical cotton and nylon jersey', materials: ['Cotton', 'Nylon'] },
} as const satisfies Record<string, FabricPreset>;

export type FabricKey = keyof typeof FABRICS;

/** How a garment is sized: letter sizes, a single size, or a short letter range. */
export type Sizing = 'apparel' | 'one-size' | 'short-range';

/** A garment archetype: shared defaults for every product of that kind. */
export interface GarmentKind {
  noun: string;
  styles: readonly Style[];
  seasons: readonly Season[];
  /** Empty for accessories (no fit). */
  fits: readonly Fit[];
  sizing: Sizing;
  linings: readonly string[];
  closures: readonly string[];
  features: readonly string[];
  palette: readonly ClothingColor[];
}

const ALL_COLOURS: readonly ClothingColor[] = ['Black', 'Navy', 'Gray', 'Beige', 'Brown', 'Green', 'Blue', 'White', 'Red'];

export const GARMENT_KINDS = {
  overcoat: {
    noun: 'overcoat', styles: ['Outerwear'], seasons: ['Fall', 'Winter'], fits: ['Regular', 'Tailored', 'Relaxed', 'Oversized'],
    sizing: 'apparel', linings: ['Silk', 'Cupro', 'Half-lined in cupro'],
    closures: ['Double-breasted horn-button fastening', 'Concealed button placket', 'Single-breasted button fastening'],
    features: ['Notch lapels', 'Two flap pockets', 'Single back vent', 'Internal chest pocket', 'Hand-finished buttonholes', 'Genuine horn buttons'],
    palette: ['Black', 'Navy', 'Gray', 'Beige', 'Brown', 'Green'],
  },
  trench: {
    noun: 'trench coat', styles: ['Outerwear'], seasons: ['Spring', 'Fall'], fits: ['Regular', 'Relaxed', 'Slim'],
    sizing: 'apparel', linings: ['Check cotton', 'Cotton twill'],
    closures: ['Double-breasted button fastening with belted waist'],
    features: ['Gun flap and storm shield', 'Buckled epaulettes', 'Detachable belt with D-rings', 'Raglan sleeves', 'Buckled cuff straps', 'Horn-effect buttons'],
    palette: ['Beige', 'Black', 'Navy', 'Green'],
  },
  down: {
    noun: 'down jacket', styles: ['Outerwear'], seasons: ['Winter', 'Fall'], fits: ['Regular', 'Slim', 'Relaxed'],
    sizing: 'apparel', linings: ['Nylon'],
    closures: ['Two-way zip with press-stud storm flap', 'Zip fastening'],
    features: ['Down-filled quilted channels', 'Detachable hood', 'Zipped hand pockets', 'Elasticated cuffs', 'Felt logo patch on the sleeve'],
    palette: ['Black', 'Navy', 'Blue', 'Green', 'Red', 'Beige', 'White', 'Gray'],
  },
  technical: {
    noun: 'jacket', styles: ['Outerwear', 'Casual'], seasons: ['Spring', 'Fall', 'All-Season'], fits: ['Regular', 'Relaxed', 'Oversized'],
    sizing: 'apparel', linings: ['Unlined', 'Cotton', 'Nylon mesh'],
    closures: ['Zip fastening', 'Press-stud fastening'],
    features: ['Water-repellent finish', 'Ribbed collar, cuffs and hem', 'Zipped pockets', 'Packable construction', 'Adjustable drawcord hem'],
    palette: ['Black', 'Navy', 'Green', 'Beige', 'Gray', 'Blue'],
  },
  leatherJacket: {
    noun: 'jacket', styles: ['Outerwear', 'Casual'], seasons: ['Spring', 'Fall', 'All-Season'], fits: ['Slim', 'Regular'],
    sizing: 'apparel', linings: ['Cupro', 'Cotton', 'Silk'],
    closures: ['Asymmetric zip fastening', 'Zip fastening', 'Press-stud fastening'],
    features: ['Zipped cuffs', 'Press-stud lapels', 'Leather that softens with wear', 'Internal zip pocket', 'Hand-burnished edges'],
    palette: ['Black', 'Brown', 'Beige', 'Navy'],
  },
  blazer: {
    noun: 'blazer', styles: ['Business', 'Formal'], seasons: ['All-Season', 'Spring', 'Fall'], fits: ['Slim', 'Tailored', 'Regular'],
    sizing: 'apparel', linings: ['Cupro', 'Silk', 'Half-lined in cupro', 'Unlined'],
    closures: ['Two-button fastening', 'Single-button fastening', 'Double-breasted button fastening'],
    features: ['Peak lapels', 'Notch lapels', 'Working surgeon’s cuffs', 'Double back vents', 'Half-canvas construction', 'Hand-stitched lapels'],
    palette: ['Navy', 'Black', 'Gray', 'Beige', 'Blue', 'Brown', 'Green'],
  },
  suit: {
    noun: 'suit', styles: ['Formal', 'Business'], seasons: ['All-Season', 'Fall', 'Winter', 'Spring'], fits: ['Slim', 'Tailored', 'Regular'],
    sizing: 'apparel', linings: ['Cupro', 'Silk', 'Bemberg cupro'],
    closures: ['Two-button jacket; trousers with zip fly and hook-and-bar fastening'],
    features: ['Full-canvas construction', 'Hand-finished buttonholes', 'Pick-stitched lapels', 'Side adjusters on the trousers', 'Unfinished hems for tailoring'],
    palette: ['Navy', 'Gray', 'Black', 'Blue', 'Brown'],
  },
  tuxedo: {
    noun: 'dinner jacket', styles: ['Evening'], seasons: ['All-Season', 'Winter'], fits: ['Slim', 'Tailored'],
    sizing: 'apparel', linings: ['Silk', 'Cupro'],
    closures: ['Single-button fastening'],
    features: ['Satin-faced peak lapels', 'Jetted pockets', 'Self-covered buttons', 'Silk-faced shawl collar'],
    palette: ['Black', 'Navy', 'Green', 'Red'],
  },
  gown: {
    noun: 'gown', styles: ['Evening'], seasons: ['All-Season', 'Summer', 'Spring'], fits: ['Slim', 'Tailored', 'Regular'],
    sizing: 'apparel', linings: ['Silk', 'Silk chiffon'],
    closures: ['Concealed back zip'],
    features: ['Floor-length silhouette', 'Draped bodice', 'Bias-cut skirt', 'Hand-finished hems', 'Thigh-high split'],
    palette: ['Black', 'Red', 'Navy', 'Green', 'White', 'Blue', 'Beige'],
  },
  dress: {
    noun: 'dress', styles: ['Evening', 'Casual'], seasons: ['Spring', 'Summer', 'All-Season'], fits: ['Slim', 'Regular', 'Relaxed'],
    sizing: 'apparel', linings: ['Silk', 'Cotton voile', 'Unlined'],
    closures: ['Concealed side zip', 'Concealed back zip'],
    features: ['Midi length', 'Fluid drape', 'Tie waist', 'Long sleeves with button cuffs'],
    palette: ['Black', 'Red', 'Navy', 'Green', 'White', 'Beige', 'Blue'],
  },
  shirt: {
    noun: 'shirt', styles: ['Business', 'Formal', 'Casual'], seasons: ['All-Season', 'Spring', 'Summer'], fits: ['Slim', 'Regular', 'Tailored', 'Relaxed'],
    sizing: 'apparel', linings: ['Unlined'],
    closures: ['Button-front fastening', 'Concealed button placket'],
    features: ['Spread collar', 'Mother-of-pearl buttons', 'Single-button barrel cuffs', 'Curved hem', 'Split yoke'],
    palette: ['White', 'Blue', 'Navy', 'Black', 'Gray', 'Beige', 'Green'],
  },
  blouse: {
    noun: 'blouse', styles: ['Evening', 'Business', 'Casual'], seasons: ['All-Season', 'Spring', 'Summer'], fits: ['Regular', 'Relaxed', 'Slim'],
    sizing: 'apparel', linings: ['Unlined'],
    closures: ['Concealed button placket', 'Button-front fastening'],
    features: ['Pussy-bow neck tie', 'Covered buttons', 'Gathered cuffs', 'Fluid drape'],
    palette: ['White', 'Black', 'Red', 'Navy', 'Beige', 'Green', 'Blue'],
  },
  knit: {
    noun: 'jumper', styles: ['Casual'], seasons: ['Fall', 'Winter', 'All-Season'], fits: ['Regular', 'Relaxed', 'Slim', 'Oversized'],
    sizing: 'apparel', linings: ['Unlined'],
    closures: ['Pull-on'],
    features: ['Ribbed collar, cuffs and hem', 'Fully fashioned construction', 'Garment-washed for softness', 'Saddle shoulders'],
    palette: ALL_COLOURS,
  },
  cardigan: {
    noun: 'cardigan', styles: ['Casual'], seasons: ['Fall', 'Winter', 'Spring'], fits: ['Regular', 'Relaxed', 'Slim'],
    sizing: 'apparel', linings: ['Unlined'],
    closures: ['Button-through front', 'Zip-through front'],
    features: ['Ribbed trims', 'Patch pockets', 'Corozo buttons', 'Fully fashioned construction'],
    palette: ALL_COLOURS,
  },
  polo: {
    noun: 'polo shirt', styles: ['Casual', 'Sport'], seasons: ['Spring', 'Summer'], fits: ['Slim', 'Regular', 'Athletic'],
    sizing: 'apparel', linings: ['Unlined'],
    closures: ['Two-button placket', 'Three-button placket'],
    features: ['Ribbed collar and cuffs', 'Split side hem', 'Mother-of-pearl buttons', 'Embroidered logo'],
    palette: ALL_COLOURS,
  },
  tee: {
    noun: 'T-shirt', styles: ['Casual'], seasons: ['Spring', 'Summer', 'All-Season'], fits: ['Regular', 'Oversized', 'Relaxed', 'Slim'],
    sizing: 'apparel', linings: ['Unlined'],
    closures: ['Pull-on'],
    features: ['Ribbed crew neck', 'Dropped shoulders', 'Printed logo', 'Garment-dyed for a lived-in feel'],
    palette: ['White', 'Black', 'Gray', 'Navy', 'Beige', 'Green', 'Blue', 'Red'],
  },
  sweat: {
    noun: 'sweatshirt', styles: ['Casual', 'Sport'], seasons: ['Fall', 'Winter', 'All-Season'], fits: ['Oversized', 'Relaxed', 'Regular'],
    sizing: 'apparel', linings: ['Unlined'],
    closures: ['Pull-on'],
    features: ['Brushed-back interior', 'Ribbed cuffs and hem', 'Kangaroo pocket', 'Drawcord hood'],
    palette: ['Black', 'Gray', 'Navy', 'White', 'Beige', 'Green', 'Red'],
  },
  trousers: {
    noun: 'trousers', styles: ['Business', 'Casual', 'Formal'], seasons: ['All-Season', 'Spring', 'Summer', 'Fall'], fits: ['Slim', 'Regular', 'Tailored', 'Relaxed'],
    sizing: 'apparel', linings: ['Half-lined', 'Unlined'],
    closures: ['Zip fly with button fastening', 'Hook-and-bar fastening', 'Drawstring waist'],
    features: ['Pressed front creases', 'Side adjusters', 'Slanted side pockets', 'Jetted back pockets', 'Turn-ups'],
    palette: ['Navy', 'Gray', 'Beige', 'Black', 'Brown', 'Green', 'White'],
  },
  track: {
    noun: 'track jacket', styles: ['Sport'], seasons: ['Spring', 'Fall', 'All-Season'], fits: ['Athletic', 'Regular', 'Relaxed'],
    sizing: 'apparel', linings: ['Unlined'],
    closures: ['Full-length zip'],
    features: ['Contrast piping', 'Ribbed cuffs and hem', 'Zipped side pockets', 'Stretch construction'],
    palette: ['Black', 'Navy', 'Red', 'Green', 'White', 'Blue', 'Gray'],
  },
  ski: {
    noun: 'ski jacket', styles: ['Sport', 'Outerwear'], seasons: ['Winter'], fits: ['Athletic', 'Regular'],
    sizing: 'apparel', linings: ['Nylon', 'Fleece'],
    closures: ['Two-way zip with storm flap'],
    features: ['Removable powder skirt', 'Waterproof, breathable shell', 'Ski-pass pocket', 'Adjustable hood', 'Underarm vents'],
    palette: ['Black', 'Red', 'White', 'Navy', 'Blue', 'Green'],
  },
  swim: {
    noun: 'swim shorts', styles: ['Sport', 'Casual'], seasons: ['Summer'], fits: ['Regular', 'Slim', 'Athletic'],
    sizing: 'apparel', linings: ['Mesh'],
    closures: ['Drawstring waist'],
    features: ['Quick-drying', 'Mesh lining', 'Side pockets', 'Back flap pocket'],
    palette: ['Navy', 'Blue', 'Green', 'Red', 'White', 'Black'],
  },
  scarf: {
    noun: 'scarf', styles: ['Accessories'], seasons: ['All-Season', 'Fall', 'Winter'], fits: [],
    sizing: 'one-size', linings: ['Unlined'],
    closures: ['None'],
    features: ['Hand-rolled or hand-finished edges', 'Signature house motifs', 'Generous proportions for tying many ways', 'Light and soft to the touch'],
    palette: ALL_COLOURS,
  },
  belt: {
    noun: 'belt', styles: ['Accessories'], seasons: ['All-Season'], fits: [],
    sizing: 'short-range', linings: ['Leather-lined'],
    closures: ['Signature metal buckle', 'Pin buckle'],
    features: ['Polished metal hardware', 'Hand-painted edges', '3.5 cm width', 'Reversible strap'],
    palette: ['Black', 'Brown', 'Navy', 'Beige'],
  },
  tie: {
    noun: 'tie', styles: ['Accessories'], seasons: ['All-Season'], fits: [],
    sizing: 'one-size', linings: ['Self-lined'],
    closures: ['None'],
    features: ['Hand-rolled edges', 'Seven-fold construction', '8 cm blade', 'Interlined for a full knot'],
    palette: ['Navy', 'Blue', 'Red', 'Green', 'Black', 'Gray', 'Brown'],
  },
  pocketSquare: {
    noun: 'pocket square', styles: ['Accessories'], seasons: ['All-Season'], fits: [],
    sizing: 'one-size', linings: ['Unlined'],
    closures: ['None'],
    features: ['Hand-rolled edges', 'Printed motif', 'Generous 33 cm square'],
    palette: ['Navy', 'Blue', 'Red', 'Green', 'White', 'Beige'],
  },
  beanie: {
    noun: 'beanie', styles: ['Accessories'], seasons: ['Fall', 'Winter'], fits: [],
    sizing: 'one-size', linings: ['Unlined'],
    closures: ['Pull-on'],
    features: ['Ribbed knit', 'Turn-up brim', 'Logo patch'],
    palette: ['Black', 'Navy', 'Gray', 'Beige', 'Green', 'Red'],
  },
  gloves: {
    noun: 'gloves', styles: ['Accessories'], seasons: ['Fall', 'Winter'], fits: [],
    sizing: 'short-range', linings: ['Cashmere', 'Silk'],
    closures: ['Slip-on'],
    features: ['Cashmere lining', 'Hand-stitched seams', 'Touchscreen-compatible fingertips'],
    palette: ['Black', 'Brown', 'Navy', 'Gray'],
  },
} as const satisfies Record<string, GarmentKind>;

export type GarmentKindKey = keyof typeof GARMENT_KINDS;

/** Lining names that are also filterable materials. */
export const LINING_MATERIALS: Readonly<Record<string, string>> = {
  Silk: 'Silk',
  'Silk chiffon': 'Silk',
  Cotton: 'Cotton',
  'Cotton twill': 'Cotton',
  'Check cotton': 'Cotton',
  'Cotton voile': 'Cotton',
  Nylon: 'Nylon',
  Cashmere: 'Cashmere',
  'Leather-lined': 'Leather',
};

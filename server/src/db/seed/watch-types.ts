import type { Complication, DialColor, Gender, Movement } from './catalogue-vocabulary.js';

/**
 * Case codes: SS steel, SW steel with white-gold bezel, TT steel and yellow
 * gold, TR steel and rose gold, YG/WG/RG 18k gold, PT platinum, TI titanium,
 * CE ceramic, BZ bronze, CF carbon fibre.
 */
export type CaseCode = 'SS' | 'SW' | 'TT' | 'TR' | 'YG' | 'WG' | 'RG' | 'PT' | 'TI' | 'CE' | 'BZ' | 'CF';

/** Strap codes: BR metal bracelet, LE leather, AL alligator, RU rubber, NA NATO, FA fabric, SI silicone. */
export type StrapCode = 'BR' | 'LE' | 'AL' | 'RU' | 'NA' | 'FA' | 'SI';

/** A model line: everything its references share. */
export interface WatchLine {
  brand: string;
  model: string;
  movement: Movement;
  calibre: string;
  /** Hours for mechanical/Spring Drive movements, or a phrase ("6 months when fully charged"). */
  power: number | string;
  waterResistanceM: number;
  complications: Complication[];
  /** Bracelet name when on metal, e.g. "Oyster bracelet". */
  bracelet?: string;
  /** Clasp on the bracelet; defaults to a folding clasp. */
  clasp?: string;
  /** Fastening on straps; defaults to a pin buckle. */
  buckle?: string;
  crystal?: string;
  ceramicBezel?: boolean;
  /** One or two sentences about the line's history and character. */
  blurb: string;
  /** Line-specific selling points; a few are picked per product. */
  features: string[];
}

export interface VariantOptions {
  /** Discontinued or vintage reference: only ever sold pre-owned (tagged Vintage). */
  disc?: boolean;
  /** Limited edition; a number is the edition size. */
  limited?: number | true;
  calibre?: string;
  power?: number | string;
  movement?: Movement;
  complications?: Complication[];
  waterResistanceM?: number;
  gender?: Gender;
  /** Strap or bracelet wording, e.g. "Oysterflex bracelet". */
  strap?: string;
  strapColor?: DialColor;
  /** Second colour worth listing (bezel), e.g. Green for the 126610LV. */
  accentColor?: DialColor;
  /** Rectangular cases: printed instead of "41 mm". */
  dims?: string;
  crystal?: string;
  noCeramicBezel?: boolean;
}

/** [reference, case size in mm, case, dial, strap, typical price in GBP, options] */
export type VariantRow = [string, number, CaseCode, DialColor, StrapCode, number, VariantOptions?];

export interface WatchLineData {
  line: WatchLine;
  variants: VariantRow[];
}

export function line(spec: WatchLine, variants: VariantRow[]): WatchLineData {
  return { line: spec, variants };
}

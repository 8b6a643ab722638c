import type { CaseCode } from './watch-types';

/**
 * What is known of the references the demo data uses most (the marketplace's sixteen and the Submariner family):
 * when each was made, its case, whether its bezel is ceramic. The demo catalogue and marketplace are checked
 * against it (reference-facts.test.ts), so a 124060 is never dated 2009 or a 14060M given a Cerachrom bezel
 * (issue 37). `to` is the last year made; absent while in production.
 */
export interface ReferenceFacts {
  from: number;
  to?: number;
  case: CaseCode;
  ceramicBezel?: boolean;
}

export const REFERENCE_FACTS: Readonly<Record<string, ReferenceFacts>> = {
  // Rolex Submariner
  '126610LN': { from: 2020, case: 'SS', ceramicBezel: true },
  '126610LV': { from: 2020, case: 'SS', ceramicBezel: true },
  '126613LB': { from: 2020, case: 'TT', ceramicBezel: true },
  '126618LB': { from: 2020, case: 'YG', ceramicBezel: true },
  '126619LB': { from: 2020, case: 'WG', ceramicBezel: true },
  '116610LN': { from: 2010, to: 2020, case: 'SS', ceramicBezel: true },
  '16610': { from: 1988, to: 2010, case: 'SS', ceramicBezel: false },
  '124060': { from: 2020, case: 'SS', ceramicBezel: true },
  '14060M': { from: 1999, to: 2012, case: 'SS', ceramicBezel: false },
  // Rolex Datejust 41 and Day-Date 40
  '126331': { from: 2016, case: 'TR' },
  '126333': { from: 2016, case: 'TT' },
  '228238': { from: 2015, case: 'YG' },
  // The marketplace's other references
  Q1368420: { from: 2014, case: 'SS' },
  IW503302: { from: 2020, case: 'RG' },
  'BR0392-BL-CE': { from: 2011, case: 'CE' },
  '168589-3001': { from: 2015, case: 'SS' },
  'M25610TNL-0001': { from: 2015, case: 'TI' },
  'M25600TN-0001': { from: 2015, case: 'TI' },
  '720.032': { from: 2012, case: 'RG' },
  PAM00968: { from: 2018, case: 'BZ' },
  'L3.812.4.63.6': { from: 2022, case: 'SS' },
  SBGH201: { from: 2018, case: 'SS' },
};

/** The years a pre-owned piece of this reference can be from: its production years, else the marketplace's 2009 on. */
export function productionYears(reference: string, thisYear: number): { from: number; to: number } {
  const facts = REFERENCE_FACTS[reference];
  return { from: facts?.from ?? 2009, to: Math.min(facts?.to ?? thisYear, thisYear) };
}

/** A line feature that describes a ceramic bezel, which a reference without one must not carry. */
export const CERAMIC_BEZEL_FEATURE = /cerachrom|ceramic bezel/i;

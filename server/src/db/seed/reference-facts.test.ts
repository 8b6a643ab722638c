import { describe, expect, it } from 'vitest';
import { SeedRandom } from '../../common/seed-random';
import { CERAMIC_BEZEL_FEATURE, productionYears, REFERENCE_FACTS } from './reference-facts';
import { WATCH_VARIANTS } from './watch-variants';

/** The demo watch data agrees with what is known of each reference (issue 37). */
describe('demo watches against the reference table', () => {
  const known = WATCH_VARIANTS.filter((variant) => REFERENCE_FACTS[variant.reference]);

  it('covers the references the demo marketplace lists and the Submariner family', () => {
    const marketplace = new SeedRandom(0x524546).shuffleInPlace(WATCH_VARIANTS.filter((variant) => !variant.disc)).slice(0, 16);
    expect(marketplace.filter((variant) => !REFERENCE_FACTS[variant.reference]).map((variant) => variant.reference)).toEqual([]);
    expect(known.length).toBeGreaterThanOrEqual(20);
  });

  it('gives each known reference its case, its bezel and its production status', () => {
    const contradictions = known.flatMap((variant) => {
      const facts = REFERENCE_FACTS[variant.reference]!;
      const found: string[] = [];
      if (variant.caseCode !== facts.case) found.push(`${variant.reference}: case ${variant.caseCode}, made in ${facts.case}`);
      if (facts.ceramicBezel !== undefined && variant.ceramicBezel !== facts.ceramicBezel) found.push(`${variant.reference}: ceramic bezel ${variant.ceramicBezel}`);
      if (variant.disc !== (facts.to !== undefined)) found.push(`${variant.reference}: discontinued ${variant.disc}, made until ${facts.to ?? 'now'}`);
      return found;
    });
    expect(contradictions).toEqual([]);
  });

  it('never describes a ceramic bezel on a reference without one', () => {
    const described = WATCH_VARIANTS.filter((variant) => !variant.ceramicBezel && variant.caseCode !== 'CE' && variant.lineFeatures.some((feature) => CERAMIC_BEZEL_FEATURE.test(feature)));
    expect(described.map((variant) => variant.reference)).toEqual([]);
    const fourteen = WATCH_VARIANTS.find((variant) => variant.reference === '14060M')!;
    expect(fourteen.ceramicBezel).toBe(false);
  });

  it('names two-tone cases as two metals', () => {
    const rolesor = WATCH_VARIANTS.find((variant) => variant.reference === '126333')!;
    expect(rolesor.labels.caseMaterial).toMatch(/Oystersteel and 18k yellow gold/);
  });

  it('dates a pre-owned piece within its production years', () => {
    expect(productionYears('124060', 2026)).toEqual({ from: 2020, to: 2026 });
    expect(productionYears('14060M', 2026)).toEqual({ from: 1999, to: 2012 });
    expect(productionYears('unknown-reference', 2026)).toEqual({ from: 2009, to: 2026 });
  });
});

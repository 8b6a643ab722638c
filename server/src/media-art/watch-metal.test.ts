import { describe, expect, it } from 'vitest';
import { DIVER } from '../test/product-art-samples';
import { buildWatchSpec, METALS } from './watch-spec.js';

/** The drawn case is the gold the product names (issue 37: a white-gold 126619LB was drawn in yellow gold). */
describe('the drawn case metal follows the named gold', () => {
  const goldWatch = (sku: string, materials: string[]) => buildWatchSpec({ ...DIVER, sku, name: 'Submariner Date', caseMaterial: 'Gold', materials });

  it('draws white gold white, for every seed', () => {
    for (let i = 0; i < 40; i += 1) expect(goldWatch(`AUR-W-WG${i}`, ['18k White Gold']).caseMetal).toBe(METALS.platinum);
  });

  it('draws named yellow gold yellow, never rose, for every seed', () => {
    for (let i = 0; i < 40; i += 1) expect(goldWatch(`AUR-W-YG${i}`, ['18k Yellow Gold']).caseMetal).toBe(METALS.gold);
  });

  it('draws rose gold rose', () => {
    expect(goldWatch('AUR-W-RG1', ['18k Rose Gold']).caseMetal).toBe(METALS.rose);
  });
});

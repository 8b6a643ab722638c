import { createRng, dotD, fmt, luminance, rectD, tiledPattern, type SvgDoc, type TileLayer } from './art-kit.js';
import type { FabricKind } from './garment-spec.js';

/**
 * Fabric surface: a repeating texture overlay plus "finish" numbers that the
 * garment shader uses (how shiny, how strong the folds).
 */

export interface Finish {
  /** Strength of specular highlights on folds (silk, leather, nylon). */
  sheen: number;
  /** Strength of fold shadows. */
  folds: number;
  /** Texture contrast multiplier. */
  texture: number;
}

export const FINISH: Record<FabricKind, Finish> = {
  wool: { sheen: 0.05, folds: 1, texture: 1 },
  herringbone: { sheen: 0.04, folds: 0.9, texture: 1.2 },
  tweed: { sheen: 0.02, folds: 0.8, texture: 1.3 },
  cashmere: { sheen: 0.08, folds: 0.9, texture: 0.6 },
  silk: { sheen: 0.4, folds: 1.3, texture: 0.3 },
  leather: { sheen: 0.3, folds: 1.1, texture: 0.8 },
  suede: { sheen: 0.04, folds: 0.9, texture: 0.9 },
  denim: { sheen: 0.03, folds: 1, texture: 1.3 },
  linen: { sheen: 0.04, folds: 1.2, texture: 1.1 },
  cotton: { sheen: 0.06, folds: 1, texture: 0.8 },
  knit: { sheen: 0.02, folds: 0.7, texture: 1.2 },
  jersey: { sheen: 0.04, folds: 0.9, texture: 0.6 },
  nylon: { sheen: 0.35, folds: 1.2, texture: 0.5 },
  velvet: { sheen: 0.25, folds: 1.4, texture: 0.3 },
  corduroy: { sheen: 0.05, folds: 1, texture: 1.2 },
};

/** Returns a fill (url) that overlays the weave of a fabric, or null if smooth. */
export function fabricTexture(doc: SvgDoc, fabric: FabricKind, color: string, seed: number): string | null {
  // Light fabrics need darker texture marks and vice versa.
  const lum = luminance(color);
  const k = (lum > 0.6 ? 0.8 : lum > 0.45 ? 1.3 : 1) * FINISH[fabric].texture;
  const hi = (o: number): Record<string, string | number> => ({ stroke: '#fff', 'stroke-opacity': fmt(Math.min(0.5, o * k)) });
  const lo = (o: number): Record<string, string | number> => ({ stroke: '#000', 'stroke-opacity': fmt(Math.min(0.6, o * k)) });
  const rng = createRng(seed ^ 0xfab);
  const kk = k.toFixed(2);
  switch (fabric) {
    case 'wool':
    case 'cotton':
    case 'denim': {
      // Twill: fine diagonal ribs.
      const s = fabric === 'denim' ? 5 : fabric === 'wool' ? 4 : 3;
      const layers: TileLayer[] = [{ d: `M0 ${s}L${s} 0`, attrs: { ...lo(0.12), 'stroke-width': fmt(s * 0.35) } }];
      if (fabric === 'denim') {
        layers.push({ d: `M${s * 0.5} ${s}L${s} ${s * 0.5}`, attrs: { ...hi(0.16), 'stroke-width': 1 } });
      }
      return tiledPattern(doc, `twill-${fabric}-${kk}`, s, layers);
    }
    case 'herringbone': {
      const w = 10;
      const h = 5;
      return tiledPattern(doc, `hb-${kk}`, w * 2, [
        { d: `M0 ${h}L${w} 0M0 ${h * 2}L${w} ${h}M0 ${h * 3}L${w} ${h * 2}M0 ${h * 4}L${w} ${h * 3}`, attrs: { ...lo(0.2), 'stroke-width': 1.6 } },
        { d: `M${w} 0L${w * 2} ${h}M${w} ${h}L${w * 2} ${h * 2}M${w} ${h * 2}L${w * 2} ${h * 3}M${w} ${h * 3}L${w * 2} ${h * 4}`, attrs: { ...hi(0.12), 'stroke-width': 1.6 } },
      ]);
    }
    case 'tweed': {
      const colours = ['#c9783a', '#d9c07a', '#3f6b6b', '#f2eee4', '#1b1b1b'];
      const ds = colours.map(() => '');
      for (let i = 0; i < 160; i++) {
        const x = rng.range(0, 120);
        const y = rng.range(0, 120);
        const len = rng.range(2, 6);
        const a = rng.range(-0.6, 0.6);
        ds[i % colours.length] += `M${fmt(x)} ${fmt(y)}l${fmt(Math.cos(a) * len)} ${fmt(Math.sin(a) * len)}`;
      }
      return tiledPattern(
        doc,
        `tweed-${seed % 97}`,
        120,
        colours.map((c, i) => ({ d: ds[i]!, attrs: { stroke: c, 'stroke-opacity': 0.35, 'stroke-width': 1.3 } })),
      );
    }
    case 'knit':
      // Stockinette: columns of little V stitches.
      return tiledPattern(doc, `knit-${kk}`, 10, [
        { d: 'M0.5 0.5L5 8.5L9.5 0.5', attrs: { fill: 'none', ...lo(0.17), 'stroke-width': 1.3 } },
        { d: 'M1.5 0L5 6', attrs: { fill: 'none', ...hi(0.1), 'stroke-width': 1.1 } },
      ]);
    case 'jersey':
      return tiledPattern(doc, `jersey-${kk}`, 4, [{ d: 'M2 0V4', attrs: { ...lo(0.08), 'stroke-width': 1.2 } }]);
    case 'corduroy':
      return tiledPattern(doc, `cord-${kk}`, 8, [
        { d: 'M1 0V8', attrs: { ...lo(0.3), 'stroke-width': 2 } },
        { d: 'M5 0V8', attrs: { ...hi(0.14), 'stroke-width': 2.5 } },
      ]);
    case 'linen': {
      let dark = '';
      let light = '';
      let warp = '';
      for (let i = 0; i < 36; i++) {
        const seg = `M${fmt(rng.range(-20, 100))} ${fmt(rng.range(0, 120))}h${fmt(rng.range(20, 60))}`;
        if (i % 3) dark += seg;
        else light += seg;
        warp += `M${fmt(rng.range(0, 120))} ${fmt(rng.range(-20, 100))}v${fmt(rng.range(20, 60))}`;
      }
      return tiledPattern(doc, `linen-${seed % 97}-${kk}`, 120, [
        { d: dark, attrs: { ...lo(0.1), 'stroke-width': 1.2 } },
        { d: light, attrs: { ...hi(0.1), 'stroke-width': 1.2 } },
        { d: warp, attrs: { ...lo(0.06), 'stroke-width': 0.9 } },
      ]);
    }
    case 'nylon':
      // Ripstop grid.
      return tiledPattern(doc, 'ripstop', 24, [{ d: 'M0 0.5H24M0.5 0V24', attrs: { ...lo(0.1), 'stroke-width': 1 } }]);
    case 'cashmere':
    case 'suede':
    case 'leather': {
      let dark = '';
      let light = '';
      const n = fabric === 'cashmere' ? 140 : 220;
      for (let i = 0; i < n; i++) {
        const dot = dotD(rng.range(0, 120), rng.range(0, 120), rng.range(0.5, fabric === 'leather' ? 1.6 : 1.1));
        if (i % 3) dark += dot;
        else light += dot;
      }
      return tiledPattern(doc, `grain-${fabric}-${seed % 97}-${kk}`, 120, [
        { d: dark, attrs: { fill: '#000', 'fill-opacity': fmt(0.14 * k) } },
        { d: light, attrs: { fill: '#fff', 'fill-opacity': fmt(0.08 * k) } },
      ]);
    }
    default:
      return null;
  }
}

/** Woven check / stripe / dot prints used by scarves, ties and checked garments. */
export function printPattern(doc: SvgDoc, kind: 'check' | 'stripe' | 'dots', accent: string, base: string): string {
  switch (kind) {
    case 'check':
      return tiledPattern(doc, `check-${accent}-${base}`, 96, [
        { d: rectD(0, 30, 96, 10) + rectD(30, 0, 10, 30) + rectD(30, 40, 10, 56), attrs: { fill: accent, 'fill-opacity': 0.55 } },
        { d: rectD(30, 30, 10, 10), attrs: { fill: accent, 'fill-opacity': 0.8 } },
        { d: rectD(0, 70, 96, 4) + rectD(70, 0, 4, 70) + rectD(70, 74, 4, 22), attrs: { fill: '#fff', 'fill-opacity': 0.3 } },
        { d: rectD(0, 52, 96, 3) + rectD(52, 0, 3, 52) + rectD(52, 55, 3, 41), attrs: { fill: '#000', 'fill-opacity': 0.35 } },
      ]);
    case 'stripe':
      return tiledPattern(doc, `stripe-${accent}`, 60, [
        { d: 'M-10 70L70 -10', attrs: { stroke: accent, 'stroke-width': 9 } },
        { d: 'M-10 52L52 -10M8 70L70 8', attrs: { stroke: accent, 'stroke-width': 2, 'stroke-opacity': 0.6 } },
      ]);
    default:
      return tiledPattern(doc, `dots-${accent}`, 30, [{ d: dotD(7, 7, 3) + dotD(22, 22, 3), attrs: { fill: accent } }]);
  }
}

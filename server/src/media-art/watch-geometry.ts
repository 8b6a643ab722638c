import { fmt } from './art-kit.js';
import type { CaseShape, Metal } from './watch-spec.js';

/**
 * Case and dial outlines are superellipses: n = 2 is a circle, n ≈ 4 a
 * cushion and n ≥ 8 a rounded rectangle. One formula drives outlines and the
 * placement of indices along rays, whatever the case shape.
 */
export interface Outline {
  a: number;
  b: number;
  n: number;
}

/** Distance from the centre to the outline along a ray; angle in degrees clockwise from 12. */
export function edgeRadius(o: Outline, angleDeg: number): number {
  const t = (angleDeg * Math.PI) / 180;
  const x = Math.abs(Math.sin(t)) / o.a;
  const y = Math.abs(Math.cos(t)) / o.b;
  return 1 / Math.pow(x ** o.n + y ** o.n, 1 / o.n);
}

export function outlinePath(o: Outline, cx = 0, cy = 0, steps = 96): string {
  if (o.n === 2 && o.a === o.b) {
    const r = o.a;
    return `M${fmt(cx - r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0Z`;
  }
  let d = '';
  for (let i = 0; i < steps; i++) {
    const t = (i / steps) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    const x = cx + o.a * Math.sign(c) * Math.abs(c) ** (2 / o.n);
    const y = cy + o.b * Math.sign(s) * Math.abs(s) ** (2 / o.n);
    d += `${i ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`;
  }
  return `${d}Z`;
}

export const scaleOutline = (o: Outline, k: number, kb = k): Outline => ({ a: o.a * k, b: o.b * kb, n: o.n });

export interface CaseGeometry {
  body: Outline;
  /** Inner edge of the bezel / opening of the case. */
  opening: Outline;
  dial: Outline;
  /** Strap width at the lugs. */
  strapWidth: number;
  /** Where the strap leaves the case (distance from centre, along y). */
  lugEnd: number;
}

export function caseGeometry(shape: CaseShape, R: number, bezel: string): CaseGeometry {
  switch (shape) {
    case 'tank':
      return {
        body: { a: R * 0.7, b: R, n: 14 },
        opening: { a: R * 0.6, b: R * 0.88, n: 12 },
        dial: { a: R * 0.56, b: R * 0.83, n: 10 },
        strapWidth: R * 0.96,
        lugEnd: R * 1.12,
      };
    case 'square':
      return {
        body: { a: R * 0.95, b: R * 0.95, n: 9 },
        opening: { a: R * 0.8, b: R * 0.8, n: 8 },
        dial: { a: R * 0.75, b: R * 0.75, n: 7 },
        strapWidth: R * 0.98,
        lugEnd: R * 1.16,
      };
    case 'cushion':
      return {
        body: { a: R, b: R, n: 4 },
        opening: { a: R * 0.86, b: R * 0.86, n: 3.6 },
        dial: { a: R * 0.8, b: R * 0.8, n: 3.2 },
        strapWidth: R * 1.0,
        lugEnd: R * 1.15,
      };
    case 'octagon':
      return {
        body: { a: R, b: R, n: 4 },
        opening: { a: R * 0.76, b: R * 0.76, n: 2.6 },
        dial: { a: R * 0.73, b: R * 0.73, n: 2.6 },
        strapWidth: R * 1.04,
        lugEnd: R * 1.12,
      };
    default: {
      const wide = bezel === 'dive' || bezel === 'gmt' || bezel === 'tachy';
      return {
        body: { a: R, b: R, n: 2 },
        opening: { a: R * (wide ? 0.79 : 0.86), b: R * (wide ? 0.79 : 0.86), n: 2 },
        dial: { a: R * (wide ? 0.77 : 0.8), b: R * (wide ? 0.77 : 0.8), n: 2 },
        strapWidth: R * 1.0,
        lugEnd: R * 1.17,
      };
    }
  }
}

/** Stops of a polished metal surface (bright streaks between dark bands). */
export function polished(m: Metal): Array<[number, string]> {
  return [
    [0, m.dark],
    [0.2, m.light],
    [0.34, m.mid],
    [0.47, m.glint],
    [0.56, m.mid],
    [0.74, m.dark],
    [0.88, m.mid],
    [1, m.shadow],
  ];
}

/** Softer stops for brushed surfaces. */
export function brushed(m: Metal): Array<[number, string]> {
  return [
    [0, m.dark],
    [0.3, m.mid],
    [0.5, m.light],
    [0.7, m.mid],
    [1, m.dark],
  ];
}

/** Across-the-width shading of a cylinder-like part (crown, link, hand facet). */
export function cylinder(m: Metal): Array<[number, string]> {
  return [
    [0, m.shadow],
    [0.25, m.mid],
    [0.45, m.glint],
    [0.6, m.light],
    [1, m.dark],
  ];
}

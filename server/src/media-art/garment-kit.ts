import { GOLD, darken, el, fmt, g, lighten, luminance, tiledPattern, type SvgDoc } from './art-kit.js';
export { shiftPath } from './art-kit.js';
import type { GarmentSpec } from './garment-spec.js';

/** Shared pieces for drawing garments: symmetric outlines, buttons, seams, ribbing. */

export interface Panel {
  d: string;
  /** -1..1: negative darkens (sleeves in shadow), positive lightens (lapels catching light). */
  tone: number;
}

export interface Fold {
  d: string;
  w: number;
  /** Negative for a shadow crease, positive for a highlight ridge. */
  tone: number;
}

export interface GarmentDrawing {
  outline: string;
  /** Coloured shapes drawn before the body (inside of a collar, hood, lining). */
  behind?: string;
  panels: Panel[];
  folds: Fold[];
  /** Coloured details drawn over fabric and shading. */
  details: string;
  /** Centre of the close-up view and its zoom. */
  focus: [number, number];
  zoom?: number;
  /** Where the piece touches the floor (floor presentation). */
  floorY?: number;
  /** Hanger bar height at the centre, when the piece hangs. */
  hangerY?: number;
  hangerHalf?: number;
}

export interface Ctx {
  doc: SvgDoc;
  s: GarmentSpec;
  color: string;
  /** Thread colour: tone-on-tone, slightly contrasting. */
  thread: string;
  /** Fill for buttons/hardware. */
  hardware: string;
  hardwareEdge: string;
}

export function makeCtx(doc: SvgDoc, s: GarmentSpec): Ctx {
  const light = luminance(s.color) > 0.4;
  const thread = light ? darken(s.color, 0.25) : lighten(s.color, 0.22);
  let hardware: string;
  let hardwareEdge: string;
  if (s.metal === 'gold') {
    hardware = doc.radial(
      [
        [0, GOLD.glint],
        [0.45, GOLD.light],
        [0.8, GOLD.mid],
        [1, GOLD.dark],
      ],
      0.35,
      0.3,
      0.75,
    );
    hardwareEdge = GOLD.deep;
  } else if (s.metal === 'silver') {
    hardware = doc.radial(
      [
        [0, '#ffffff'],
        [0.5, '#c9ccd1'],
        [1, '#6d7178'],
      ],
      0.35,
      0.3,
      0.75,
    );
    hardwareEdge = '#4a4d52';
  } else if (s.metal === 'pearl') {
    hardware = doc.radial(
      [
        [0, '#ffffff'],
        [0.6, '#efebe2'],
        [1, '#bdb6a8'],
      ],
      0.35,
      0.3,
      0.75,
    );
    hardwareEdge = '#9a9384';
  } else if (s.metal === 'horn') {
    hardware = doc.radial(
      [
        [0, '#6b4a33'],
        [0.6, '#3a2518'],
        [1, '#1c110a'],
      ],
      0.35,
      0.3,
      0.75,
    );
    hardwareEdge = '#120a05';
  } else {
    hardware = doc.radial(
      [
        [0, lighten(s.color, 0.25)],
        [1, darken(s.color, 0.2)],
      ],
      0.35,
      0.3,
      0.75,
    );
    hardwareEdge = darken(s.color, 0.45);
  }
  return { doc, s, color: s.color, thread, hardware, hardwareEdge };
}

type Pt = readonly [number, number];
export type Seg = readonly ['L', number, number] | readonly ['Q', number, number, number, number] | readonly ['C', number, number, number, number, number, number];

/**
 * Mirror-symmetric outline. `segs` trace the right half from `start` (on the
 * axis) round to a point back on the axis; the left half is generated.
 */
export function sym(cx: number, start: Pt, segs: readonly Seg[]): string {
  const X = (x: number): string => fmt(cx + x);
  const XL = (x: number): string => fmt(cx - x);
  const ends: Pt[] = [start];
  let d = `M${X(start[0])} ${fmt(start[1])}`;
  for (const s of segs) {
    if (s[0] === 'L') {
      d += `L${X(s[1])} ${fmt(s[2])}`;
      ends.push([s[1], s[2]]);
    } else if (s[0] === 'Q') {
      d += `Q${X(s[1])} ${fmt(s[2])} ${X(s[3])} ${fmt(s[4])}`;
      ends.push([s[3], s[4]]);
    } else {
      d += `C${X(s[1])} ${fmt(s[2])} ${X(s[3])} ${fmt(s[4])} ${X(s[5])} ${fmt(s[6])}`;
      ends.push([s[5], s[6]]);
    }
  }
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const to = ends[i]!;
    if (s[0] === 'L') d += `L${XL(to[0])} ${fmt(to[1])}`;
    else if (s[0] === 'Q') d += `Q${XL(s[1])} ${fmt(s[2])} ${XL(to[0])} ${fmt(to[1])}`;
    else d += `C${XL(s[3])} ${fmt(s[4])} ${XL(s[1])} ${fmt(s[2])} ${XL(to[0])} ${fmt(to[1])}`;
  }
  return `${d}Z`;
}

export function button(c: Ctx, x: number, y: number, r: number): string {
  const holes =
    c.s.metal === 'gold' || c.s.metal === 'silver'
      ? el('circle', { cx: x, cy: y, r: r * 0.62, fill: 'none', stroke: c.hardwareEdge, 'stroke-width': r * 0.08, 'stroke-opacity': 0.6 })
      : el('circle', { cx: x - r * 0.25, cy: y - r * 0.25, r: r * 0.12, fill: '#000', 'fill-opacity': 0.6 }) +
        el('circle', { cx: x + r * 0.25, cy: y - r * 0.25, r: r * 0.12, fill: '#000', 'fill-opacity': 0.6 }) +
        el('circle', { cx: x - r * 0.25, cy: y + r * 0.25, r: r * 0.12, fill: '#000', 'fill-opacity': 0.6 }) +
        el('circle', { cx: x + r * 0.25, cy: y + r * 0.25, r: r * 0.12, fill: '#000', 'fill-opacity': 0.6 });
  return (
    el('circle', { cx: x + r * 0.2, cy: y + r * 0.35, r: r * 1.05, fill: '#000', 'fill-opacity': 0.35 }) +
    el('circle', { cx: x, cy: y, r, fill: c.hardware, stroke: c.hardwareEdge, 'stroke-width': r * 0.1 }) +
    holes
  );
}

/** A dashed top-stitch line with a faint shadow so it reads as thread in cloth. */
export function stitch(c: Ctx, d: string, width = 1.6, dash = '7 5', colour?: string): string {
  return (
    el('path', { d, fill: 'none', stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': width + 1, 'stroke-dasharray': dash, transform: 'translate(0.6 1)' }) +
    el('path', { d, fill: 'none', stroke: colour ?? c.thread, 'stroke-width': width, 'stroke-dasharray': dash, 'stroke-linecap': 'round' })
  );
}

/** A seam: a crease shadow with a lighter lip beside it. */
export function seam(d: string, strength = 1): string {
  return (
    el('path', { d, fill: 'none', stroke: '#000', 'stroke-opacity': 0.28 * strength, 'stroke-width': 3 }) +
    el('path', { d, fill: 'none', stroke: '#fff', 'stroke-opacity': 0.08 * strength, 'stroke-width': 2, transform: 'translate(2 1)' })
  );
}

/** Knitted ribbing (cuffs, hems, collars) as a fill. */
export function ribFill(c: Ctx, angle = 0): string {
  return tiledPattern(
    c.doc,
    `rib-${angle}`,
    8,
    [
      { d: 'M2 0V8', attrs: { stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 2.4 } },
      { d: 'M6 0V8', attrs: { stroke: '#fff', 'stroke-opacity': 0.1, 'stroke-width': 2 } },
    ],
    angle ? `rotate(${angle})` : undefined,
  );
}

export function ribbed(c: Ctx, d: string, angle = 0): string {
  return (
    el('path', { d, fill: darken(c.color, 0.06) }) +
    el('path', { d, fill: ribFill(c, angle) }) +
    el('path', { d, fill: 'none', stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': 2 })
  );
}

/** A metal zip running along a path. */
export function zip(c: Ctx, d: string): string {
  const metal = c.s.metal === 'gold' ? GOLD.mid : '#b9bcc1';
  return (
    el('path', { d, fill: 'none', stroke: '#0d0d0d', 'stroke-width': 14, 'stroke-opacity': 0.55 }) +
    el('path', { d, fill: 'none', stroke: metal, 'stroke-width': 8, 'stroke-dasharray': '2.2 2.2' }) +
    el('path', { d, fill: 'none', stroke: '#fff', 'stroke-width': 1, 'stroke-opacity': 0.35 })
  );
}

export function zipPuller(c: Ctx, x: number, y: number): string {
  const metal = c.s.metal === 'gold' ? GOLD.mid : '#c3c6cb';
  return g(
    {},
    el('rect', { x: x - 9 + 2, y: y + 3, width: 18, height: 44, rx: 5, fill: '#000', 'fill-opacity': 0.35 }),
    el('rect', { x: x - 9, y, width: 18, height: 44, rx: 5, fill: metal, stroke: darken(metal, 0.45), 'stroke-width': 1.5 }),
    el('rect', { x: x - 4, y: y + 24, width: 8, height: 14, rx: 3, fill: darken(metal, 0.5) }),
  );
}

/**
 * Shared building blocks for the generated product imagery: seeded randomness,
 * colour maths, a tiny SVG writer and the studio backdrops/props that the
 * watch and garment renderers place their subjects on.
 *
 * Everything here is pure and deterministic. No user-supplied string is ever
 * written into the SVG: attributes are mapped onto fixed palettes first, so
 * the markup cannot be used for injection.
 */

import { SeedRandom } from '../common/seed-random';

export const CANVAS = 1200;

// ---------------------------------------------------------------- randomness

/** 32-bit FNV-1a with a murmur3 finaliser (better avalanche for short SKUs). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** What the art draws with: the shop's one seeded generator (`common/seed-random.ts`). */
export type Rng = Pick<SeedRandom, 'next' | 'range' | 'int' | 'pick' | 'chance'>;

export const createRng = (seed: number): Rng => new SeedRandom(seed);

// -------------------------------------------------------------------- colour

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const v = parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number): string =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** Relative luminance 0..1, used to pick contrasting print/stitch colours. */
export function luminance(c: string): number {
  const [r, g, b] = toRgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const GOLD = {
  deep: '#6b4c17',
  dark: '#9a7328',
  mid: '#c9a24a',
  light: '#ecd28b',
  glint: '#fff3cf',
} as const;

// ----------------------------------------------------------------- svg write

/** Rounds to 0.1 px: keeps the markup compact without visible loss. */
export const fmt = (v: number): string => String(Math.round(v * 10) / 10);

type AttrValue = string | number | undefined | null | false;

/** Serialises one element. Attribute names use SVG spelling (kebab-case). */
export function el(tag: string, attrs: Record<string, AttrValue>, children?: string): string {
  let out = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

export const g = (attrs: Record<string, AttrValue>, ...children: string[]): string =>
  el('g', attrs, children.join(''));

/** Builds a path "d" from points; numbers are rounded. */
export function poly(points: ReadonlyArray<readonly [number, number]>, close = true): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${fmt(p[0])} ${fmt(p[1])}`).join('') + (close ? 'Z' : '');
}

/** Rounded rectangle centred on (cx, cy) as path data. */
export function roundRect(cx: number, cy: number, w: number, h: number, r: number): string {
  const x = cx - w / 2;
  const y = cy - h / 2;
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${fmt(x + rr)} ${fmt(y)}H${fmt(x + w - rr)}A${fmt(rr)} ${fmt(rr)} 0 0 1 ${fmt(x + w)} ${fmt(y + rr)}` +
    `V${fmt(y + h - rr)}A${fmt(rr)} ${fmt(rr)} 0 0 1 ${fmt(x + w - rr)} ${fmt(y + h)}` +
    `H${fmt(x + rr)}A${fmt(rr)} ${fmt(rr)} 0 0 1 ${fmt(x)} ${fmt(y + h - rr)}` +
    `V${fmt(y + rr)}A${fmt(rr)} ${fmt(rr)} 0 0 1 ${fmt(x + rr)} ${fmt(y)}Z`
  );
}

export function circlePath(cx: number, cy: number, r: number): string {
  return `M${fmt(cx - r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0Z`;
}

/** A ring (annulus) as one even-odd path. */
export function ringPath(cx: number, cy: number, outer: number, inner: number): string {
  return circlePath(cx, cy, outer) + circlePath(cx, cy, inner);
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

const stopsXml = (stops: readonly Stop[]): string =>
  stops
    .map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined ? undefined : op }))
    .join('');

/**
 * Collects <defs> and hands out document-unique ids. Ids carry a per-product
 * prefix so that two inlined SVGs on one page cannot capture each other's
 * gradients.
 */
export class SvgDoc {
  private readonly defs: string[] = [];
  private counter = 0;
  private readonly memo = new Map<string, string>();

  constructor(private readonly prefix: string) {}

  id(name: string): string {
    this.counter += 1;
    return `${this.prefix}${name}${this.counter.toString(36)}`;
  }

  def(xml: string): void {
    this.defs.push(xml);
  }

  /** Re-uses identical definitions (e.g. the same blur asked for twice). */
  private once(key: string, build: (id: string) => string, name: string): string {
    const hit = this.memo.get(key);
    if (hit) return hit;
    const id = this.id(name);
    this.def(build(id));
    this.memo.set(key, id);
    return id;
  }

  /** Linear gradient; coordinates are fractions of the bounding box unless `user` is set. */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number, user = false): string {
    const key = `l${JSON.stringify(stops)}${x1},${y1},${x2},${y2},${user}`;
    return `url(#${this.once(
      key,
      (id) =>
        el(
          'linearGradient',
          { id, x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined },
          stopsXml(stops),
        ),
      'lg',
    )})`;
  }

  radial(
    stops: readonly Stop[],
    cx: number,
    cy: number,
    r: number,
    opts: { user?: boolean; fx?: number; fy?: number; transform?: string } = {},
  ): string {
    const key = `r${JSON.stringify(stops)}${cx},${cy},${r},${JSON.stringify(opts)}`;
    return `url(#${this.once(
      key,
      (id) =>
        el(
          'radialGradient',
          {
            id,
            cx,
            cy,
            r,
            fx: opts.fx,
            fy: opts.fy,
            gradientUnits: opts.user ? 'userSpaceOnUse' : undefined,
            gradientTransform: opts.transform,
          },
          stopsXml(stops),
        ),
      'rg',
    )})`;
  }

  /** Gaussian blur; the region is padded so soft shadows are not clipped. */
  blur(std: number, pad = 0.5): string {
    return `url(#${this.once(
      `b${std},${pad}`,
      (id) =>
        el(
          'filter',
          {
            id,
            x: -pad,
            y: -pad,
            width: 1 + 2 * pad,
            height: 1 + 2 * pad,
            'color-interpolation-filters': 'sRGB',
          },
          el('feGaussianBlur', { stdDeviation: std }),
        ),
      'bl',
    )})`;
  }

  /** Registers an arbitrary def built around a fresh id; returns the id. */
  custom(name: string, build: (id: string) => string, key?: string): string {
    if (key) return this.once(key, build, name);
    const id = this.id(name);
    this.def(build(id));
    return id;
  }

  clip(d: string, transform?: string): string {
    return `url(#${this.once(
      `c${d}${transform ?? ''}`,
      (id) => el('clipPath', { id }, el('path', { d, transform })),
      'cp',
    )})`;
  }

  render(body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS} ${CANVAS}" width="${CANVAS}" height="${CANVAS}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

// ------------------------------------------------------------ lighting/props

/**
 * Dark studio sweep: deep charcoal with a warm gold key light behind the
 * subject and a vignette. `lightX/lightY` are fractions of the canvas.
 */
export function studioBackdrop(
  doc: SvgDoc,
  opts: { base?: string; glow?: string; lightX?: number; lightY?: number; glowStrength?: number } = {},
): string {
  const base = opts.base ?? '#121110';
  const glow = opts.glow ?? '#8a6a32';
  const lx = opts.lightX ?? 0.5;
  const ly = opts.lightY ?? 0.42;
  const s = opts.glowStrength ?? 1;
  const wash = doc.radial(
    [
      [0, lighten(base, 0.1)],
      [0.55, base],
      [1, darken(base, 0.55)],
    ],
    0.5,
    0.45,
    0.75,
  );
  const key = doc.radial(
    [
      [0, glow, 0.55 * s],
      [0.35, glow, 0.22 * s],
      [1, glow, 0],
    ],
    lx,
    ly,
    0.55,
  );
  const vignette = doc.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', 0.7],
    ],
    0.5,
    0.5,
    0.75,
  );
  return (
    el('rect', { width: CANVAS, height: CANVAS, fill: wash }) +
    el('rect', { width: CANVAS, height: CANVAS, fill: key }) +
    el('rect', { width: CANVAS, height: CANVAS, fill: vignette })
  );
}

/** Final vignette laid over everything: pulls focus to the centre. */
export function vignette(doc: SvgDoc, strength = 0.65, inner = 0.5): string {
  return el('rect', {
    width: CANVAS,
    height: CANVAS,
    fill: doc.radial(
      [
        [inner, '#000', 0],
        [1, '#000', strength],
      ],
      0.5,
      0.5,
      0.72,
    ),
  });
}

/**
 * Translates (and scales) path data. Absolute commands are moved; relative
 * (lower-case) ones need no change. Arc radii are scaled, not moved.
 */
export function shiftPath(d: string, dx: number, dy: number, k = 1): string {
  return d.replace(/([MLHVCSQTAZmlhvcsqtaz])([^MLHVCSQTAZmlhvcsqtaz]*)/g, (_m, cmd: string, args: string) => {
    const nums = args.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    if (cmd === 'Z' || cmd === 'z') return cmd;
    const rel = cmd === cmd.toLowerCase();
    if (cmd === 'H') return `H${nums.map((v) => fmt(v * k + dx)).join(' ')}`;
    if (cmd === 'V') return `V${nums.map((v) => fmt(v * k + dy)).join(' ')}`;
    if (cmd === 'A' || cmd === 'a') {
      return (
        cmd +
        nums
          .map((v, i) => {
            const j = i % 7;
            if (j === 2 || j === 3 || j === 4) return String(v);
            if (j < 2 || rel) return fmt(v * k);
            return fmt(v * k + (j === 5 ? dx : dy));
          })
          .join(' ')
      );
    }
    if (rel) return cmd + nums.map((v) => fmt(v * k)).join(' ');
    return cmd + nums.map((v, i) => fmt(v * k + (i % 2 === 0 ? dx : dy))).join(' ');
  });
}

/**
 * Applies an affine matrix [a b c d e f] to path data made of absolute
 * M/L/C/Q/Z commands (enough for the hand-drawn accessory outlines).
 */
export function affinePath(d: string, [a, b, c, dd, e, f]: readonly [number, number, number, number, number, number]): string {
  return d.replace(/([MLCQZ])([^MLCQZ]*)/g, (_m, cmd: string, args: string) => {
    if (cmd === 'Z') return 'Z';
    const n = args.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    let out = cmd;
    for (let i = 0; i + 1 < n.length; i += 2) {
      const x = n[i]!;
      const y = n[i + 1]!;
      out += `${i ? ' ' : ''}${fmt(a * x + c * y + e)} ${fmt(b * x + dd * y + f)}`;
    }
    return out;
  });
}

/** Matrix for translate(tx, ty) · rotate(deg) · scale(sx, sy). */
export function matrix(tx: number, ty: number, deg: number, sx = 1, sy = sx): [number, number, number, number, number, number] {
  const r = (deg * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return [cos * sx, sin * sx, -sin * sy, cos * sy, tx, ty];
}

export const rectD = (x: number, y: number, w: number, h: number): string => `M${fmt(x)} ${fmt(y)}h${fmt(w)}v${fmt(h)}h${fmt(-w)}Z`;
export const dotD = (cx: number, cy: number, rx: number, ry = rx): string =>
  `M${fmt(cx - rx)} ${fmt(cy)}a${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(2 * rx)} 0a${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(-2 * rx)} 0Z`;

/** One paint layer of a pattern cell: path data plus presentation attributes. */
export interface TileLayer {
  d: string;
  attrs: Record<string, AttrValue>;
}

/**
 * A repeating pattern built from a small cell. The cell is replicated into a
 * ~120 px tile and every layer is merged into a single path, because
 * librsvg pays per tile and per element: tiny tiles or many small elements
 * are several times slower to fill a large area.
 */
export function tiledPattern(doc: SvgDoc, key: string, cell: number, layers: TileLayer[], patternTransform?: string): string {
  const n = Math.max(1, Math.round(120 / cell));
  const body = layers
    .map((layer) => {
      let d = '';
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) d += i || j ? shiftPath(layer.d, i * cell, j * cell) : layer.d;
      return el('path', { d, ...layer.attrs });
    })
    .join('');
  const id = doc.custom(
    'tp',
    (pid) => el('pattern', { id: pid, width: cell * n, height: cell * n, patternUnits: 'userSpaceOnUse', patternTransform }, body),
    `tile-${key}`,
  );
  return `url(#${id})`;
}

/**
 * Soft shadows drawn with gradients instead of blur filters: a large
 * Gaussian blur costs more to rasterise than the whole rest of a picture.
 */
export function softEllipse(
  doc: SvgDoc,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity: number,
  color = '#000',
  hardness = 0.45,
): string {
  const fill = doc.radial(
    [
      [0, color, opacity],
      [hardness, color, opacity * 0.85],
      [0.75, color, opacity * 0.3],
      [1, color, 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  return el('ellipse', { cx, cy, rx, ry, fill });
}

/** Soft rounded-rectangle shadow: a radial gradient squashed into a box. */
export function softRoundRect(doc: SvgDoc, cx: number, cy: number, w: number, h: number, opacity: number): string {
  // Two crossed bands multiply into a soft box; cheaper than a blur.
  const fx = doc.linear(
    [
      [0, '#000', 0],
      [0.08, '#000', 1],
      [0.92, '#000', 1],
      [1, '#000', 0],
    ],
    0,
    0,
    1,
    0,
  );
  const maskId = doc.custom('sm', (id) =>
    el(
      'mask',
      { id, maskContentUnits: 'objectBoundingBox' },
      el('rect', {
        width: 1,
        height: 1,
        fill: doc.linear(
          [
            [0, '#fff', 0],
            [0.08, '#fff', 1],
            [0.92, '#fff', 1],
            [1, '#fff', 0],
          ],
          0,
          0,
          0,
          1,
        ),
      }),
    ),
  );
  return el('rect', { x: cx - w / 2, y: cy - h / 2, width: w, height: h, fill: fx, 'fill-opacity': opacity, mask: `url(#${maskId})` });
}

/** A band with soft long edges (e.g. the shadow of a strap). */
export function softBand(doc: SvgDoc, x: number, y: number, w: number, h: number, soft: number, opacity: number): string {
  const t = Math.min(0.45, soft / w);
  const fill = doc.linear(
    [
      [0, '#000', 0],
      [t, '#000', opacity * 0.75],
      [0.5, '#000', opacity],
      [1 - t, '#000', opacity * 0.75],
      [1, '#000', 0],
    ],
    0,
    0,
    1,
    0,
  );
  return el('rect', { x, y, width: w, height: h, fill });
}

/** Smooth open curve through points (quadratic segments via midpoints). */
export function smoothPath(pts: ReadonlyArray<readonly [number, number]>): string {
  if (pts.length < 3) return poly(pts, false);
  let d = `M${fmt(pts[0]![0])} ${fmt(pts[0]![1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i]!;
    const n = pts[i + 1]!;
    d += `Q${fmt(p[0])} ${fmt(p[1])} ${fmt((p[0] + n[0]) / 2)} ${fmt((p[1] + n[1]) / 2)}`;
  }
  const last = pts[pts.length - 1]!;
  return `${d}L${fmt(last[0])} ${fmt(last[1])}`;
}

export type MarbleTone = 'white' | 'black' | 'green';
export const MARBLE = {
  white: { base: '#e4dfd6', vein: '#8e8474', cloud: '#c9c1b3' },
  black: { base: '#141414', vein: '#c9b489', cloud: '#2a2826' },
  green: { base: '#12332a', vein: '#d7d2bd', cloud: '#1f4a3c' },
} as const;

/**
 * Marble drawn as vector veins (random walks) over soft clouds. Turbulence
 * filters look similar but cost several times more to rasterise.
 */
export function marbleVeins(
  doc: SvgDoc,
  tone: MarbleTone,
  seed: number,
  box: { x: number; y: number; w: number; h: number },
): string {
  const rng = createRng(seed ^ 0x3a3a);
  const p = MARBLE[tone];
  let out = '';
  for (let i = 0; i < 7; i++) {
    out += softEllipse(
      doc,
      box.x + rng.range(0, box.w),
      box.y + rng.range(0, box.h),
      rng.range(box.w * 0.15, box.w * 0.4),
      rng.range(box.h * 0.1, box.h * 0.3),
      0.5,
      p.cloud,
      0.2,
    );
  }
  // Veins: random walks with angular momentum, so they meander rather than zigzag.
  for (let v = 0; v < 6; v++) {
    const pts: Array<[number, number]> = [];
    let x = box.x + rng.range(-0.1, 0.5) * box.w;
    let y = box.y + rng.range(-0.1, 1.1) * box.h;
    let heading = rng.range(-0.7, 0.7);
    let turn = 0;
    const step = box.w / 18;
    for (let i = 0; i < 26; i++) {
      pts.push([x, y]);
      turn = turn * 0.6 + rng.range(-0.09, 0.09);
      heading -= (heading - 0.15) * 0.12;
      heading += turn;
      x += Math.cos(heading) * step;
      y += Math.sin(heading) * step * (box.h / box.w + 0.4);
    }
    const d = smoothPath(pts);
    const main = v < 2;
    out +=
      el('path', { d, fill: 'none', stroke: p.vein, 'stroke-width': main ? 26 : 12, 'stroke-opacity': 0.05, 'stroke-linecap': 'round' }) +
      el('path', { d, fill: 'none', stroke: p.vein, 'stroke-width': main ? 9 : 4, 'stroke-opacity': 0.08, 'stroke-linecap': 'round' }) +
      el('path', {
        d,
        fill: 'none',
        stroke: p.vein,
        'stroke-width': main ? rng.range(1.8, 3) : rng.range(0.6, 1.2),
        'stroke-opacity': main ? 0.45 : 0.25,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      });
  }
  return out;
}

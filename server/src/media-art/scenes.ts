import {
  CANVAS,
  GOLD,
  MARBLE,
  createRng,
  darken,
  dotD,
  el,
  fmt,
  g,
  lighten,
  marbleVeins,
  roundRect,
  smoothPath,
  softEllipse,
  softRoundRect,
  tiledPattern,
  type SvgDoc,
} from './art-kit.js';

/** Lifestyle sets shared by watches and garments: surfaces, tray, plinth, rail. */

/** Walnut table top: vector grain lines over a warm gradient. */
export function woodTable(doc: SvgDoc, seed: number, tone = '#3a2415'): string {
  const rng = createRng(seed ^ 0x600d);
  const fill = doc.linear(
    [
      [0, lighten(tone, 0.1)],
      [0.5, tone],
      [1, darken(tone, 0.45)],
    ],
    0,
    0,
    1,
    1,
  );
  let dark = '';
  let light = '';
  for (let i = 0; i < 70; i++) {
    const y0 = rng.range(-40, CANVAS + 40);
    const amp = rng.range(4, 18);
    const phase = rng.range(0, Math.PI * 2);
    const slope = rng.range(-0.04, 0.04);
    const pts: Array<[number, number]> = [];
    for (let x = -60; x <= CANVAS + 60; x += 120) {
      pts.push([x, y0 + slope * x + Math.sin(x / 260 + phase) * amp]);
    }
    const d = smoothPath(pts);
    if (i % 4 === 0) light += d;
    else dark += d;
  }
  return g(
    {},
    el('rect', { width: CANVAS, height: CANVAS, fill }),
    el('path', { d: dark, fill: 'none', stroke: darken(tone, 0.6), 'stroke-width': 3, 'stroke-opacity': 0.35 }),
    el('path', { d: dark, fill: 'none', stroke: darken(tone, 0.7), 'stroke-width': 1, 'stroke-opacity': 0.5, transform: 'translate(0 5)' }),
    el('path', { d: light, fill: 'none', stroke: lighten(tone, 0.25), 'stroke-width': 2, 'stroke-opacity': 0.18 }),
    el('rect', {
      width: CANVAS,
      height: CANVAS,
      fill: doc.radial(
        [
          [0, '#d8a85a', 0.22],
          [1, '#d8a85a', 0],
        ],
        0.35,
        0.25,
        0.7,
      ),
    }),
  );
}

/** Fine seeded speckle tile (suede, felt, leather grain). */
export function speckle(doc: SvgDoc, seed: number, size = 24, density = 30, strength = 0.1): string {
  const rng = createRng(seed);
  let dark = '';
  let light = '';
  for (let i = 0; i < density; i++) {
    const dot = dotD(rng.range(0, size), rng.range(0, size), rng.range(0.5, 1.4));
    if (i % 3) dark += dot;
    else light += dot;
  }
  return tiledPattern(doc, `sp${seed}-${size}-${density}-${strength}`, size, [
    { d: dark, attrs: { fill: '#000', 'fill-opacity': strength } },
    { d: light, attrs: { fill: '#fff', 'fill-opacity': strength * 0.6 } },
  ]);
}

/** Glossy surface for the angled shots, with a broad warm reflection. */
export function lacquerSurface(doc: SvgDoc, kind: 'black' | 'walnut', seed = 7): string {
  const base =
    kind === 'walnut'
      ? woodTable(doc, seed, '#2a1a10')
      : el('rect', {
          width: CANVAS,
          height: CANVAS,
          fill: doc.linear(
            [
              [0, '#1b1a18'],
              [0.6, '#0c0b0a'],
              [1, '#050505'],
            ],
            0,
            0,
            0.3,
            1,
          ),
        });
  return (
    base +
    g({ transform: 'rotate(-35 600 500)' }, softEllipse(doc, 600, 500, 900, 260, 0.14, '#c89b4e', 0.2)) +
    softEllipse(doc, 880, 180, 480, 340, 0.12, '#f0c677', 0.1)
  );
}

/** A stitched leather valet tray seen from above on a walnut table. */
export function leatherTray(doc: SvgDoc, seed: number): string {
  const rng = createRng(seed ^ 0x7a7);
  const leather = rng.pick(['#171311', '#5a2a14', '#2b1a12', '#3a1119']);
  const floor = rng.pick(['#2b2522', darken(leather, 0.25), '#1d2a24']);
  const x = 600;
  const y = 610;
  const w = 1040;
  const h = 860;
  const outer = roundRect(x, y, w, h, 70);
  const inner = roundRect(x, y, w - 110, h - 110, 42);
  return (
    woodTable(doc, seed) +
    softRoundRect(doc, x + 18, y + 30, w + 40, h + 40, 0.7) +
    el('path', {
      d: outer,
      fill: doc.linear(
        [
          [0, lighten(leather, 0.22)],
          [0.5, leather],
          [1, darken(leather, 0.35)],
        ],
        0,
        0,
        1,
        1,
      ),
    }) +
    el('path', { d: outer, fill: 'none', stroke: lighten(leather, 0.35), 'stroke-width': 3, opacity: 0.5 }) +
    el('path', {
      d: roundRect(x, y, w - 46, h - 46, 52),
      fill: 'none',
      stroke: GOLD.light,
      'stroke-width': 2.6,
      'stroke-dasharray': '10 7',
      opacity: 0.8,
    }) +
    el('path', { d: inner, fill: floor }) +
    el('path', { d: inner, fill: speckle(doc, 11, 120, 600, 0.08) }) +
    g(
      { 'clip-path': doc.clip(inner) },
      // Inner walls: stacked strokes fake the soft shadow a blur would give.
      ...[60, 40, 24, 12].map((sw, i) => el('path', { d: inner, fill: 'none', stroke: '#000', 'stroke-width': sw, 'stroke-opacity': 0.12 + i * 0.06 })),
      softEllipse(doc, 430, 380, 520, 380, 0.1, '#e8c27a', 0.2),
    ) +
    el('path', { d: inner, fill: 'none', stroke: darken(leather, 0.5), 'stroke-width': 3 })
  );
}

/** A marble plinth in a dark gallery, light pooling on its top. */
export function marblePlinth(doc: SvgDoc, seed: number): { back: string; front: string; topY: number } {
  const rng = createRng(seed ^ 0x91a);
  const tone = rng.pick(['white', 'black', 'black', 'green'] as const);
  const cx = 600;
  const topY = 660;
  const rx = 500;
  const ry = 190;
  const base = MARBLE[tone].base;
  const wall = doc.linear(
    [
      [0, '#1c1a17'],
      [1, '#0b0a09'],
    ],
    0,
    0,
    0,
    1,
  );
  const spot = doc.radial(
    [
      [0, '#e7bd6c', 0.4],
      [0.45, '#b88a3e', 0.15],
      [1, '#b88a3e', 0],
    ],
    0.5,
    0.15,
    0.6,
  );
  const sideShade = doc.linear(
    [
      [0, '#000', 0.75],
      [0.3, '#000', 0.2],
      [0.55, '#fff', 0.06],
      [0.8, '#000', 0.3],
      [1, '#000', 0.8],
    ],
    0,
    0,
    1,
    0,
  );
  const top = `M${fmt(cx - rx)} ${fmt(topY)}A${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(cx + rx)} ${fmt(topY)}A${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(cx - rx)} ${fmt(topY)}Z`;
  const sideD = `M${fmt(cx - rx)} ${fmt(topY)}V${CANVAS + 10}H${fmt(cx + rx)}V${fmt(topY)}Z`;
  const back =
    el('rect', { width: CANVAS, height: CANVAS, fill: wall }) +
    el('rect', { width: CANVAS, height: CANVAS, fill: spot }) +
    // Light cone from a ceiling spot.
    el('path', {
      d: `M${cx - 120} -20L${cx + 120} -20L${cx + rx + 40} ${topY}L${cx - rx - 40} ${topY}Z`,
      fill: doc.linear(
        [
          [0, '#f3d08a', 0],
          [0.3, '#f3d08a', 0.07],
          [0.5, '#f3d08a', 0.1],
          [0.7, '#f3d08a', 0.07],
          [1, '#f3d08a', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    }) +
    softEllipse(doc, cx, topY + 60, rx + 120, ry + 80, 0.6) +
    el('path', { d: sideD, fill: base }) +
    g({ 'clip-path': doc.clip(sideD) }, marbleVeins(doc, tone, seed, { x: cx - rx, y: topY, w: rx * 2, h: CANVAS - topY })) +
    el('path', { d: sideD, fill: sideShade }) +
    el('path', { d: top, fill: lighten(base, tone === 'white' ? 0.02 : 0.06) }) +
    g({ 'clip-path': doc.clip(top) }, marbleVeins(doc, tone, seed + 1, { x: cx - rx, y: topY - ry, w: rx * 2, h: ry * 2 })) +
    el('path', {
      d: top,
      fill: doc.radial(
        [
          [0, '#f6d792', 0.3],
          [1, '#f6d792', 0],
        ],
        0.45,
        0.4,
        0.6,
      ),
    }) +
    el('path', { d: top, fill: 'none', stroke: GOLD.mid, 'stroke-width': 4 }) +
    el('path', {
      d: `M${fmt(cx - rx)} ${fmt(topY)}A${fmt(rx)} ${fmt(ry)} 0 0 0 ${fmt(cx + rx)} ${fmt(topY)}`,
      fill: 'none',
      stroke: GOLD.glint,
      'stroke-width': 2,
      opacity: 0.6,
    });
  return { back, front: '', topY };
}

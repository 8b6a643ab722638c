import { createRng, darken, el, fmt, g, lighten, luminance, poly, rectD, roundRect, tiledPattern, type SvgDoc } from './art-kit.js';
import { numberPath, romanPath } from './glyphs.js';
import { cylinder, edgeRadius, outlinePath, scaleOutline, type Outline } from './watch-geometry.js';
import { METALS, type WatchSpec } from './watch-spec.js';

/** Dial furniture: finish, scales, indices, sub-dials, windows and hands. */

const rad = (deg: number): number => (deg * Math.PI) / 180;
const at = (r: number, deg: number): [number, number] => [r * Math.sin(rad(deg)), -r * Math.cos(rad(deg))];

interface Sub {
  x: number;
  y: number;
  r: number;
}

function subDials(s: WatchSpec, rd: number): Sub[] {
  const r = rd * 0.245;
  const d = rd * 0.47;
  if (s.chrono === 'tri')
    return [90, 180, 270].map((a) => ({ x: at(d, a)[0], y: at(d, a)[1], r }));
  if (s.chrono === 'bi') return [90, 270].map((a) => ({ x: at(d, a)[0], y: at(d, a)[1], r: r * 1.05 }));
  return [];
}

function dateAngle(s: WatchSpec): number | null {
  return { none: null, three: 90, six: 180, fourThirty: 135 }[s.date];
}

/** Which hour markers are hidden by windows or sub-dials. */
function hiddenHours(s: WatchSpec): Set<number> {
  const hidden = new Set<number>();
  if (s.date === 'three') hidden.add(3);
  if (s.date === 'six' || s.moon || s.tourbillon) hidden.add(6);
  if (s.chrono === 'tri') [3, 6, 9].forEach((h) => hidden.add(h));
  if (s.chrono === 'bi') [3, 9].forEach((h) => hidden.add(h));
  return hidden;
}

export function drawDial(doc: SvgDoc, s: WatchSpec, dial: Outline): string {
  const rd = Math.min(dial.a, dial.b);
  const rng = createRng(s.seed ^ 0x9e3779b9);
  const d = s.dial;
  const shapePath = outlinePath(dial);
  const clip = doc.clip(shapePath);
  // User-space gradient so windows and moon humps can reuse the exact dial paint.
  const dialFill = doc.radial(
    [
      [0, d.center],
      [0.55, d.base],
      [1, d.edge],
    ],
    -rd * 0.25,
    -rd * 0.3,
    rd * 1.35,
    { user: true },
  );
  const parts: string[] = [el('path', { d: shapePath, fill: dialFill })];
  const soft = (c: string, o: number): string =>
    doc.radial(
      [
        [0, c, o],
        [0.5, c, o * 0.5],
        [1, c, 0],
      ],
      0.5,
      0.5,
      0.5,
    );

  // Sunburst: fine alternating rays plus a bow-tie of reflected light.
  if (d.sunburst > 0.05) {
    let light = '';
    let dark = '';
    const n = 180;
    const far = Math.max(dial.a, dial.b) * 1.5;
    for (let i = 0; i < n; i++) {
      const a0 = (i / n) * 360;
      const a1 = a0 + 360 / n / 2;
      const tri = poly([[0, 0], at(far, a0), at(far, a1)]);
      if (i % 2) light += tri;
      else dark += tri;
    }
    parts.push(
      el('path', { d: light, fill: '#ffffff', opacity: 0.035 * d.sunburst }),
      el('path', { d: dark, fill: '#000000', opacity: 0.05 * d.sunburst }),
      // The reflected light of a sunburst finish: a bright bow-tie along the
      // light direction, darker across it.
      el('ellipse', { rx: rd * 1.1, ry: rd * 0.32, fill: soft('#fff', 0.28 * d.sunburst), transform: 'rotate(-45)' }),
      el('ellipse', { rx: rd * 1.1, ry: rd * 0.3, fill: soft('#000', 0.22 * d.sunburst), transform: 'rotate(45)' }),
    );
  } else {
    // Lacquer/enamel: one soft highlight.
    parts.push(
      el('ellipse', { cx: -rd * 0.3, cy: -rd * 0.35, rx: rd * 0.8, ry: rd * 0.55, fill: soft('#fff', 0.4) }),
    );
  }

  if (s.shape === 'octagon') {
    // "Tapisserie": a grid of tiny raised squares.
    const tap = tiledPattern(
      doc,
      'tap',
      14,
      [
        { d: rectD(0, 0, 14, 1.5) + rectD(0, 1.5, 1.5, 12.5), attrs: { fill: '#000', 'fill-opacity': 0.35 } },
        { d: rectD(1.5, 1.5, 10.5, 1.5) + rectD(1.5, 3, 1.5, 9), attrs: { fill: '#fff', 'fill-opacity': 0.12 } },
        { d: rectD(3, 12, 10.5, 2) + rectD(12, 3, 2, 9), attrs: { fill: '#000', 'fill-opacity': 0.2 } },
      ],
    );
    parts.push(el('path', { d: shapePath, fill: tap }));
  }
  const printDark = luminance(d.base) > 0.35;
  const print = d.print;
  parts.push(minuteTrack(s, dial, print));

  const subs = subDials(s, rd);
  for (const sub of subs) parts.push(drawSubDial(doc, s, sub, rng.chance(0.5), printDark));
  if (s.moon) parts.push(moonPhase(doc, s, rd, dialFill));
  if (s.tourbillon) parts.push(tourbillon(doc, s, rd));
  if (s.powerReserve) parts.push(powerReserve(s, rd, print));
  if (s.dayDate) parts.push(dayWindow(doc, s, rd));

  parts.push(drawIndices(doc, s, dial, hiddenHours(s)));
  parts.push(emblem(doc, s, rd, print));

  const da = dateAngle(s);
  if (da !== null) parts.push(dateWindow(doc, s, rd, da));

  // Rehaut shadow: the dial sits below the bezel, so its rim is shaded.
  for (const [w, o] of [
    [0.1, 0.12],
    [0.06, 0.18],
    [0.03, 0.3],
  ] as const) {
    parts.push(el('path', { d: shapePath, fill: 'none', stroke: '#000', 'stroke-width': rd * w, opacity: o }));
  }
  return g({ 'clip-path': clip }, ...parts);
}

function minuteTrack(s: WatchSpec, dial: Outline, print: string): string {
  let ticks = '';
  const rect = s.shape === 'tank' || s.shape === 'square';
  for (let i = 0; i < 60; i++) {
    const a = i * 6;
    const edge = edgeRadius(dial, a);
    const inner = edge * (rect ? 0.9 : i % 5 ? 0.955 : 0.93);
    const outer = edge * 0.985;
    const p0 = at(inner, a);
    const p1 = at(outer, a);
    ticks += `M${fmt(p0[0])} ${fmt(p0[1])}L${fmt(p1[0])} ${fmt(p1[1])}`;
  }
  const w = Math.min(dial.a, dial.b) * 0.008;
  let out = el('path', { d: ticks, stroke: print, 'stroke-width': w, opacity: 0.75, fill: 'none' });
  if (rect) {
    // Railroad track: two thin rails carrying the minute ticks.
    out += el('path', {
      d: outlinePath(scaleOutline(dial, 0.9)) + outlinePath(scaleOutline(dial, 0.985)),
      fill: 'none',
      stroke: print,
      'stroke-width': w,
      opacity: 0.75,
    });
  }
  return out;
}

function drawIndices(doc: SvgDoc, s: WatchSpec, dial: Outline, hidden: Set<number>): string {
  const rd = Math.min(dial.a, dial.b);
  const m = s.trim;
  const lume = '#ecf0df';
  const faceFill = doc.linear(cylinder(m), 0, 0, 1, 0);
  const shapes: string[] = [];
  const shadows: string[] = [];
  for (let hour = 0; hour < 12; hour++) {
    if (hidden.has(hour === 0 ? 12 : hour)) continue;
    const a = hour * 30;
    const edge = edgeRadius(dial, a);
    const outer = edge * 0.9;
    let face = '';
    let inner = '';
    if (s.indexStyle === 'roman') {
      const glyph = romanPath(hour === 0 ? 12 : hour, rd * (s.shape === 'tank' ? 0.15 : 0.13));
      const c = outer - rd * 0.1;
      const tr = `rotate(${a}) translate(0 ${fmt(-c)})`;
      shapes.push(
        el('path', {
          d: glyph.d,
          transform: tr,
          fill: 'none',
          stroke: s.dial.print,
          'stroke-width': glyph.strokeWidth,
          'stroke-linecap': 'square',
        }),
      );
      continue;
    }
    if (s.indexStyle === 'dot') {
      if (hour % 3 === 0) {
        if (hour === 0) {
          const h = rd * 0.17;
          face = poly([
            [-rd * 0.085, -outer],
            [rd * 0.085, -outer],
            [0, -outer + h],
          ]);
        } else {
          face = roundRect(0, -outer + rd * 0.1, rd * 0.07, rd * 0.2, rd * 0.015);
        }
      } else {
        face = `M${fmt(-rd * 0.058)} ${fmt(-outer + rd * 0.06)}a${fmt(rd * 0.058)} ${fmt(rd * 0.058)} 0 1 0 ${fmt(rd * 0.116)} 0a${fmt(rd * 0.058)} ${fmt(rd * 0.058)} 0 1 0 ${fmt(-rd * 0.116)} 0Z`;
      }
      inner = face;
    } else if (s.indexStyle === 'dagger') {
      const L = rd * (hour % 3 === 0 ? 0.2 : 0.15);
      const w = rd * 0.045;
      face = poly([
        [-w, -outer],
        [w, -outer],
        [0, -outer + L],
      ]);
    } else {
      const L = rd * (hour % 3 === 0 ? 0.2 : 0.16);
      const w = rd * (hour % 3 === 0 ? 0.05 : 0.04);
      face =
        hour === 0
          ? roundRect(-w * 1.1, -outer + L / 2, w, L, w * 0.2) + roundRect(w * 1.1, -outer + L / 2, w, L, w * 0.2)
          : roundRect(0, -outer + L / 2, w, L, w * 0.2);
      if (s.lume) inner = face;
    }
    const tr = `rotate(${a})`;
    shadows.push(el('path', { d: face, transform: tr }));
    shapes.push(el('path', { d: face, transform: tr, fill: faceFill, stroke: m.shadow, 'stroke-width': 0.8 }));
    if (inner) {
      const k = s.indexStyle === 'dot' ? 0.72 : 0.55;
      shapes.push(
        g(
          { transform: `${tr} translate(0 ${fmt(-outer + rd * 0.08)}) scale(${k}) translate(0 ${fmt(outer - rd * 0.08)})` },
          el('path', { d: inner, fill: lume }),
        ),
      );
    }
  }
  return (
    g({ transform: 'translate(2 3)', fill: '#000', 'fill-opacity': 0.3 }, ...shadows) +
    g({ transform: 'translate(3.5 5)', fill: '#000', 'fill-opacity': 0.15 }, ...shadows) +
    shapes.join('')
  );
}

function emblem(doc: SvgDoc, s: WatchSpec, rd: number, print: string): string {
  const y = -rd * (s.dayDate ? 0.34 : s.chrono === 'none' ? 0.48 : 0.5);
  const k = rd * 0.05;
  const fill = doc.linear(cylinder(s.trim), 0, 0, 1, 1);
  let d: string;
  switch (s.emblem) {
    case 'crown':
      d = poly([
        [-1.3, 0.6],
        [-1.5, -0.7],
        [-0.75, 0],
        [0, -1],
        [0.75, 0],
        [1.5, -0.7],
        [1.3, 0.6],
      ]);
      break;
    case 'star': {
      const pts: Array<[number, number]> = [];
      for (let i = 0; i < 10; i++) pts.push(at(i % 2 ? 0.45 : 1.1, i * 36));
      d = poly(pts);
      break;
    }
    case 'shield':
      d = 'M-1 -1H1V0.1C1 0.7 0 1.2 0 1.2C0 1.2 -1 0.7 -1 0.1Z';
      break;
    default:
      d = poly([
        [-1.2, -0.2],
        [0, -1.1],
        [1.2, -0.2],
        [0, 0.7],
      ]);
  }
  // Printed "signature" lines under the emblem read as small dial text
  // without needing fonts.
  const lineY = y + k * 2.1;
  const lines =
    s.chrono === 'tri' || s.dayDate
      ? ''
      : el('path', {
          d: `M${fmt(-rd * 0.17)} ${fmt(lineY)}H${fmt(rd * 0.17)}M${fmt(-rd * 0.1)} ${fmt(lineY + rd * 0.055)}H${fmt(rd * 0.1)}`,
          stroke: print,
          'stroke-width': rd * 0.018,
          'stroke-dasharray': words(rd),
          opacity: 0.55,
        });
  const lower =
    s.date === 'six' || s.moon || s.tourbillon || s.chrono !== 'none'
      ? ''
      : el('path', {
          d: `M${fmt(-rd * 0.12)} ${fmt(rd * 0.42)}H${fmt(rd * 0.12)}M${fmt(-rd * 0.07)} ${fmt(rd * 0.475)}H${fmt(rd * 0.07)}`,
          stroke: s.indexStyle === 'dot' ? s.accent : print,
          'stroke-width': rd * 0.016,
          'stroke-dasharray': words(rd * 0.8),
          opacity: 0.5,
        });
  return (
    g(
      { transform: `translate(0 ${fmt(y)}) scale(${fmt(k)})` },
      el('path', { d, fill: '#000', opacity: 0.4, transform: 'translate(0.1 0.15)' }),
      el('path', { d, fill, stroke: s.trim.shadow, 'stroke-width': 0.05 }),
    ) +
    lines +
    lower
  );
}

/** Dash pattern that reads as a line of tiny printed words. */
const words = (u: number): string => [0.09, 0.02, 0.05, 0.02, 0.12, 0.02, 0.04, 0.02].map((v) => fmt(v * u)).join(' ');

function drawSubDial(doc: SvgDoc, s: WatchSpec, sub: Sub, panda: boolean, printDark: boolean): string {
  const darkDial = luminance(s.dial.base) < 0.12;
  let base: string;
  if (panda && darkDial) base = '#d9dadc';
  else if (panda && !darkDial && !printDark) base = darken(s.dial.base, 0.55);
  else if (printDark) base = darken(s.dial.base, 0.65);
  else base = lighten(s.dial.base, 0.06);
  const print = luminance(base) > 0.35 ? '#1c1c1e' : '#eceae4';
  const fill = doc.radial(
    [
      [0, lighten(base, 0.08)],
      [1, darken(base, 0.15)],
    ],
    0.4,
    0.35,
    0.7,
  );
  let rings = '';
  for (let i = 1; i < 14; i++) {
    rings += `M${fmt(sub.x - (sub.r * i) / 14)} ${fmt(sub.y)}a${fmt((sub.r * i) / 14)} ${fmt((sub.r * i) / 14)} 0 1 0 ${fmt((2 * sub.r * i) / 14)} 0a${fmt((sub.r * i) / 14)} ${fmt((sub.r * i) / 14)} 0 1 0 ${fmt((-2 * sub.r * i) / 14)} 0`;
  }
  let ticks = '';
  for (let i = 0; i < 30; i++) {
    const a = i * 12;
    const p0 = at(sub.r * (i % 5 ? 0.86 : 0.76), a);
    const p1 = at(sub.r * 0.95, a);
    ticks += `M${fmt(sub.x + p0[0])} ${fmt(sub.y + p0[1])}L${fmt(sub.x + p1[0])} ${fmt(sub.y + p1[1])}`;
  }
  const handAngle = (s.seed % 300) + sub.x;
  const tip = at(sub.r * 0.82, handAngle);
  const tail = at(sub.r * 0.2, handAngle + 180);
  return g(
    {},
    el('circle', { cx: sub.x, cy: sub.y, r: sub.r, fill }),
    el('path', { d: rings, fill: 'none', stroke: print, 'stroke-width': 1.2, opacity: 0.08 }),
    el('path', { d: ticks, stroke: print, 'stroke-width': 1.6, opacity: 0.8 }),
    el('circle', {
      cx: sub.x,
      cy: sub.y,
      r: sub.r,
      fill: 'none',
      stroke: doc.linear(cylinder(s.trim), 0, 0, 1, 1),
      'stroke-width': 2.4,
    }),
    el('circle', { cx: sub.x + 1.5, cy: sub.y + 2, r: sub.r, fill: 'none', stroke: '#000', 'stroke-width': 2, opacity: 0.25 }),
    el('path', {
      d: `M${fmt(sub.x + tail[0])} ${fmt(sub.y + tail[1])}L${fmt(sub.x + tip[0])} ${fmt(sub.y + tip[1])}`,
      stroke: '#000',
      'stroke-width': 3.2,
      opacity: 0.35,
      transform: 'translate(2 3)',
    }),
    el('path', {
      d: `M${fmt(sub.x + tail[0])} ${fmt(sub.y + tail[1])}L${fmt(sub.x + tip[0])} ${fmt(sub.y + tip[1])}`,
      stroke: s.gmt ? s.accent : s.trim.light,
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
    }),
    el('circle', { cx: sub.x, cy: sub.y, r: 4.5, fill: s.trim.mid }),
  );
}

function moonPhase(doc: SvgDoc, s: WatchSpec, rd: number, dialFill: string): string {
  const cy = rd * 0.5;
  const w = rd * 0.27;
  const windowPath = `M${fmt(-w)} ${fmt(cy)}A${fmt(w)} ${fmt(w)} 0 0 1 ${fmt(w)} ${fmt(cy)}Z`;
  const rng = createRng(s.seed ^ 0x51ed27);
  const sky = doc.radial(
    [
      [0, '#21418e'],
      [1, '#070f2b'],
    ],
    0.5,
    0.9,
    0.9,
  );
  const goldFill = doc.radial(
    [
      [0, '#fff2c4'],
      [0.6, '#e2bd62'],
      [1, '#9a7226'],
    ],
    0.4,
    0.35,
    0.7,
  );
  let stars = '';
  for (let i = 0; i < 9; i++) {
    const x = rng.range(-w * 0.8, w * 0.8);
    const y = cy - rng.range(w * 0.15, w * 0.85);
    stars += el('circle', { cx: x, cy: y, r: rng.range(1.2, 2.6), fill: '#f3d98f' });
  }
  const moonX = rng.range(-w * 0.45, w * 0.45);
  const mr = w * 0.38;
  const humps =
    `M${fmt(-w)} ${fmt(cy)}A${fmt(w / 2)} ${fmt(w / 2)} 0 0 1 0 ${fmt(cy)}Z` +
    `M0 ${fmt(cy)}A${fmt(w / 2)} ${fmt(w / 2)} 0 0 1 ${fmt(w)} ${fmt(cy)}Z`;
  return g(
    {},
    el('path', { d: windowPath, fill: sky }),
    g({ 'clip-path': doc.clip(windowPath) }, stars, el('circle', { cx: moonX, cy: cy - w * 0.52, r: mr, fill: goldFill })),
    el('path', { d: humps, fill: dialFill }),
    el('path', { d: humps, fill: 'none', stroke: '#000', 'stroke-width': 3, 'stroke-opacity': 0.2 }),
    el('path', { d: windowPath, fill: 'none', stroke: doc.linear(cylinder(s.trim), 0, 0, 1, 1), 'stroke-width': 3 }),
  );
}

/** Flying tourbillon in an aperture at 6 o'clock: cage, balance and jewels. */
function tourbillon(doc: SvgDoc, s: WatchSpec, rd: number): string {
  const cy = rd * 0.46;
  const r = rd * 0.25;
  const m = s.trim;
  const metal = doc.linear(cylinder(m), 0, 0, 1, 1);
  let spokes = '';
  for (let i = 0; i < 3; i++) {
    const a = (i * 120 + (s.seed % 60)) * (Math.PI / 180);
    spokes += `M0 ${fmt(cy)}L${fmt(Math.cos(a) * r * 0.82)} ${fmt(cy + Math.sin(a) * r * 0.82)}`;
  }
  let balance = '';
  for (let i = 0; i < 4; i++) {
    const a = (i * 90 + 20) * (Math.PI / 180);
    balance += `M${fmt(Math.cos(a) * r * 0.15)} ${fmt(cy + Math.sin(a) * r * 0.15)}L${fmt(Math.cos(a) * r * 0.5)} ${fmt(cy + Math.sin(a) * r * 0.5)}`;
  }
  return g(
    {},
    el('circle', { cy, r, fill: doc.radial([[0, '#2a2a2e'], [1, '#050506']], 0.5, 0.4, 0.6) }),
    el('circle', { cy, r: r * 0.7, fill: 'none', stroke: m.dark, 'stroke-width': 1.5, 'stroke-opacity': 0.7 }),
    el('path', { d: spokes, stroke: '#000', 'stroke-width': rd * 0.05, 'stroke-opacity': 0.5, transform: 'translate(2 3)' }),
    el('path', { d: spokes, stroke: metal, 'stroke-width': rd * 0.045, 'stroke-linecap': 'round' }),
    el('circle', { cy, r: r * 0.5, fill: 'none', stroke: doc.linear(cylinder(METALS.gold), 0, 0, 1, 1), 'stroke-width': rd * 0.02 }),
    el('path', { d: balance, stroke: METALS.gold.mid, 'stroke-width': rd * 0.01 }),
    el('circle', { cy, r: r * 0.12, fill: metal }),
    el('circle', { cy, r: r * 0.05, fill: '#b3122e' }),
    [0, 1, 2].map((i) => {
      const a = (i * 120 + (s.seed % 60)) * (Math.PI / 180);
      return el('circle', { cx: Math.cos(a) * r * 0.82, cy: cy + Math.sin(a) * r * 0.82, r: rd * 0.018, fill: METALS.blued.mid });
    }).join(''),
    el('circle', { cy, r, fill: 'none', stroke: metal, 'stroke-width': 3.5 }),
    el('circle', { cx: 1.5, cy: cy + 2, r: r - 2, fill: 'none', stroke: '#000', 'stroke-width': 4, 'stroke-opacity': 0.35 }),
  );
}

/** Fan-shaped power-reserve indicator on the left of the dial. */
function powerReserve(s: WatchSpec, rd: number, print: string): string {
  const cx = -rd * 0.32;
  const r = rd * 0.24;
  let ticks = '';
  for (let i = 0; i <= 10; i++) {
    const a = ((-140 - i * 8) * Math.PI) / 180;
    const r0 = r * (i % 5 ? 0.84 : 0.74);
    ticks += `M${fmt(cx + Math.cos(a) * r0)} ${fmt(Math.sin(a) * r0)}L${fmt(cx + Math.cos(a) * r)} ${fmt(Math.sin(a) * r)}`;
  }
  const a = ((-140 - 10 * 8 * 0.7) * Math.PI) / 180;
  return g(
    {},
    el('path', { d: ticks, stroke: print, 'stroke-width': 2, 'stroke-opacity': 0.85 }),
    el('path', { d: `M${fmt(cx)} 0L${fmt(cx + Math.cos(a) * r * 0.92)} ${fmt(Math.sin(a) * r * 0.92)}`, stroke: s.trim.light, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    el('circle', { cx, r: rd * 0.025, fill: s.trim.mid }),
  );
}

/** Day-of-week window at 12 o'clock (the "day" of a day-date). */
function dayWindow(doc: SvgDoc, s: WatchSpec, rd: number): string {
  const y = -rd * 0.56;
  const w = rd * 0.42;
  const h = rd * 0.13;
  // Three letter blocks read as an abbreviated day without needing a font.
  const letters = [-1, 0, 1].map((i) => el('path', { d: roundRect(i * w * 0.16, y, w * 0.11, h * 0.46, 1.5), fill: '#161616' })).join('');
  return g(
    {},
    el('path', { d: roundRect(0, y, w, h, 4), fill: '#f6f4ee' }),
    letters,
    el('path', { d: roundRect(0, y, w, h, 4), fill: 'none', stroke: '#000', 'stroke-width': 4, 'stroke-opacity': 0.25 }),
    el('path', { d: roundRect(0, y, w + 5, h + 5, 5), fill: 'none', stroke: doc.linear(cylinder(s.trim), 0, 0, 0, 1), 'stroke-width': 4.5 }),
  );
}

function dateWindow(doc: SvgDoc, s: WatchSpec, rd: number, angle: number): string {
  const dist = rd * (s.date === 'three' ? 0.7 : s.date === 'six' ? 0.64 : 0.62);
  const [x, y] = at(dist, angle);
  const w = rd * 0.19;
  const h = rd * 0.15;
  const rot = s.date === 'fourThirty' ? angle - 90 : 0;
  const wheel = luminance(s.dial.base) < 0.05 && (s.seed & 1) === 1 ? '#141416' : '#f6f4ee';
  const ink = wheel === '#f6f4ee' ? '#121212' : '#f2f0ea';
  const digits = numberPath(s.dateNumber, h * 0.56);
  return g(
    { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(rot)})` },
    el('path', { d: roundRect(0, 0, w, h, 3), fill: wheel }),
    el('path', { d: digits.d, fill: 'none', stroke: ink, 'stroke-width': digits.strokeWidth, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    el('path', { d: roundRect(0, 0, w, h, 3), fill: 'none', stroke: '#000', 'stroke-width': 6, 'stroke-opacity': 0.22 }),
    el('path', { d: roundRect(0, 0, w, h, 3), fill: 'none', stroke: '#000', 'stroke-width': 3, 'stroke-opacity': 0.25 }),
    el('path', {
      d: roundRect(0, 0, w + 5, h + 5, 4),
      fill: 'none',
      stroke: doc.linear(cylinder(s.trim), 0, 0, 0, 1),
      'stroke-width': 4.5,
    }),
  );
}

// -------------------------------------------------------------------- hands

function handShape(style: WatchSpec['handStyle'], L: number, w: number): { left: string; right: string; lume?: string } {
  switch (style) {
    case 'dauphine':
      return {
        left: poly([
          [0, -L],
          [-w, -L * 0.22],
          [-w * 0.45, L * 0.1],
          [0, L * 0.1],
        ]),
        right: poly([
          [0, -L],
          [w, -L * 0.22],
          [w * 0.45, L * 0.1],
          [0, L * 0.1],
        ]),
      };
    case 'leaf':
      return {
        left: `M0 ${fmt(-L)}Q${fmt(-w * 1.7)} ${fmt(-L * 0.45)} 0 ${fmt(L * 0.08)}Z`,
        right: `M0 ${fmt(-L)}Q${fmt(w * 1.7)} ${fmt(-L * 0.45)} 0 ${fmt(L * 0.08)}Z`,
      };
    case 'sword':
      return {
        left: poly([
          [0, -L],
          [-w * 0.75, -L * 0.84],
          [-w * 0.5, L * 0.08],
          [0, L * 0.08],
        ]),
        right: poly([
          [0, -L],
          [w * 0.75, -L * 0.84],
          [w * 0.5, L * 0.08],
          [0, L * 0.08],
        ]),
        lume: poly([
          [0, -L * 0.92],
          [-w * 0.42, -L * 0.8],
          [-w * 0.28, -L * 0.2],
          [w * 0.28, -L * 0.2],
          [w * 0.42, -L * 0.8],
        ]),
      };
    case 'breguet': {
      const ring = L * 0.72;
      const rr = w * 1.15;
      return {
        left: `M${fmt(-w * 0.28)} ${fmt(L * 0.12)}L${fmt(-w * 0.22)} ${fmt(-ring + rr)}L${fmt(w * 0.22)} ${fmt(-ring + rr)}L${fmt(w * 0.28)} ${fmt(L * 0.12)}Z` +
          `M0 ${fmt(-ring - rr)}a${fmt(rr)} ${fmt(rr)} 0 1 0 0.1 0ZM0 ${fmt(-ring - rr * 0.55)}a${fmt(rr * 0.55)} ${fmt(rr * 0.55)} 0 1 1 -0.1 0Z` +
          `M${fmt(-w * 0.22)} ${fmt(-ring - rr * 0.9)}L0 ${fmt(-L)}L${fmt(w * 0.22)} ${fmt(-ring - rr * 0.9)}Z`,
        right: '',
      };
    }
    default:
      return {
        left: roundRect(-w * 0.25, -L * 0.44, w * 0.5, L * 1.12, w * 0.15),
        right: roundRect(w * 0.25, -L * 0.44, w * 0.5, L * 1.12, w * 0.15),
        lume: roundRect(0, -L * 0.5, w * 0.5, L * 0.8, w * 0.2),
      };
  }
}

export function drawHands(doc: SvgDoc, s: WatchSpec, rd: number, depth = 1): string {
  const m = s.handMetal;
  const lightFacet = doc.linear(
    [
      [0, m.light],
      [1, m.glint],
    ],
    0,
    0,
    1,
    1,
  );
  const darkFacet = doc.linear(
    [
      [0, m.dark],
      [1, m.mid],
    ],
    0,
    0,
    1,
    1,
  );
  const hourAngle = ((s.time.h % 12) + s.time.m / 60) * 30;
  const minuteAngle = s.time.m * 6 + s.time.s / 10;
  const secondAngle = s.time.s * 6;
  const hour = handShape(s.handStyle, rd * 0.58, rd * 0.095);
  const minute = handShape(s.handStyle, rd * 0.88, rd * 0.075);
  const lume = '#eef2e2';
  const drawHand = (h: ReturnType<typeof handShape>, angle: number): string =>
    g(
      { transform: `rotate(${fmt(angle)})` },
      el('path', { d: h.left, fill: s.handStyle === 'breguet' ? darkFacet : lightFacet }),
      h.right ? el('path', { d: h.right, fill: darkFacet }) : '',
      h.lume && s.lume ? el('path', { d: h.lume, fill: lume, stroke: m.dark, 'stroke-width': 0.8 }) : '',
    );
  const silhouette = (h: ReturnType<typeof handShape>, angle: number): string =>
    el('path', { d: h.left + h.right, transform: `rotate(${fmt(angle)})` });

  const secLen = rd * 0.92;
  const secTail = rd * 0.24;
  const seconds =
    el('path', {
      d: `M0 ${fmt(secTail)}V${fmt(-secLen)}`,
      stroke: s.accent,
      'stroke-width': rd * 0.012,
      'stroke-linecap': 'round',
    }) +
    (s.lume && s.indexStyle === 'dot'
      ? el('circle', { cy: -rd * 0.66, r: rd * 0.035, fill: lume, stroke: s.accent, 'stroke-width': rd * 0.01 })
      : '') +
    el('circle', { cy: secTail * 0.75, r: rd * 0.028, fill: s.accent });
  const gmtHand = s.gmt
    ? g(
        { transform: `rotate(${fmt(hourAngle / 2 + 120)})` },
        el('path', { d: `M0 ${fmt(rd * 0.1)}V${fmt(-rd * 0.72)}`, stroke: s.accent, 'stroke-width': rd * 0.012 }),
        el('path', {
          d: poly([
            [0, -rd * 0.9],
            [-rd * 0.045, -rd * 0.72],
            [rd * 0.045, -rd * 0.72],
          ]),
          fill: s.accent,
        }),
      )
    : '';

  const off = 5 * depth;
  const handShadows =
    silhouette(hour, hourAngle) +
    silhouette(minute, minuteAngle) +
    el('path', { d: `M0 ${fmt(secTail)}V${fmt(-secLen)}`, stroke: '#000', 'stroke-opacity': 0.6, 'stroke-width': rd * 0.012, transform: `rotate(${secondAngle})` });
  return (
    // Two offset copies approximate a soft penumbra without a blur filter.
    g({ transform: `translate(${fmt(off * 0.5)} ${fmt(off * 0.7)})`, fill: '#000', 'fill-opacity': 0.25 }, handShadows) +
    g({ transform: `translate(${fmt(off * 0.8)} ${fmt(off * 1.15)})`, fill: '#000', 'fill-opacity': 0.14 }, handShadows) +
    gmtHand +
    drawHand(hour, hourAngle) +
    drawHand(minute, minuteAngle) +
    g({ transform: `rotate(${secondAngle})` }, seconds) +
    el('circle', { r: rd * 0.038, fill: doc.radial([[0, m.glint], [1, m.dark]], 0.35, 0.35, 0.7) }) +
    el('circle', { r: rd * 0.014, fill: s.accent === s.trim.mid ? m.shadow : s.accent })
  );
}

/** Reflections on the sapphire crystal; drawn last, over the hands. */
export function crystal(doc: SvgDoc, opening: Outline): string {
  const r = Math.max(opening.a, opening.b);
  const clip = doc.clip(outlinePath(opening));
  const sheen = doc.linear(
    [
      [0, '#ffffff', 0.2],
      [0.45, '#ffffff', 0.04],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  );
  return g(
    { 'clip-path': clip },
    el('ellipse', { cx: -r * 0.38, cy: -r * 0.55, rx: r * 1.05, ry: r * 0.8, fill: sheen, transform: 'rotate(-20)' }),
  );
}


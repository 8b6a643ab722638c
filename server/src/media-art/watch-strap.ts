import { createRng, darken, dotD, el, fmt, g, lighten, roundRect, tiledPattern, type SvgDoc } from './art-kit.js';
import { brushed, cylinder, polished, type CaseGeometry } from './watch-geometry.js';
import type { WatchSpec } from './watch-spec.js';

/**
 * Straps and bracelets. Each strap is drawn in "strap space": x across the
 * width, y running away from the case (positive). The top strap is the same
 * drawing mirrored, which keeps the code single-sided.
 */

export interface StrapOpts {
  /** Length beyond the lugs. */
  length: number;
  /** Draw a finished end (tip or buckle) instead of running off-canvas. */
  finite: boolean;
  /** How dark the far end gets (0..1): straps bend away from the light. */
  fade: number;
}

interface Frame {
  W: number;
  start: number;
  end: number;
  widthAt: (y: number) => number;
}

function outline(f: Frame, end: 'open' | 'tip' | 'square'): string {
  const steps = 6;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const y = f.start + ((f.end - f.start) * i) / steps;
    const w = f.widthAt(y) / 2;
    left.push(`${fmt(-w)} ${fmt(y)}`);
    right.unshift(`${fmt(w)} ${fmt(y)}`);
  }
  const wEnd = f.widthAt(f.end) / 2;
  let cap = '';
  if (end === 'tip') cap = `C${fmt(-wEnd)} ${fmt(f.end + wEnd * 0.9)} ${fmt(wEnd)} ${fmt(f.end + wEnd * 0.9)} `;
  else cap = 'L';
  return `M${left.join('L')}${cap}${right.join('L')}Z`;
}

function leatherGrain(doc: SvgDoc, seed: number): string {
  const rng = createRng(seed);
  let light = '';
  let dark = '';
  for (let i = 0; i < 40; i++) {
    const dot = dotD(rng.range(0, 28), rng.range(0, 28), rng.range(0.6, 1.6), rng.range(0.5, 1.2));
    if (i % 2) light += dot;
    else dark += dot;
  }
  return tiledPattern(doc, 'lgrain', 28, [
    { d: light, attrs: { fill: '#fff', 'fill-opacity': 0.07 } },
    { d: dark, attrs: { fill: '#000', 'fill-opacity': 0.12 } },
  ]);
}

function stitches(f: Frame, inset: number, colour: string, endY: number): string {
  const d: string[] = [];
  for (const sgn of [-1, 1]) {
    const pts: string[] = [];
    for (let i = 0; i <= 6; i++) {
      const y = f.start + ((endY - f.start) * i) / 6;
      pts.push(`${fmt(sgn * (f.widthAt(y) / 2 - inset))} ${fmt(y)}`);
    }
    d.push(`M${pts.join('L')}`);
  }
  const path = d.join('');
  return (
    el('path', { d: path, fill: 'none', stroke: '#000', 'stroke-width': 3.4, opacity: 0.35, 'stroke-dasharray': '9 6', transform: 'translate(0.8 1.2)' }) +
    el('path', { d: path, fill: 'none', stroke: colour, 'stroke-width': 2.6, 'stroke-dasharray': '9 6', 'stroke-linecap': 'round' })
  );
}

function acrossFill(doc: SvgDoc, c: string, gloss = 0.1): string {
  return doc.linear(
    [
      [0, darken(c, 0.55)],
      [0.07, darken(c, 0.2)],
      [0.3, c],
      [0.45, lighten(c, gloss)],
      [0.7, c],
      [0.93, darken(c, 0.25)],
      [1, darken(c, 0.6)],
    ],
    0,
    0,
    1,
    0,
  );
}

export function drawStrap(doc: SvgDoc, s: WatchSpec, geo: CaseGeometry, buckleSide: boolean, o: StrapOpts): string {
  const W = geo.strapWidth;
  const start = geo.lugEnd * 0.55;
  const end = geo.lugEnd + o.length;
  const f: Frame = {
    W,
    start,
    end,
    widthAt: (y) => W * (1 - 0.13 * Math.max(0, Math.min(1, (y - geo.lugEnd) / (W * 3.2)))),
  };
  const endStyle = !o.finite ? 'open' : buckleSide ? 'square' : 'tip';
  const d = outline(f, endStyle);
  const clip = doc.clip(d);
  const parts: string[] = [];
  const rng = createRng(s.seed ^ (buckleSide ? 0xb5 : 0x3c));

  switch (s.strap) {
    case 'bracelet':
      parts.push(bracelet(doc, s, f, geo));
      break;
    case 'rubber':
    case 'silicone':
      parts.push(el('path', { d, fill: acrossFill(doc, s.strapColor, s.strap === 'silicone' ? 0.14 : 0.08) }));
      if (s.strap === 'rubber') parts.push(rubberGrooves(f, geo, s.strapColor));
      else parts.push(el('path', { d: `M0 ${fmt(geo.lugEnd)}V${fmt(end)}`, stroke: darken(s.strapColor, 0.4), 'stroke-width': 3, opacity: 0.6 }));
      break;
    case 'nato':
      parts.push(nato(doc, s, f, d, geo, buckleSide));
      break;
    case 'fabric': {
      parts.push(el('path', { d, fill: acrossFill(doc, s.strapColor, 0.06) }));
      parts.push(el('path', { d, fill: weave(doc), 'clip-path': clip }));
      parts.push(stitches(f, W * 0.07, lighten(s.strapColor, 0.35), o.finite ? end : end + 50));
      break;
    }
    case 'alligator':
      parts.push(el('path', { d, fill: acrossFill(doc, s.strapColor, 0.18) }));
      parts.push(g({ 'clip-path': clip }, alligatorScales(doc, s.strapColor, f, geo, rng)));
      parts.push(stitches(f, W * 0.05, s.stitch, o.finite ? end : end + 50));
      break;
    default:
      parts.push(el('path', { d, fill: acrossFill(doc, s.strapColor) }));
      parts.push(el('path', { d, fill: leatherGrain(doc, s.seed) }));
      parts.push(stitches(f, W * 0.085, s.stitch, o.finite && !buckleSide ? end : end + 50));
  }

  const leatherLike = s.strap !== 'bracelet';
  if (buckleSide && leatherLike && s.strap !== 'nato') {
    // Adjustment holes and a keeper loop.
    for (let i = 0; i < 5; i++) {
      const y = geo.lugEnd + W * 1.35 + i * W * 0.26;
      if (y > end - 20) break;
      parts.push(
        el('ellipse', { cx: 0, cy: y, rx: W * 0.035, ry: W * 0.045, fill: '#050403' }),
        el('ellipse', { cx: 0, cy: y + 2, rx: W * 0.035, ry: W * 0.04, fill: 'none', stroke: '#fff', 'stroke-width': 1.2, opacity: 0.12 }),
      );
    }
    const ky = geo.lugEnd + W * 0.75;
    if (ky < end - 30 && s.strap !== 'rubber' && s.strap !== 'silicone') {
      const kw = f.widthAt(ky) + 8;
      parts.push(
        el('path', { d: roundRect(0, ky + 5, kw + 4, W * 0.2 + 4, 8), fill: '#000', 'fill-opacity': 0.3 }),
        el('path', { d: roundRect(0, ky, kw, W * 0.2, 6), fill: acrossFill(doc, darken(s.strapColor, 0.05)) }),
        el('path', {
          d: `M${fmt(-kw / 2 + 5)} ${fmt(ky - W * 0.065)}H${fmt(kw / 2 - 5)}M${fmt(-kw / 2 + 5)} ${fmt(ky + W * 0.065)}H${fmt(kw / 2 - 5)}`,
          stroke: s.stitch,
          'stroke-width': 2,
          'stroke-dasharray': '7 5',
          opacity: s.strap === 'alligator' || s.strap === 'leather' ? 0.9 : 0,
        }),
      );
    }
  }
  if (o.finite && buckleSide && leatherLike) parts.push(buckle(doc, s, f));

  // Shade where the strap tucks under the case, and fade the far end.
  const shade = doc.linear(
    [
      [0, '#000', 0.55],
      [1, '#000', 0],
    ],
    0,
    geo.lugEnd - 4,
    0,
    geo.lugEnd + W * 0.22,
    true,
  );
  const fade = doc.linear(
    [
      [0, '#000', 0],
      [1, '#000', o.fade],
    ],
    0,
    geo.lugEnd + W * 0.4,
    0,
    geo.lugEnd + Math.max(W * 2.2, o.length * 0.9),
    true,
  );
  parts.push(
    el('path', { d, fill: shade }),
    el('path', { d, fill: fade }),
  );
  return g({ transform: buckleSide ? undefined : 'scale(1 -1)' }, ...parts);
}

/** Darkens both long edges: the strap curves away from the camera there. */
function edgeShade(doc: SvgDoc): string {
  return doc.linear(
    [
      [0, '#000', 0.55],
      [0.12, '#000', 0],
      [0.45, '#fff', 0.06],
      [0.88, '#000', 0],
      [1, '#000', 0.6],
    ],
    0,
    0,
    1,
    0,
  );
}

function rubberGrooves(f: Frame, geo: CaseGeometry, c: string): string {
  let dark = '';
  let light = '';
  for (let y = geo.lugEnd + f.W * 0.2; y < f.end + 40; y += f.W * 0.16) {
    const w = f.widthAt(y) / 2 - f.W * 0.12;
    dark += `M${fmt(-w)} ${fmt(y)}H${fmt(w)}`;
    light += `M${fmt(-w)} ${fmt(y + 3.5)}H${fmt(w)}`;
  }
  return (
    el('path', { d: dark, stroke: darken(c, 0.6), 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    el('path', { d: light, stroke: lighten(c, 0.25), 'stroke-width': 1.5, opacity: 0.5, 'stroke-linecap': 'round' })
  );
}

function weave(doc: SvgDoc): string {
  return tiledPattern(
    doc,
    'weave',
    8,
    [
      { d: 'M0 2H8M0 6H8', attrs: { stroke: '#fff', 'stroke-width': 1.4, 'stroke-opacity': 0.08 } },
      { d: 'M2 0V8M6 0V8', attrs: { stroke: '#000', 'stroke-width': 1.4, 'stroke-opacity': 0.14 } },
    ],
  );
}

function nato(doc: SvgDoc, s: WatchSpec, f: Frame, d: string, geo: CaseGeometry, buckleSide: boolean): string {
  const stripes = s.natoStripes;
  const W = f.W;
  const parts: string[] = [];
  const unit = W / stripes.length;
  stripes.forEach((c, i) => {
    parts.push(el('rect', { x: -W / 2 + i * unit - 0.5, y: f.start, width: unit + 1, height: f.end - f.start + 60, fill: c }));
  });
  parts.push(el('rect', { x: -W / 2, y: f.start, width: W, height: f.end - f.start + 60, fill: weave(doc) }));
  parts.push(el('path', { d, fill: edgeShade(doc) }));
  // Bar-tack stitching near the lugs, and the steel keeper on the lower strap.
  const ty = geo.lugEnd + W * 0.35;
  let zig = `M${fmt(-W * 0.42)} ${fmt(ty)}`;
  for (let i = 0; i <= 24; i++) zig += `L${fmt(-W * 0.42 + (W * 0.84 * i) / 24)} ${fmt(ty + (i % 2 ? 6 : -6))}`;
  parts.push(el('path', { d: zig, fill: 'none', stroke: lighten(stripes[0] ?? '#333', 0.35), 'stroke-width': 1.6, opacity: 0.8 }));
  if (buckleSide) {
    const ky = geo.lugEnd + W * 1.0;
    const kw = f.widthAt(ky) + 14;
    parts.push(
      el('path', { d: roundRect(2, ky + 5, kw, W * 0.16, 8), fill: 'none', stroke: '#000', 'stroke-width': 11, 'stroke-opacity': 0.3 }),
      el('path', { d: roundRect(0, ky, kw, W * 0.16, 8), fill: 'none', stroke: doc.linear(cylinder(s.trim), 0, 0, 0, 1), 'stroke-width': 8 }),
    );
  }
  return g({ 'clip-path': doc.clip(d) }, ...parts);
}

function alligatorScales(doc: SvgDoc, c: string, f: Frame, geo: CaseGeometry, rng: ReturnType<typeof createRng>): string {
  const fill = doc.radial(
    [
      [0, lighten(c, 0.14)],
      [0.7, c],
      [1, darken(c, 0.35)],
    ],
    0.45,
    0.4,
    0.75,
  );
  const W = f.W;
  // Column layout: big belly scales in the middle, small ones at the edges.
  const cols: Array<[number, number, number, number]> = [
    [0, 0.34, 0.2, 0.3],
    [-0.28, 0.22, 0.14, 0.2],
    [0.28, 0.22, 0.14, 0.2],
    [-0.45, 0.12, 0.08, 0.12],
    [0.45, 0.12, 0.08, 0.12],
  ];
  const out: string[] = [];
  for (const [cx, cw, hMin, hMax] of cols) {
    let y = f.start;
    while (y < f.end + 40) {
      const h = W * rng.range(hMin, hMax);
      const w = f.widthAt(y) * cw;
      const x = cx * f.widthAt(y);
      out.push(el('path', { d: roundRect(x, y + h / 2, w - 4, h - 4, Math.min(w, h) * 0.3), fill }));
      y += h;
    }
  }
  const gloss = doc.linear(
    [
      [0, '#fff', 0],
      [0.5, '#fff', 0.16],
      [1, '#fff', 0],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    el('rect', { x: -W / 2, y: f.start, width: W, height: f.end - f.start + 60, fill: darken(c, 0.55) }) +
    out.join('') +
    el('rect', { x: -W * 0.28, y: geo.lugEnd, width: W * 0.3, height: f.end - geo.lugEnd + 60, fill: gloss })
  );
}

function bracelet(doc: SvgDoc, s: WatchSpec, f: Frame, geo: CaseGeometry): string {
  const m = s.caseMetal;
  const pol = doc.linear(polished(m), 0, 0, 1, 1);
  const bru = doc.linear(brushed(m), 0, 0, 1, 0.3);
  const centre = doc.linear(cylinder(m), 0, 0, 1, 0);
  const W = f.W;
  const out: string[] = [];
  // End link: follows the case and hides the spring bar.
  out.push(el('path', { d: roundRect(0, (f.start + geo.lugEnd) / 2 + 6, W, geo.lugEnd - f.start + 12, 6), fill: pol }));
  const jubilee = s.bracelet === 'jubilee';
  const rowH = W * (jubilee ? 0.2 : 0.34);
  let y = geo.lugEnd + 6;
  let row = 0;
  while (y < f.end + 40) {
    const w = f.widthAt(y + rowH / 2);
    const h = rowH - 4;
    const cy = y + rowH / 2;
    if (jubilee) {
      const outer = w * 0.3;
      out.push(el('path', { d: roundRect(-w / 2 + outer / 2, cy, outer - 3, h, 5), fill: bru }));
      out.push(el('path', { d: roundRect(w / 2 - outer / 2, cy, outer - 3, h, 5), fill: bru }));
      const inner = w - 2 * outer;
      const shift = row % 2 ? inner / 4 : 0;
      for (let i = -1; i <= 1; i++) {
        const x = i * (inner / 2) + shift;
        if (Math.abs(x) > inner / 2) continue;
        out.push(el('path', { d: roundRect(x, cy, inner / 2 - 4, h * 0.78, 7), fill: centre }));
      }
    } else {
      const outer = w * 0.32;
      out.push(el('path', { d: roundRect(-w / 2 + outer / 2, cy, outer - 3, h, 4), fill: bru }));
      out.push(el('path', { d: roundRect(w / 2 - outer / 2, cy, outer - 3, h, 4), fill: bru }));
      out.push(el('path', { d: roundRect(0, cy, w - 2 * outer - 4, h, 4), fill: s.isCeramic ? bru : centre }));
    }
    y += rowH;
    row += 1;
  }
  return (
    el('rect', { x: -W / 2 + 2, y: geo.lugEnd, width: W - 4, height: f.end - geo.lugEnd + 40, fill: darken(m.shadow, 0.5) }) +
    out.join('') +
    el('rect', { x: -W / 2, y: f.start, width: W, height: f.end - f.start + 40, fill: edgeShade(doc) })
  );
}

function buckle(doc: SvgDoc, s: WatchSpec, f: Frame): string {
  const w = f.widthAt(f.end) + 18;
  const h = f.W * 0.42;
  const y = f.end + h * 0.35;
  const stroke = doc.linear(cylinder(s.trim), 0, 0, 1, 1);
  return g(
    {},
    el('path', { d: roundRect(3, y + 5, w, h, h * 0.35), fill: 'none', stroke: '#000', 'stroke-width': 14, 'stroke-opacity': 0.3 }),
    el('path', { d: roundRect(0, y, w, h, h * 0.35), fill: 'none', stroke, 'stroke-width': 10 }),
    el('path', { d: `M0 ${fmt(y + h / 2)}V${fmt(f.end - f.W * 0.25)}`, stroke, 'stroke-width': 6, 'stroke-linecap': 'round' }),
  );
}

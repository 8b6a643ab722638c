import {
  CANVAS,
  GOLD,
  createRng,
  darken,
  el,
  fmt,
  g,
  rectD,
  softBand,
  tiledPattern,
  softEllipse,
  lighten,
  roundRect,
  studioBackdrop,
  SvgDoc,
  vignette,
} from './art-kit.js';
import type { ProductArtInput } from './product-art.js';
import { leatherTray, marblePlinth, lacquerSurface } from './scenes.js';
import { crystal, drawDial, drawHands } from './watch-dial.js';
import {
  brushed,
  caseGeometry,
  cylinder,
  edgeRadius,
  outlinePath,
  polished,
  scaleOutline,
  type CaseGeometry,
} from './watch-geometry.js';
import { buildWatchSpec, type WatchSpec } from './watch-spec.js';
import { drawStrap, type StrapOpts } from './watch-strap.js';

/** Watch artwork: case, bezel, crown and the four compositions. */

const rad = (deg: number): number => (deg * Math.PI) / 180;

function lugs(doc: SvgDoc, s: WatchSpec, geo: CaseGeometry): string {
  const R = s.R;
  const W = geo.strapWidth;
  const xi = W / 2 + 1;
  const xo = s.shape === 'tank' ? geo.body.a : Math.min(W / 2 + R * 0.2, geo.body.a * 0.97);
  const y0 = geo.body.b * 0.55;
  const top = geo.lugEnd;
  const r = (xo - xi) * 0.35;
  const xt = s.shape === 'round' ? xo - (xo - xi) * 0.22 : xo;
  const d =
    `M${fmt(xi)} ${fmt(-y0)}V${fmt(-top + r)}Q${fmt(xi)} ${fmt(-top)} ${fmt(xi + r)} ${fmt(-top)}` +
    `H${fmt(xt - r)}Q${fmt(xt)} ${fmt(-top)} ${fmt(xt)} ${fmt(-top + r)}` +
    (s.shape === 'round' ? `C${fmt(xt)} ${fmt(-top * 0.9)} ${fmt(xo)} ${fmt(-top * 0.84)} ${fmt(xo)} ${fmt(-y0)}Z` : `V${fmt(-y0)}Z`);
  const fill = doc.linear(polished(s.caseMetal), 0, 0, 1, 1);
  const bevel = `M${fmt(xt - 2)} ${fmt(-top + r)}Q${fmt(xt - 2)} ${fmt(-top + 2)} ${fmt(xt - r)} ${fmt(-top + 2)}H${fmt(xi + r)}`;
  const one =
    el('path', { d, fill, stroke: s.caseMetal.shadow, 'stroke-width': 1.2 }) +
    el('path', { d: bevel, fill: 'none', stroke: s.caseMetal.glint, 'stroke-width': 2.5, opacity: 0.7 });
  return ['', 'scale(-1 1)', 'scale(1 -1)', 'scale(-1 -1)'].map((t) => g({ transform: t || undefined }, one)).join('');
}

function crown(doc: SvgDoc, s: WatchSpec, geo: CaseGeometry): string {
  const R = s.R;
  const x = edgeRadius(geo.body, 90);
  const dive = s.bezel === 'dive' || s.bezel === 'gmt';
  const h = R * (s.shape === 'tank' ? 0.2 : dive ? 0.32 : 0.27);
  const w = R * (s.shape === 'tank' ? 0.09 : 0.12);
  const cx = x + R * 0.045 + w / 2;
  const fillV = doc.linear(cylinder(s.caseMetal), 0, 0, 0, 1);
  let knurl = '';
  for (let i = 0; i < 9; i++) {
    const yy = -h / 2 + (h * (i + 0.5)) / 9;
    knurl += `M${fmt(cx - w / 2 + 2)} ${fmt(yy)}H${fmt(cx + w / 2 - 2)}`;
  }
  const parts: string[] = [];
  if (dive) {
    // Crown guards grow out of the case flank.
    parts.push(
      el('path', {
        d: `M${fmt(x - R * 0.2)} ${fmt(-h * 0.95)}Q${fmt(x + R * 0.06)} ${fmt(-h * 0.9)} ${fmt(x + R * 0.07)} ${fmt(-h * 0.5)}V${fmt(h * 0.5)}Q${fmt(x + R * 0.06)} ${fmt(h * 0.9)} ${fmt(x - R * 0.2)} ${fmt(h * 0.95)}Z`,
        fill: doc.linear(polished(s.caseMetal), 0, 0, 1, 1),
        stroke: s.caseMetal.shadow,
        'stroke-width': 1.2,
      }),
    );
  }
  parts.push(
    el('rect', { x: x - 8, y: -h * 0.22, width: R * 0.06 + 8, height: h * 0.44, fill: fillV }),
    el('path', { d: roundRect(cx + 3, 4, w, h, w * 0.25), fill: '#000', 'fill-opacity': 0.3 }),
    el('path', { d: roundRect(cx, 0, w, h, w * 0.25), fill: fillV, stroke: s.caseMetal.shadow, 'stroke-width': 1 }),
    el('path', { d: knurl, stroke: s.caseMetal.shadow, 'stroke-width': 1.6, opacity: 0.55, transform: `rotate(90 ${fmt(cx)} 0)` }),
  );
  if (s.shape === 'tank' || s.shape === 'square') {
    // Cabochon: a polished blue stone set in the crown.
    parts.push(
      el('ellipse', {
        cx: cx + w / 2 + R * 0.02,
        cy: 0,
        rx: R * 0.035,
        ry: h * 0.3,
        fill: doc.radial(
          [
            [0, '#8fb0ff'],
            [0.5, '#2142a8'],
            [1, '#0a1844'],
          ],
          0.35,
          0.35,
          0.7,
        ),
      }),
    );
  }
  if (s.pushers) {
    for (const a of [52, 128]) {
      const ax = Math.sin(rad(a)) * (R * 1.02);
      const ay = -Math.cos(rad(a)) * (R * 1.02);
      parts.push(
        g(
          { transform: `translate(${fmt(ax)} ${fmt(ay)}) rotate(${a - 90})` },
          el('rect', { x: -6, y: -R * 0.05, width: R * 0.08, height: R * 0.1, fill: fillV }),
          el('path', { d: roundRect(R * 0.09, 0, R * 0.07, R * 0.16, 5), fill: fillV, stroke: s.caseMetal.shadow, 'stroke-width': 1 }),
        ),
      );
    }
  }
  return parts.join('');
}

function bezel(doc: SvgDoc, s: WatchSpec, geo: CaseGeometry): string {
  const R = s.R;
  const m = s.caseMetal;
  const outer = scaleOutline(geo.body, 0.965);
  const reversed = doc.linear(polished(m), 1, 1, 0, 0);
  const parts: string[] = [];
  const ringD = outlinePath(outer) + outlinePath(geo.opening);
  if (s.shape === 'octagon') {
    const octagon = (r: number): string => {
      const pts: string[] = [];
      for (let i = 0; i < 8; i++) {
        const a = rad(22.5 + i * 45);
        pts.push(`${fmt(Math.cos(a) * r)} ${fmt(Math.sin(a) * r)}`);
      }
      return `M${pts.join('L')}Z`;
    };
    parts.push(
      el('path', { d: octagon(R * 0.97), fill: doc.linear(brushed(m), 0, 0, 1, 1), stroke: m.shadow, 'stroke-width': 1.5 }),
      el('path', { d: octagon(R * 0.97), fill: 'none', stroke: m.glint, 'stroke-width': R * 0.025, 'stroke-opacity': 0.55, transform: 'scale(0.985)' }),
      el('path', { d: outlinePath(scaleOutline(geo.opening, 1.07)), fill: reversed }),
    );
    for (let i = 0; i < 8; i++) {
      const a = rad(22.5 + i * 45);
      const x = Math.cos(a) * R * 0.86;
      const y = Math.sin(a) * R * 0.86;
      parts.push(
        el('circle', { cx: x + 1, cy: y + 2, r: R * 0.036, fill: m.shadow, 'fill-opacity': 0.6 }),
        el('circle', { cx: x, cy: y, r: R * 0.034, fill: doc.radial([[0, m.glint], [1, m.dark]], 0.35, 0.35, 0.7) }),
        el('path', { d: `M${fmt(x - R * 0.022)} ${fmt(y)}H${fmt(x + R * 0.022)}`, stroke: m.shadow, 'stroke-width': 2.5, transform: `rotate(${i * 37} ${fmt(x)} ${fmt(y)})` }),
      );
    }
    return parts.join('');
  }
  const insertBezel = s.bezel === 'dive' || s.bezel === 'gmt' || s.bezel === 'tachy';
  if (!insertBezel) {
    parts.push(el('path', { d: ringD, fill: reversed, 'fill-rule': 'evenodd' }));
    if (s.bezel === 'fluted') {
      let light = '';
      let dark = '';
      const r0 = geo.opening.a * 1.01;
      const r1 = outer.a * 0.995;
      for (let i = 0; i < 120; i++) {
        const a = rad(i * 3);
        const seg = `M${fmt(Math.sin(a) * r0)} ${fmt(-Math.cos(a) * r0)}L${fmt(Math.sin(a) * r1)} ${fmt(-Math.cos(a) * r1)}`;
        if (i % 2) light += seg;
        else dark += seg;
      }
      parts.push(
        el('path', { d: dark, stroke: m.shadow, 'stroke-width': 3.2, opacity: 0.45 }),
        el('path', { d: light, stroke: m.glint, 'stroke-width': 2.2, opacity: 0.5 }),
      );
    }
    parts.push(el('path', { d: outlinePath(outer), fill: 'none', stroke: m.glint, 'stroke-width': 1.5, opacity: 0.6 }));
    if (s.screws) {
      const count = s.shape === 'round' ? 6 : 8;
      for (let i = 0; i < count; i++) {
        const a = (i * 360) / count;
        const r = (edgeRadius(outer, a) + edgeRadius(geo.opening, a)) / 2;
        const x = Math.sin(rad(a)) * r;
        const y = -Math.cos(rad(a)) * r;
        parts.push(
          el('circle', { cx: x + 1, cy: y + 1.5, r: R * 0.034, fill: m.shadow, 'fill-opacity': 0.5 }),
          el('circle', { cx: x, cy: y, r: R * 0.032, fill: doc.radial([[0, m.glint], [1, m.dark]], 0.35, 0.35, 0.7) }),
          el('path', { d: `M${fmt(x - R * 0.02)} ${fmt(y)}H${fmt(x + R * 0.02)}`, stroke: m.shadow, 'stroke-width': 2.2, transform: `rotate(${(i * 53) % 180} ${fmt(x)} ${fmt(y)})` }),
        );
      }
    }
    return parts.join('');
  }

  // Rotating bezel: knurled metal edge, coloured insert and markers.
  const rOut = R * 0.985;
  const rIn = R * 0.935;
  const rIns = R * 0.92;
  const rOpen = geo.opening.a;
  let knurl = '';
  for (let i = 0; i < 120; i++) {
    const a = rad(i * 3);
    knurl += `M${fmt(Math.sin(a) * rIn)} ${fmt(-Math.cos(a) * rIn)}L${fmt(Math.sin(a) * rOut)} ${fmt(-Math.cos(a) * rOut)}`;
  }
  parts.push(
    el('circle', { r: rOut, fill: reversed }),
    el('path', { d: knurl, stroke: m.shadow, 'stroke-width': 2.4, opacity: 0.55 }),
  );
  const insertFill = (c: string): string =>
    doc.radial(
      [
        [0, lighten(c, 0.18)],
        [0.6, c],
        [1, darken(c, 0.35)],
      ],
      0.35,
      0.3,
      0.8,
    );
  if (s.bezel === 'gmt') {
    parts.push(
      el('path', { d: `M${fmt(-rIns)} 0A${fmt(rIns)} ${fmt(rIns)} 0 0 1 ${fmt(rIns)} 0H${fmt(rOpen)}A${fmt(rOpen)} ${fmt(rOpen)} 0 0 0 ${fmt(-rOpen)} 0Z`, fill: insertFill(s.insert) }),
      el('path', { d: `M${fmt(rIns)} 0A${fmt(rIns)} ${fmt(rIns)} 0 0 1 ${fmt(-rIns)} 0H${fmt(-rOpen)}A${fmt(rOpen)} ${fmt(rOpen)} 0 0 0 ${fmt(rOpen)} 0Z`, fill: insertFill(s.insert2) }),
    );
  } else {
    parts.push(el('path', { d: `${outlinePath({ a: rIns, b: rIns, n: 2 })}${outlinePath({ a: rOpen, b: rOpen, n: 2 })}`, fill: insertFill(s.insert), 'fill-rule': 'evenodd' }));
  }
  const marker = s.caseMetal === s.trim && (s.trim.mid === '#c8993e' || s.trim.mid === '#c8876a') ? GOLD.light : '#e6e4de';
  let ticks = '';
  let bars = '';
  const count = s.bezel === 'gmt' ? 24 : 60;
  for (let i = 0; i < count; i++) {
    const a = i * (360 / count);
    if (i === 0) continue;
    const big = s.bezel === 'gmt' ? i % 2 === 0 : i % 5 === 0;
    if (!big && s.bezel === 'dive' && i > 15) continue;
    const r0 = big ? rOpen * 1.05 : rIns * 0.9;
    const seg = `M${fmt(Math.sin(rad(a)) * r0)} ${fmt(-Math.cos(rad(a)) * r0)}L${fmt(Math.sin(rad(a)) * rIns * 0.96)} ${fmt(-Math.cos(rad(a)) * rIns * 0.96)}`;
    if (big) bars += seg;
    else ticks += seg;
  }
  parts.push(
    el('path', { d: ticks, stroke: marker, 'stroke-width': 2.2, opacity: 0.9 }),
    el('path', { d: bars, stroke: marker, 'stroke-width': R * 0.028, opacity: 0.95 }),
  );
  if (s.bezel !== 'tachy') {
    const ty = -(rOpen + rIns) / 2;
    const tw = R * 0.06;
    parts.push(
      el('path', { d: `M${fmt(-tw)} ${fmt(ty - tw * 0.75)}H${fmt(tw)}L0 ${fmt(ty + tw * 0.9)}Z`, fill: marker }),
      el('circle', { cy: ty - tw * 0.1, r: tw * 0.35, fill: '#eef2e2', stroke: m.dark, 'stroke-width': 1 }),
    );
  }
  parts.push(el('circle', { r: rOpen, fill: 'none', stroke: m.light, 'stroke-width': 2, opacity: 0.5 }));
  return parts.join('');
}

function caseBody(doc: SvgDoc, s: WatchSpec, geo: CaseGeometry): string {
  const m = s.caseMetal;
  const body = outlinePath(geo.body);
  const parts: string[] = [
    el('path', { d: body, fill: m.shadow, transform: 'translate(3 5)' }),
    el('path', { d: body, fill: doc.linear(polished(m), 0, 0, 1, 1) }),
  ];
  if (s.isCarbon) {
    const weave = tiledPattern(
      doc,
      'carbon',
      14,
      [
        { d: rectD(0, 0, 7, 7) + rectD(7, 7, 7, 7), attrs: { fill: '#2a2b2e' } },
        { d: rectD(7, 0, 7, 7) + rectD(0, 7, 7, 7), attrs: { fill: '#121315' } },
      ],
      'rotate(45)',
    );
    parts.push(el('path', { d: body, fill: weave, 'fill-opacity': 0.85 }));
  }
  parts.push(
    el('path', { d: body, fill: 'none', stroke: m.glint, 'stroke-width': 1.6, opacity: 0.5 }),
    bezel(doc, s, geo),
    // The flange between bezel and dial.
    el('path', { d: outlinePath(geo.opening), fill: darken(s.dial.base, 0.35) }),
    el('path', { d: outlinePath(geo.opening), fill: 'none', stroke: m.shadow, 'stroke-width': 2.5 }),
  );
  return parts.join('');
}

interface WatchOpts {
  strap: StrapOpts;
  handDepth?: number;
}

/** The complete watch in local coordinates (centre of the dial at 0,0). */
function drawWatch(doc: SvgDoc, s: WatchSpec, o: WatchOpts): string {
  const geo = caseGeometry(s.shape, s.R, s.bezel);
  const rd = Math.min(geo.dial.a, geo.dial.b);
  return (
    drawStrap(doc, s, geo, false, o.strap) +
    drawStrap(doc, s, geo, true, o.strap) +
    lugs(doc, s, geo) +
    crown(doc, s, geo) +
    caseBody(doc, s, geo) +
    drawDial(doc, s, geo.dial) +
    drawHands(doc, s, rd, o.handDepth ?? 1) +
    crystal(doc, geo.opening)
  );
}

/** Soft drop shadow of the whole watch, drawn with gradients (no blur). */
function shadow(doc: SvgDoc, s: WatchSpec, strapLength: number, finite: boolean, opacity: number, spread = 1): string {
  const geo = caseGeometry(s.shape, s.R, s.bezel);
  const W = geo.strapWidth;
  const extent = geo.lugEnd + strapLength + (finite ? W * 0.3 : 0);
  const soft = 40 * spread;
  return (
    softBand(doc, -W / 2 - soft, -extent, W + 2 * soft, extent * 2, soft * 1.6, opacity * 0.85) +
    softEllipse(doc, 0, 0, geo.body.a + soft * 1.3, geo.body.b + soft * 1.3, opacity, '#000', 0.55)
  );
}

function caseFlank(doc: SvgDoc, s: WatchSpec): string {
  const geo = caseGeometry(s.shape, s.R, s.bezel);
  const m = s.caseMetal;
  return el('path', {
    d: outlinePath(geo.body),
    fill: doc.linear(
      [
        [0, m.shadow],
        [0.35, m.dark],
        [0.6, m.mid],
        [0.8, m.dark],
        [1, m.shadow],
      ],
      0,
      0,
      1,
      0,
    ),
  });
}

export function renderWatchSvg(input: ProductArtInput, view: number): string {
  const s = buildWatchSpec(input);
  const doc = new SvgDoc(`w${s.seed.toString(36)}`);
  const rng = createRng(s.seed ^ 0xa5a5);
  const c = CANVAS / 2;
  let body: string;

  if (view === 0) {
    const strap: StrapOpts = { length: 700, finite: false, fade: 0.82 };
    body =
      studioBackdrop(doc, { base: '#131211', glow: '#8f6d33', lightY: 0.45 }) +
      g({ transform: `translate(${c + 22} ${c + 34}) scale(1.06)` }, shadow(doc, s, 700, false, 0.8)) +
      g({ transform: `translate(${c} ${c}) scale(1.06)` }, drawWatch(doc, s, { strap })) +
      vignette(doc, 0.55, 0.55);
  } else if (view === 1) {
    const tilt = 0.72;
    const rot = rng.range(-34, -24);
    const T = s.R * 0.16;
    const strap: StrapOpts = { length: 900, finite: false, fade: 0.88 };
    const tr = `translate(${c + 10} ${c + 20}) scale(1 ${tilt}) rotate(${fmt(rot)})`;
    body =
      lacquerSurface(doc, rng.chance(0.5) ? 'black' : 'walnut') +
      g({ transform: `translate(16 ${fmt(T + 26)})` }, g({ transform: tr }, shadow(doc, s, 900, false, 0.85))) +
      g({ transform: `translate(0 ${fmt(T)})` }, g({ transform: tr }, caseFlank(doc, s))) +
      g({ transform: tr }, drawWatch(doc, s, { strap, handDepth: 1.3 })) +
      el('rect', {
        width: CANVAS,
        height: CANVAS,
        fill: doc.linear(
          [
            [0, '#000', 0.55],
            [0.35, '#000', 0],
            [0.75, '#000', 0],
            [1, '#000', 0.5],
          ],
          0,
          0,
          0,
          1,
        ),
      }) +
      vignette(doc, 0.5, 0.6);
  } else if (view === 2) {
    const geo = caseGeometry(s.shape, s.R, s.bezel);
    const k = 2.35;
    const fx = geo.body.a * 0.42;
    const fy = s.R * 0.1;
    const strap: StrapOpts = { length: 260, finite: false, fade: 0.9 };
    body =
      studioBackdrop(doc, { base: '#0f0e0d', glow: '#7a5c2a', lightX: 0.7, lightY: 0.3 }) +
      g(
        { transform: `translate(${c} ${c}) scale(${k}) translate(${fmt(-fx)} ${fmt(-fy)})` },
        g({ transform: 'translate(8 12)' }, shadow(doc, s, 260, false, 0.7, 0.6)),
        drawWatch(doc, s, { strap }),
      ) +
      // A soft streak of light across the crystal sells the macro lens.
      g({ transform: 'rotate(-12 600 330)' }, softEllipse(doc, 600, 330, 900, 70, 0.07, '#fff', 0.3)) +
      vignette(doc, 0.75, 0.45);
  } else {
    const scene = (s.seed >>> 9) & 1 ? 'tray' : 'plinth';
    if (scene === 'tray') {
      const tray = leatherTray(doc, s.seed);
      const rot = rng.range(-52, -38);
      const k = 0.6;
      const strap: StrapOpts = { length: s.strap === 'bracelet' ? 330 : 360, finite: true, fade: 0.2 };
      const tr = `translate(${c} ${c + 10}) rotate(${fmt(rot)}) scale(${k})`;
      body =
        tray +
        g({ transform: 'translate(10 16)' }, g({ transform: tr }, shadow(doc, s, strap.length, true, 0.75, 0.7))) +
        g({ transform: tr }, drawWatch(doc, s, { strap })) +
        vignette(doc, 0.6, 0.55);
    } else {
      const plinth = marblePlinth(doc, s.seed);
      const tilt = 0.62;
      const k = 0.66;
      const rot = rng.range(-78, -64);
      const T = s.R * 0.16 * k;
      const strap: StrapOpts = { length: 300, finite: true, fade: 0.25 };
      const tr = `translate(${c} ${plinth.topY - 8}) scale(${k} ${fmt(k * tilt)}) rotate(${fmt(rot)})`;
      body =
        plinth.back +
        g({ transform: 'translate(6 18)' }, g({ transform: tr }, shadow(doc, s, strap.length, true, 0.7, 0.7))) +
        g({ transform: `translate(0 ${fmt(T)})` }, g({ transform: tr }, caseFlank(doc, s))) +
        g({ transform: tr }, drawWatch(doc, s, { strap, handDepth: 1.2 })) +
        plinth.front +
        vignette(doc, 0.55, 0.55);
    }
  }
  return doc.render(body);
}


import {
  CANVAS,
  GOLD,
  SvgDoc,
  createRng,
  darken,
  el,
  fmt,
  g,
  lighten,
  luminance,
  softEllipse,
  studioBackdrop,
  vignette,
} from './art-kit.js';
import { FINISH, fabricTexture } from './fabric.js';
import { bag, belt, gloves, hat, scarf, shoes, tie } from './garment-accessories.js';
import { makeCtx, type Ctx, type GarmentDrawing } from './garment-kit.js';
import { skirt, trousers } from './garment-lower.js';
import { buildGarmentSpec } from './garment-spec.js';
import { dress, jacket, knit, puffer, shirt, shortSleeve, tailored } from './garment-tops.js';
import type { ProductArtInput } from './product-art.js';
import { leatherTray, marblePlinth, speckle, woodTable } from './scenes.js';

/** Clothing artwork: silhouettes painted with fabric, light and shadow, in four compositions. */

function drawGarment(c: Ctx, name: string): GarmentDrawing {
  switch (c.s.kind) {
    case 'blazer':
      return tailored(c, { hem: 950, cuff: 790, width: 200, trench: false });
    case 'coat':
      return tailored(c, { hem: 1120, cuff: 850, width: 214, trench: false });
    case 'trench':
      return tailored(c, { hem: 1120, cuff: 850, width: 220, trench: true });
    case 'jacket':
      return jacket(c);
    case 'puffer':
      return puffer(c);
    case 'shirt':
      return shirt(c);
    case 'polo':
      return shortSleeve(c, true);
    case 'tee':
      return shortSleeve(c, false);
    case 'knit':
      return knit(c, false);
    case 'hoodie':
      return knit(c, true);
    case 'dress':
      return dress(c, false);
    case 'gown':
      return dress(c, true);
    case 'trousers':
      return trousers(c, 'trousers');
    case 'jeans':
      return trousers(c, 'jeans');
    case 'shorts':
      return trousers(c, 'shorts');
    case 'skirt':
      return skirt(c, /pleat/.test(name));
    case 'scarf':
      return scarf(c);
    case 'tie':
      return tie(c);
    case 'belt':
      return belt(c);
    case 'bag':
      return bag(c, name);
    case 'gloves':
      return gloves(c);
    case 'hat':
      return hat(c);
    default:
      return shoes(c);
  }
}

/**
 * Paints a garment: base colour, weave, tonal panels, soft folds, an inner
 * edge shadow for volume and a warm key light, then the coloured details.
 */
function paintGarment(c: Ctx, d: GarmentDrawing): string {
  const { doc, s } = c;
  const finish = FINISH[s.fabric];
  const clip = doc.clip(d.outline);
  const base = doc.linear(
    [
      [0, lighten(s.color, 0.1)],
      [0.55, s.color],
      [1, darken(s.color, 0.3)],
    ],
    0,
    0,
    0.6,
    1,
  );
  const texture = fabricTexture(doc, s.fabric, s.color, s.seed);
  const lum = luminance(s.color);
  // Highlights keep the cloth's hue (a lighter tint) except on shiny fabrics.
  const hiColour = finish.sheen > 0.2 ? lighten(s.color, 0.7) : lighten(s.color, lum < 0.05 ? 0.45 : 0.35);
  const loColour = darken(s.color, 0.75);
  const folds = d.folds
    .map((f) => {
      const colour = f.tone > 0 ? hiColour : loColour;
      // Pale cloth shows creases more softly than dark cloth (less light is lost).
      const strength = f.tone > 0 ? f.tone * (0.22 + finish.sheen * 0.8) : -f.tone * (lum > 0.3 ? 0.28 : 0.45) * finish.folds;
      return [2.4, 1.7, 1.1, 0.6]
        .map((k) =>
          el('path', {
            d: f.d,
            fill: 'none',
            stroke: colour,
            'stroke-opacity': fmt(strength * 0.3),
            'stroke-width': fmt(f.w * k),
            'stroke-linecap': 'round',
            'stroke-linejoin': 'round',
          }),
        )
        .join('');
    })
    .join('');
  // Stacked strokes along the silhouette give the cloth a rounded edge.
  const edgeK = lum > 0.45 ? 0.6 : 1;
  const edge = [120, 104, 88, 74, 60, 48, 36, 26, 16, 8]
    .map((w) => el('path', { d: d.outline, fill: 'none', stroke: loColour, 'stroke-opacity': fmt(0.03 * edgeK), 'stroke-width': w }))
    .join('');
  const key = doc.radial(
    [
      [0, '#ffdc9a', 0.1],
      [1, '#ffdc9a', 0],
    ],
    0.3,
    0.2,
    0.8,
  );
  return (
    (d.behind ?? '') +
    el('path', { d: d.outline, fill: base }) +
    (texture ? el('path', { d: d.outline, fill: texture }) : '') +
    d.panels
      .map(
        (p) =>
          el('path', { d: p.d, fill: p.tone > 0 ? lighten(s.color, 0.6) : loColour, 'fill-opacity': fmt(Math.abs(p.tone) * 1.2), 'clip-path': clip }) +
          // Shadowed panels (sleeves) get a crisp edge so they read as separate layers.
          (p.tone < 0 ? el('path', { d: p.d, fill: 'none', stroke: loColour, 'stroke-opacity': 0.4, 'stroke-width': 2.5, 'clip-path': clip }) : ''),
      )
      .join('') +
    g({ 'clip-path': clip }, folds, edge, el('path', { d: d.outline, fill: key })) +
    d.details +
    el('path', { d: d.outline, fill: 'none', stroke: darken(s.color, 0.55), 'stroke-width': 1.5, 'stroke-opacity': 0.8 })
  );
}

/** Soft shadow of a silhouette from stacked translucent strokes (no blur filter). */
function dropShadow(d: GarmentDrawing, dx: number, dy: number, spread: number, opacity: number): string {
  return g(
    { transform: `translate(${dx} ${dy})` },
    el('path', { d: d.outline, fill: '#000', 'fill-opacity': fmt(opacity * 0.45) }),
    ...[2.4, 2, 1.6, 1.2, 0.8, 0.4].map((k) =>
      el('path', { d: d.outline, fill: 'none', stroke: '#000', 'stroke-opacity': fmt(opacity * 0.07), 'stroke-width': fmt(spread * k), 'stroke-linejoin': 'round' }),
    ),
  );
}

function hanger(c: Ctx, y: number, half: number): string {
  const wood = (c.s.seed >>> 3) % 3 === 0;
  const barFill = wood
    ? c.doc.linear([[0, '#8a5a34'], [0.45, '#c08a58'], [1, '#4a2c16']], 0, 0, 0, 1)
    : c.doc.linear([[0, GOLD.light], [0.4, GOLD.glint], [0.7, GOLD.mid], [1, GOLD.deep]], 0, 0, 0, 1);
  const bar = `M${600 - half - 12} ${y + 26}Q600 ${y - 46} ${600 + half + 12} ${y + 26}`;
  const hook = `M600 ${y - 10}V120C600 96 624 88 632 70C642 48 626 28 604 28C584 28 572 42 574 58`;
  return (
    el('path', { d: hook, fill: 'none', stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 9, transform: 'translate(8 10)' }) +
    el('path', { d: hook, fill: 'none', stroke: GOLD.dark, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    el('path', { d: hook, fill: 'none', stroke: GOLD.glint, 'stroke-width': 2.5, 'stroke-linecap': 'round', 'stroke-opacity': 0.8, transform: 'translate(-1.5 -1)' }) +
    el('path', { d: bar, fill: 'none', stroke: '#000', 'stroke-opacity': 0.4, 'stroke-width': 20, transform: 'translate(10 14)' }) +
    el('path', { d: bar, fill: 'none', stroke: barFill, 'stroke-width': 18, 'stroke-linecap': 'round' })
  );
}

/** A hanging garment's full picture, hook to hem, including its shadow on the wall. */
function hung(c: Ctx, d: GarmentDrawing, shadowDx = 28, shadowDy = 34): string {
  return (
    dropShadow(d, shadowDx, shadowDy, 40, 0.55) +
    (d.hangerY !== undefined ? hanger(c, d.hangerY, d.hangerHalf ?? 210) : '') +
    paintGarment(c, d)
  );
}

function surface(doc: SvgDoc, seed: number, tone: string): string {
  return (
    el('rect', { width: CANVAS, height: CANVAS, fill: doc.linear([[0, lighten(tone, 0.06)], [1, darken(tone, 0.35)]], 0, 0, 1, 1) }) +
    el('rect', { width: CANVAS, height: CANVAS, fill: speckle(doc, seed % 13, 120, 500, 0.12) }) +
    softEllipse(doc, 420, 360, 700, 560, 0.18, '#d9aa5c', 0.1)
  );
}

function floorSet(doc: SvgDoc, horizon: number): string {
  return (
    el('rect', { width: CANVAS, height: CANVAS, fill: doc.linear([[0, '#1d1b18'], [0.7, '#11100e'], [1, '#0a0a09']], 0, 0, 0, 1) }) +
    el('rect', {
      y: horizon,
      width: CANVAS,
      height: CANVAS - horizon,
      fill: doc.linear([[0, '#000', 0], [0.15, '#2a2622', 0.9], [1, '#161412', 1]], 0, 0, 0, 1),
    }) +
    softEllipse(doc, 600, 420, 620, 460, 0.3, '#b48a45', 0.1)
  );
}

/** Dark panelled boutique wall with a brass rail and spotlights. */
function boutiqueWall(c: Ctx): string {
  const { doc } = c;
  const wall = doc.linear([[0, '#241c16'], [1, '#0f0c0a']], 0, 0, 0, 1);
  let panels = '';
  for (let i = 0; i < 4; i++) {
    const x = 40 + i * 290;
    panels +=
      el('rect', { x, y: 330, width: 250, height: 700, rx: 4, fill: 'none', stroke: '#000', 'stroke-opacity': 0.5, 'stroke-width': 6 }) +
      el('rect', { x: x + 3, y: 333, width: 250, height: 700, rx: 4, fill: 'none', stroke: GOLD.mid, 'stroke-opacity': 0.25, 'stroke-width': 2 });
  }
  return (
    el('rect', { width: CANVAS, height: CANVAS, fill: wall }) +
    panels +
    el('rect', { y: 1040, width: CANVAS, height: 160, fill: doc.linear([[0, '#3a322b'], [1, '#15120f']], 0, 0, 0, 1) }) +
    el('rect', { y: 1036, width: CANVAS, height: 6, fill: GOLD.mid, 'fill-opacity': 0.6 }) +
    softEllipse(doc, 600, 260, 520, 520, 0.35, '#e2b463', 0.15) +
    softEllipse(doc, 150, 200, 200, 320, 0.15, '#e2b463', 0.2) +
    softEllipse(doc, 1050, 200, 200, 320, 0.15, '#e2b463', 0.2)
  );
}

export function renderGarmentSvg(input: ProductArtInput, view: number): string {
  const s = buildGarmentSpec(input);
  const doc = new SvgDoc(`g${s.seed.toString(36)}`);
  const c = makeCtx(doc, s);
  const name = input.name.toLowerCase();
  const d = drawGarment(c, name);
  const rng = createRng(s.seed ^ 0x5eed);
  const mode = s.presentation;
  const floorY = d.floorY ?? 1000;
  const contact = softEllipse(doc, 600, floorY + 4, 380, 34, 0.75);
  let body = '';

  if (view === 0) {
    if (mode === 'hanger') {
      body = studioBackdrop(doc, { base: '#1b1916', glow: '#9a7438', lightY: 0.3 }) + hung(c, d) + vignette(doc, 0.5, 0.6);
    } else if (mode === 'flat') {
      body = surface(doc, s.seed, '#2a2724') + dropShadow(d, 12, 18, 24, 0.6) + paintGarment(c, d) + vignette(doc, 0.55, 0.55);
    } else {
      body = floorSet(doc, 820) + contact + paintGarment(c, d) + vignette(doc, 0.5, 0.6);
    }
  } else if (view === 1) {
    if (mode === 'hanger' && d.hangerY === undefined) {
      // Pieces on their own rail (scarves): closer, turned, side-lit.
      body =
        studioBackdrop(doc, { base: '#17140f', glow: '#a07a3a', lightX: 0.7, lightY: 0.3 }) +
        g({ transform: 'translate(600 560) rotate(-7) scale(1.18) translate(-600 -600)' }, hung(c, d, 30, 26)) +
        el('rect', { width: CANVAS, height: CANVAS, fill: doc.linear([[0, '#000', 0.45], [0.5, '#000', 0], [1, '#000', 0]], 0, 0, 1, 0) }) +
        vignette(doc, 0.5, 0.6);
    } else if (mode === 'hanger') {
      // On a rail, turned a little, with a sibling hanging behind.
      const sib = `translate(330 40) rotate(3 600 60) scale(0.96)`;
      body =
        studioBackdrop(doc, { base: '#17140f', glow: '#a07a3a', lightX: 0.3, lightY: 0.25 }) +
        el('rect', { x: -20, y: 20, width: 1240, height: 16, rx: 8, fill: doc.linear([[0, GOLD.light], [0.5, GOLD.glint], [1, GOLD.deep]], 0, 0, 0, 1) }) +
        g({ transform: sib, opacity: 0.55 }, hung(c, d)) +
        el('rect', { width: CANVAS, height: CANVAS, fill: '#000', 'fill-opacity': 0.35 }) +
        g({ transform: 'translate(-70 8) rotate(-4 600 28) scale(0.97 1)' }, hung(c, d, 34, 28)) +
        el('rect', { width: CANVAS, height: CANVAS, fill: doc.linear([[0, '#000', 0], [0.6, '#000', 0], [1, '#000', 0.45]], 0, 0, 1, 0) }) +
        vignette(doc, 0.5, 0.6);
    } else if (mode === 'flat') {
      const rot = rng.range(-22, -12);
      const tr = `rotate(${fmt(rot)} 600 600) translate(600 600) scale(0.8) translate(-600 -600)`;
      body = woodTable(doc, s.seed, '#2e1d12') + g({ transform: tr }, dropShadow(d, 12, 18, 24, 0.6), paintGarment(c, d)) + vignette(doc, 0.55, 0.55);
    } else {
      body =
        floorSet(doc, 760) +
        g({ transform: 'translate(1260 -40) scale(-1.1 1.1)' }, contact, paintGarment(c, d)) +
        el('rect', { width: CANVAS, height: CANVAS, fill: doc.linear([[0, '#000', 0.4], [0.5, '#000', 0], [1, '#000', 0.1]], 0, 0, 1, 0) }) +
        vignette(doc, 0.5, 0.6);
    }
  } else if (view === 2) {
    const z = d.zoom ?? 2.5;
    const [fx, fy] = d.focus;
    const inner =
      mode === 'hanger'
        ? hung(c, d)
        : mode === 'flat'
          ? dropShadow(d, 12, 18, 24, 0.6) + paintGarment(c, d)
          : contact + paintGarment(c, d);
    const back = mode === 'flat' ? surface(doc, s.seed, '#2a2724') : mode === 'floor' ? floorSet(doc, 820) : studioBackdrop(doc, { base: '#1b1916', glow: '#9a7438' });
    body = back + g({ transform: `translate(600 600) scale(${fmt(z)}) translate(${fmt(-fx)} ${fmt(-fy)})` }, inner) + vignette(doc, 0.7, 0.45);
  } else {
    if (mode === 'hanger') {
      body =
        boutiqueWall(c) +
        el('rect', { x: 80, y: 16, width: 1040, height: 18, rx: 9, fill: doc.linear([[0, GOLD.light], [0.5, GOLD.glint], [1, GOLD.deep]], 0, 0, 0, 1) }) +
        g({ transform: 'translate(600 22) scale(0.86) translate(-600 -22)' }, hung(c, d, 22, 26)) +
        vignette(doc, 0.55, 0.55);
    } else if (mode === 'flat') {
      // Long pieces lie along the tray; compact ones are shown larger.
      const layout: Partial<Record<string, string>> = {
        belt: 'translate(600 610) scale(1.05) rotate(-8) translate(-600 -620)',
        tie: 'translate(600 610) scale(0.78) rotate(-52) translate(-600 -600)',
        shorts: 'translate(600 610) scale(0.82) rotate(-8) translate(-600 -400)',
      };
      const tr = layout[s.kind] ?? 'translate(600 610) scale(0.72) rotate(-74) translate(-600 -620)';
      body = leatherTray(doc, s.seed) + g({ transform: tr }, dropShadow(d, 10, 14, 20, 0.55), paintGarment(c, d)) + vignette(doc, 0.55, 0.55);
    } else {
      const plinth = marblePlinth(doc, s.seed);
      body =
        plinth.back +
        g({ transform: `translate(600 ${plinth.topY + 20}) scale(${s.kind === 'shoes' ? 0.8 : 0.66}) translate(-600 ${-floorY})` }, contact, paintGarment(c, d)) +
        vignette(doc, 0.5, 0.55);
    }
  }
  return doc.render(body);
}

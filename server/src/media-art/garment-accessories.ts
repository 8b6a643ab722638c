import { GOLD, affinePath, darken, el, fmt, g, lighten, luminance, matrix, roundRect, softEllipse } from './art-kit.js';
import { printPattern } from './fabric.js';
import { ribbed, seam, shiftPath, stitch, type Ctx, type Fold, type GarmentDrawing } from './garment-kit.js';

/** Scarves, ties, belts, bags and shoes. */

type P = [number, number];

/** Samples a cubic Bézier. */
function bezier(p0: P, p1: P, p2: P, p3: P, n: number): P[] {
  const out: P[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return out;
}

/** Offsets a centre line to both sides; returns the two edges. */
function offsets(pts: P[], half: (t: number) => number): { left: P[]; right: P[] } {
  const left: P[] = [];
  const right: P[] = [];
  pts.forEach((p, i) => {
    const a = pts[Math.max(0, i - 1)]!;
    const b = pts[Math.min(pts.length - 1, i + 1)]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const w = half(i / (pts.length - 1));
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  });
  return { left, right };
}

const pathOf = (pts: P[], close = false): string =>
  pts.map((p, i) => `${i ? 'L' : 'M'}${fmt(p[0])} ${fmt(p[1])}`).join('') + (close ? 'Z' : '');

/** Extends a centre line by `d` past its last point (for pointed ends). */
function extend(pts: P[], d: number): P {
  const a = pts[pts.length - 2]!;
  const b = pts[pts.length - 1]!;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [b[0] + ((b[0] - a[0]) / len) * d, b[1] + ((b[1] - a[1]) / len) * d];
}

// ----------------------------------------------------------------- scarf

export function scarf(c: Ctx): GarmentDrawing {
  const left = 'M440 268C430 500 452 800 424 1030L572 1040C574 800 560 500 566 268Z';
  const right = 'M598 268C610 500 590 700 606 900L766 890C758 700 772 480 762 268Z';
  const roll = 'M430 268C430 214 470 200 600 198C730 200 772 214 772 268C772 290 740 296 600 296C460 296 430 290 430 268Z';
  const outline = left + right + roll;
  let fringe = '';
  const tone = luminance(c.color) > 0.4 ? darken(c.color, 0.15) : lighten(c.color, 0.12);
  for (let x = 428; x <= 570; x += 7) fringe += `M${x} ${fmt(1030 + ((x - 424) / 148) * 10)}l${fmt(((x * 7) % 5) - 2)} ${fmt(34 + ((x * 13) % 11))}`;
  for (let x = 610; x <= 762; x += 7) fringe += `M${x} ${fmt(900 - ((x - 606) / 160) * 10)}l${fmt(((x * 7) % 5) - 2)} ${fmt(34 + ((x * 13) % 11))}`;
  const patternFill = c.s.pattern !== 'plain' ? printPattern(c.doc, c.s.pattern, c.s.accent, c.color) : null;
  const folds: Fold[] = [
    { d: 'M470 300C466 600 470 800 456 1020', w: 26, tone: -0.6 },
    { d: 'M520 300C520 600 514 800 520 1030', w: 30, tone: 0.5 },
    { d: 'M650 300C656 500 646 700 650 890', w: 28, tone: -0.55 },
    { d: 'M710 300C716 500 714 700 712 890', w: 30, tone: 0.45 },
    { d: 'M440 250C520 236 680 236 760 250', w: 24, tone: 0.5 },
  ];
  return {
    outline,
    behind: rail(c),
    panels: [{ d: roll, tone: 0.06 }],
    folds,
    details:
      (patternFill ? el('path', { d: left + right + roll, fill: patternFill, 'fill-opacity': 0.85 }) : '') +
      el('path', { d: fringe, stroke: tone, 'stroke-width': 3, 'stroke-linecap': 'round', fill: 'none' }) +
      el('path', { d: 'M430 268C430 290 460 296 600 296C740 296 772 290 772 268', fill: 'none', stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 6 }),
    focus: [560, 900],
    zoom: 2.4,
  };
}

/** A brass display rail (scarves hang over it). */
export function rail(c: Ctx, y = 250, x0 = 150, x1 = 1050): string {
  const fill = c.doc.linear(
    [
      [0, GOLD.light],
      [0.4, GOLD.glint],
      [0.6, GOLD.mid],
      [1, GOLD.deep],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    el('rect', { x: x0, y: y - 11, width: x1 - x0, height: 22, rx: 11, fill }) +
    el('circle', { cx: x0, cy: y, r: 20, fill: c.doc.radial([[0, GOLD.glint], [0.6, GOLD.mid], [1, GOLD.deep]], 0.35, 0.3, 0.7) }) +
    el('circle', { cx: x1, cy: y, r: 20, fill: c.doc.radial([[0, GOLD.glint], [0.6, GOLD.mid], [1, GOLD.deep]], 0.35, 0.3, 0.7) })
  );
}

// ------------------------------------------------------------------- tie

export function tie(c: Ctx): GarmentDrawing {
  const centre = bezier([520, 90], [470, 430], [740, 660], [650, 1070], 40);
  const half = (t: number): number => 24 + 44 * Math.pow(t, 1.4);
  const { left, right } = offsets(centre, half);
  const tipEnd = extend(centre, 66);
  const tipStart = extend([...centre].reverse(), 22);
  const outline = pathOf([tipStart, ...left, tipEnd, ...right.reverse()], true);
  const patternFill = c.s.pattern !== 'plain' ? printPattern(c.doc, c.s.pattern, c.s.accent, c.color) : null;
  const centreLine = pathOf(centre);
  return {
    outline,
    panels: [],
    folds: [
      { d: centreLine, w: 26, tone: 0.7 },
      { d: pathOf(offsets(centre, (t) => half(t) * 0.8).left), w: 10, tone: -0.6 },
      { d: pathOf(offsets(centre, (t) => half(t) * 0.8).right), w: 10, tone: -0.6 },
    ],
    details: patternFill ? el('path', { d: outline, fill: patternFill, 'fill-opacity': 0.9 }) : '',
    focus: [680, 900],
    zoom: 2.5,
  };
}

// ------------------------------------------------------------------ belt

export function belt(c: Ctx): GarmentDrawing {
  const cx = 600;
  const cy = 620;
  const width = 58;
  const pts: P[] = [];
  const turns = 2.3;
  for (let i = 0; i <= 160; i++) {
    const th = (i / 160) * turns * Math.PI * 2;
    const r = 60 + (66 * th) / (Math.PI * 2);
    pts.push([cx + Math.cos(th) * r, cy + Math.sin(th) * r]);
  }
  // The tail leaves the coil and runs into the buckle.
  const last = pts[pts.length - 1]!;
  const tail: P[] = bezier(last, [last[0] + 60, last[1] + 160], [last[0] + 160, last[1] + 180], [last[0] + 230, last[1] + 120], 12).slice(1);
  const all = [...pts, ...tail];
  const { left, right } = offsets(all, () => width / 2);
  const outline = pathOf([...left, ...right.reverse()], true);
  const edgeA = offsets(all, () => width / 2 - 7);
  const end = all[all.length - 1]!;
  const before = all[all.length - 3]!;
  const angle = (Math.atan2(end[1] - before[1], end[0] - before[0]) * 180) / Math.PI;
  const buckle = g(
    { transform: `translate(${fmt(end[0])} ${fmt(end[1])}) rotate(${fmt(angle)})` },
    el('path', { d: roundRect(6, 4, 64, 86, 14), fill: 'none', stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 16 }),
    el('path', { d: roundRect(0, 0, 64, 86, 14), fill: 'none', stroke: c.hardware, 'stroke-width': 14 }),
    el('path', { d: roundRect(0, 0, 64, 86, 14), fill: 'none', stroke: GOLD.glint, 'stroke-width': 2, 'stroke-opacity': 0.6 }),
    el('path', { d: 'M-30 0H26', stroke: c.hardware, 'stroke-width': 8, 'stroke-linecap': 'round' }),
  );
  return {
    outline,
    panels: [],
    folds: [{ d: pathOf(all), w: 18, tone: 0.45 }],
    details:
      stitch(c, pathOf(edgeA.left), 1.6, '6 4') +
      stitch(c, pathOf(edgeA.right), 1.6, '6 4') +
      el('path', { d: outline, fill: 'none', stroke: darken(c.color, 0.5), 'stroke-width': 2.5 }) +
      buckle,
    focus: [end[0] - 40, end[1] - 20],
    zoom: 2.4,
  };
}

// ------------------------------------------------------------------- bag

export function bag(c: Ctx, name: string): GarmentDrawing {
  if (/clutch|wallet|card|pouch|purse/.test(name)) return clutch(c);
  const top = 520;
  const bottom = 1000;
  const body = `M${600 - 214} ${top}L${600 + 214} ${top}C${600 + 232} 700 ${600 + 250} 900 ${600 + 256} ${bottom - 34}Q${600 + 258} ${bottom} ${600 + 222} ${bottom}L${600 - 222} ${bottom}Q${600 - 258} ${bottom} ${600 - 256} ${bottom - 34}C${600 - 250} 900 ${600 - 232} 700 ${600 - 214} ${top}Z`;
  const side = `M${600 + 214} ${top}L${600 + 262} ${top + 16}C${600 + 282} 700 ${600 + 296} 880 ${600 + 300} ${bottom - 40}L${600 + 256} ${bottom - 34}C${600 + 250} 900 ${600 + 232} 700 ${600 + 214} ${top}Z`;
  const handle = (lift: number, dx: number): string => `M${600 - 130 + dx} ${top + 6}C${600 - 120 + dx} ${top - lift} ${600 + 120 + dx} ${top - lift} ${600 + 130 + dx} ${top + 6}`;
  const strap = (d: string, col: string): string =>
    el('path', { d, fill: 'none', stroke: darken(col, 0.4), 'stroke-width': 30, 'stroke-linecap': 'round' }) +
    el('path', { d, fill: 'none', stroke: col, 'stroke-width': 24, 'stroke-linecap': 'round' }) +
    el('path', { d, fill: 'none', stroke: '#fff', 'stroke-opacity': 0.15, 'stroke-width': 6, transform: 'translate(-3 -5)' });
  const behind = strap(handle(250, 26), darken(c.color, 0.35)) + el('path', { d: side, fill: darken(c.color, 0.35) });
  const rivets = [-130, 130].map((x) => el('circle', { cx: 600 + x, cy: top + 24, r: 12, fill: c.hardware, stroke: GOLD.deep, 'stroke-width': 1.5 })).join('');
  return {
    outline: body,
    behind,
    panels: [{ d: `M${600 - 214} ${top}H${600 + 214}L${600 + 216} ${top + 40}H${600 - 216}Z`, tone: -0.12 }],
    folds: [
      { d: `M${600 - 150} ${top + 80}C${600 - 160} 700 ${600 - 170} 850 ${600 - 190} ${bottom - 20}`, w: 40, tone: 0.35 },
      { d: `M${600 + 160} ${top + 80}C${600 + 170} 700 ${600 + 190} 850 ${600 + 210} ${bottom - 20}`, w: 40, tone: -0.4 },
    ],
    details:
      stitch(c, `M${600 - 204} ${top + 52}H${600 + 204}`, 1.6, '6 4') +
      stitch(c, `M${600 - 208} ${top + 60}C${600 - 226} 720 ${600 - 240} 900 ${600 - 242} ${bottom - 34}`, 1.6, '6 4') +
      stitch(c, `M${600 + 208} ${top + 60}C${600 + 226} 720 ${600 + 240} 900 ${600 + 242} ${bottom - 34}`, 1.6, '6 4') +
      strap(handle(230, 0), c.color) +
      rivets +
      g(
        {},
        el('path', { d: roundRect(600, 640, 110, 30, 6), fill: '#000', 'fill-opacity': 0.3, transform: 'translate(2 4)' }),
        el('path', { d: roundRect(600, 640, 110, 30, 6), fill: c.hardware, stroke: GOLD.deep, 'stroke-width': 1.5 }),
        el('path', { d: roundRect(600, 640, 96, 18, 4), fill: 'none', stroke: GOLD.deep, 'stroke-width': 1, 'stroke-opacity': 0.6 }),
      ),
    focus: [680, 620],
    zoom: 2.4,
    floorY: 1000,
  };
}

function clutch(c: Ctx): GarmentDrawing {
  const body = roundRect(600, 740, 560, 360, 26);
  const flap = 'M322 562H878L878 600C800 700 700 780 600 800C500 780 400 700 322 600Z';
  return {
    outline: body,
    panels: [{ d: flap, tone: 0.08 }],
    folds: [{ d: 'M340 880H860', w: 40, tone: -0.3 }],
    details:
      el('path', { d: flap, fill: 'none', stroke: '#000', 'stroke-opacity': 0.4, 'stroke-width': 3 }) +
      el('path', { d: flap, fill: 'none', stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': 10, transform: 'translate(0 8)' }) +
      stitch(c, 'M340 580H860', 1.6, '6 4') +
      g({}, el('circle', { cx: 600, cy: 790, r: 24, fill: '#000', 'fill-opacity': 0.3, transform: 'translate(2 4)' }), el('circle', { cx: 600, cy: 790, r: 24, fill: c.hardware, stroke: GOLD.deep, 'stroke-width': 2 }), el('circle', { cx: 600, cy: 790, r: 12, fill: 'none', stroke: GOLD.deep, 'stroke-width': 2 })),
    focus: [640, 760],
    zoom: 2.4,
    floorY: 922,
  };
}

// ----------------------------------------------------------------- shoes

interface ShoeParts {
  upper: string;
  sole: string;
  soleColour: string;
  extra: (c: Ctx) => string;
}

function shoeParts(c: Ctx): ShoeParts {
  switch (c.s.shoe) {
    case 'sneaker':
      return {
        upper: 'M14 -46C6 -120 10 -170 24 -200C60 -206 100 -196 130 -180C160 -168 190 -176 210 -196L236 -214C250 -216 258 -206 256 -196C300 -150 380 -110 460 -84C500 -72 520 -58 520 -46Z',
        sole: 'M0 -8C0 -30 6 -46 20 -48L470 -48C502 -48 524 -36 526 -18C528 -6 516 0 500 0L20 0C8 0 0 -2 0 -8Z',
        soleColour: '#efede8',
        extra: (k) => {
          let laces = '';
          for (let i = 0; i < 6; i++) {
            const x = 236 + i * 24;
            const y = -186 + i * 13;
            laces += el('circle', { cx: x - 4, cy: y + 12, r: 3.5, fill: '#000', 'fill-opacity': 0.5 });
            laces += el('path', { d: `M${x - 14} ${y + 4}L${x + 12} ${y - 10}`, stroke: luminance(k.color) > 0.5 ? '#f4f2ee' : '#e9e6df', 'stroke-width': 6, 'stroke-linecap': 'round' });
          }
          return (
            el('path', { d: 'M14 -60C8 -120 12 -170 24 -200L46 -198C36 -160 36 -110 46 -60Z', fill: k.s.accent === k.color ? '#1f5a3a' : k.s.accent }) +
            seam('M20 -60C120 -70 300 -70 470 -60') +
            stitch(k, 'M380 -60C420 -80 450 -96 470 -98', 1.2, '4 3') +
            seam('M130 -180C170 -140 200 -100 220 -60', 0.8) +
            laces +
            el('path', { d: 'M20 -22H506', stroke: '#000', 'stroke-opacity': 0.12, 'stroke-width': 3 })
          );
        },
      };
    case 'loafer':
      return {
        upper: 'M10 -30C4 -80 8 -110 22 -128C80 -118 150 -104 210 -104C250 -110 290 -122 318 -124C400 -116 470 -88 508 -52C526 -36 524 -22 514 -16L120 -16L120 -30Z',
        sole: 'M6 -30L116 -30L116 -14L500 -14C520 -14 532 -8 524 0L8 0Z',
        soleColour: '#3a2414',
        extra: (k) =>
          // The lining shows along the low topline.
          el('path', { d: 'M22 -128C80 -118 150 -104 210 -104C250 -110 290 -122 318 -124C290 -112 250 -98 210 -94C150 -94 80 -106 26 -114Z', fill: '#c8a27a' }) +
          el('path', { d: 'M26 -114C80 -106 150 -94 210 -94C250 -98 290 -112 318 -124', fill: 'none', stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 2 }) +
          stitch(k, 'M318 -118C380 -108 450 -84 496 -50', 1.4, '4 3') +
          stitch(k, 'M124 -22H505', 1.2, '3 3') +
          (k.s.seed & 1
            ? g({}, el('path', { d: 'M240 -122L340 -120', stroke: GOLD.deep, 'stroke-width': 12, 'stroke-linecap': 'round' }), el('path', { d: 'M240 -122L340 -120', stroke: GOLD.light, 'stroke-width': 8, 'stroke-linecap': 'round' }), el('circle', { cx: 240, cy: -122, r: 12, fill: 'none', stroke: GOLD.mid, 'stroke-width': 6 }), el('circle', { cx: 340, cy: -120, r: 12, fill: 'none', stroke: GOLD.mid, 'stroke-width': 6 }))
            : el('path', { d: 'M220 -126L360 -118L352 -92L226 -100Z', fill: darken(k.color, 0.1), stroke: '#000', 'stroke-opacity': 0.35 }) + el('path', { d: roundRect(290, -108, 50, 10, 5), fill: '#000', 'fill-opacity': 0.5 })) +
          el('path', { d: 'M8 -30H116', stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 2 }) +
          el('path', { d: 'M8 -20H116M8 -10H116', stroke: '#fff', 'stroke-opacity': 0.12, 'stroke-width': 1.5 }),
      };
    case 'boot':
      return {
        upper: 'M10 -30C0 -150 10 -260 30 -330L190 -330C196 -260 210 -200 250 -150C330 -110 450 -90 500 -60C520 -44 520 -30 512 -16L120 -16L120 -30Z',
        sole: 'M6 -30L116 -30L116 -14L500 -14C520 -14 530 -8 522 0L8 0Z',
        soleColour: '#2a1a10',
        extra: (k) =>
          el('path', { d: 'M70 -330L150 -330C140 -260 128 -210 112 -178C96 -210 80 -260 70 -330Z', fill: '#151515' }) +
          el('path', { d: 'M86 -326L100 -200M100 -328L108 -190M114 -328L114 -186M128 -328L120 -196', stroke: '#fff', 'stroke-opacity': 0.12, 'stroke-width': 2 }) +
          el('path', { d: 'M30 -330L46 -380L80 -380L70 -330Z', fill: darken(k.color, 0.2), stroke: '#000', 'stroke-opacity': 0.3 }) +
          stitch(k, 'M130 -30C200 -40 380 -50 500 -40', 1.2, '4 3'),
      };
    default:
      return {
        upper: 'M10 -30C2 -100 8 -140 22 -160C70 -166 130 -158 180 -150C220 -160 260 -150 300 -128C380 -118 460 -96 500 -60C520 -44 520 -30 512 -16L120 -16L120 -30Z',
        sole: 'M6 -30L116 -30L116 -14L500 -14C520 -14 530 -8 522 0L8 0Z',
        soleColour: '#2e1d12',
        extra: () => {
          let holes = '';
          for (let i = 0; i < 12; i++) {
            const t = i / 11;
            holes += el('circle', { cx: 396 + t * 20 - Math.sin(t * Math.PI) * 14, cy: -118 + t * 96, r: 2.2, fill: '#000', 'fill-opacity': 0.55 });
          }
          let laces = '';
          for (let i = 0; i < 4; i++) laces += el('path', { d: `M${196 + i * 22} ${-154 + i * 6}l16 4`, stroke: '#1b1b1b', 'stroke-width': 4, 'stroke-linecap': 'round' });
          return (
            seam('M410 -120C396 -80 400 -50 420 -18', 1.4) +
            holes +
            seam('M180 -150C200 -110 240 -80 300 -40', 1) +
            laces +
            el('path', { d: 'M8 -30H116', stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 2 })
          );
        },
      };
  }
}

/** A pair of shoes in profile: one in front, its partner just behind. */
export function shoes(c: Ctx): GarmentDrawing {
  const parts = shoeParts(c);
  const front = 'translate(190 900) scale(1.55)';
  const back = 'translate(330 846) scale(1.46)';
  const soleFill = c.doc.linear([[0, lighten(parts.soleColour, 0.1)], [1, darken(parts.soleColour, 0.2)]], 0, 0, 0, 1);
  const shoe = (tr: string, dim: number): string =>
    g(
      { transform: tr },
      el('path', { d: parts.sole, fill: soleFill }),
      el('path', { d: parts.sole, fill: '#000', 'fill-opacity': dim }),
    );
  const backShoe =
    g({ transform: back }, el('path', { d: parts.upper, fill: darken(c.color, 0.15) }), el('path', { d: parts.upper, fill: c.doc.linear([[0, '#000', 0.1], [1, '#000', 0.5]], 0, 0, 1, 0) }), parts.extra(c), el('path', { d: parts.upper, fill: '#000', 'fill-opacity': 0.22 })) +
    shoe(back, 0.25);
  return {
    outline: shiftPath(parts.upper, 190, 900, 1.55),
    floorY: 902,
    behind: backShoe,
    panels: [],
    folds: [],
    details:
      g({ transform: front }, parts.extra(c)) +
      shoe(front, 0) +
      g({ transform: front }, softEllipse(c.doc, 430, -80, 70, 26, 0.22, '#fff', 0.2), softEllipse(c.doc, 60, -110, 30, 60, 0.12, '#fff', 0.2)),
    focus: [760, 800],
    zoom: 2,
  };
}


// ---------------------------------------------------------------- gloves

/** One glove, back of the hand up, fingers pointing up, centred on x = 0. */
const GLOVE =
  'M-100 1000L-96 790C-100 750 -128 728 -150 700L-202 604C-214 580 -196 560 -176 574L-96 646' +
  'L-98 372Q-98 336 -75 336Q-52 336 -51 372L-50 470' +
  'L-49 338Q-48 302 -25 302Q-2 302 -1 338L0 468' +
  'L1 356Q2 322 25 322Q48 322 49 356L50 474' +
  'L51 410Q52 378 72 378Q92 378 92 410L96 650L100 790L104 1000Z';

export function gloves(c: Ctx): GarmentDrawing {
  // Side by side, thumbs outwards; overlapping subpaths of opposite winding would cut holes.
  const left = matrix(420, 60, -4, 0.9);
  const right = matrix(790, 40, 4, -0.9, 0.9);
  const one = (m: typeof left): string => affinePath(GLOVE, m);
  const outline = one(left) + one(right);
  const seams = 'M-50 470L-50 400M0 468L0 380M50 474L51 420';
  const points = 'M-50 560L-44 780M0 556L0 790M50 560L44 780';
  const cuff = 'M-100 900L104 900L104 1000L-100 1000Z';
  const detail = (m: typeof left): string =>
    el('path', { d: affinePath(seams, m), fill: 'none', stroke: '#000', 'stroke-opacity': 0.5, 'stroke-width': 3 }) +
    stitch(c, affinePath(points, m), 1.4, '5 4') +
    el('path', { d: affinePath(cuff, m), fill: '#000', 'fill-opacity': 0.18 }) +
    stitch(c, affinePath('M-98 906L104 906', m), 1.4, '5 4');
  const snap = (m: typeof left): string => {
    const [x, y] = [m[0] * 60 + m[2] * 950 + m[4], m[1] * 60 + m[3] * 950 + m[5]];
    return (
      el('circle', { cx: x + 2, cy: y + 3, r: 12, fill: '#000', 'fill-opacity': 0.35 }) +
      el('circle', { cx: x, cy: y, r: 11, fill: c.doc.radial([[0, GOLD.glint], [0.5, GOLD.light], [1, GOLD.dark]], 0.35, 0.3, 0.75), stroke: GOLD.deep, 'stroke-width': 1.2 })
    );
  };
  const fingerFolds = (m: typeof left): Fold[] => [
    { d: affinePath('M-75 380L-78 640', m), w: 14, tone: 0.5 },
    { d: affinePath('M-25 350L-24 640', m), w: 14, tone: 0.5 },
    { d: affinePath('M25 370L26 640', m), w: 14, tone: 0.5 },
    { d: affinePath('M-160 660L-110 720', m), w: 16, tone: 0.4 },
  ];
  return {
    outline,
    panels: [],
    folds: [...fingerFolds(left), ...fingerFolds(right)],
    details: detail(left) + detail(right) + snap(left) + snap(right),
    focus: [440, 640],
    zoom: 2.2,
  };
}

// ------------------------------------------------------------------- hat

/** A knitted beanie laid flat, with a turned-up ribbed cuff. */
export function hat(c: Ctx): GarmentDrawing {
  const outline = 'M380 900L384 700C384 460 470 330 600 322C730 330 816 460 816 700L820 900Z';
  const cuff = 'M378 720C460 700 740 700 822 720L826 900C740 916 460 916 374 900Z';
  return {
    outline,
    panels: [],
    folds: [
      { d: 'M500 380C470 500 470 600 480 700', w: 30, tone: 0.4 },
      { d: 'M690 380C720 500 730 600 720 700', w: 30, tone: -0.5 },
    ],
    details:
      el('path', { d: cuff, fill: '#000', 'fill-opacity': 0.3, transform: 'translate(0 -8)' }) +
      ribbed(c, cuff) +
      el('path', { d: 'M378 720C460 700 740 700 822 720', fill: 'none', stroke: lighten(c.color, 0.25), 'stroke-opacity': 0.4, 'stroke-width': 3 }) +
      g({}, el('path', { d: roundRect(600, 800, 120, 50, 6), fill: '#000', 'fill-opacity': 0.3, transform: 'translate(2 4)' }), el('path', { d: roundRect(600, 800, 120, 50, 6), fill: darken(c.color, 0.45) }), stitch(c, 'M548 780H652M548 820H652', 1.2, '3 3', GOLD.light)),
    focus: [640, 760],
    zoom: 2.4,
  };
}

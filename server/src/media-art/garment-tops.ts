import { GOLD, darken, el, fmt, g, lighten, softEllipse } from './art-kit.js';
import { button, ribFill, ribbed, seam, stitch, sym, zip, zipPuller, type Ctx, type Fold, type GarmentDrawing, type Panel } from './garment-kit.js';

/**
 * Hanging garments, drawn on the 1200 canvas around x = 600 with the hanger
 * bar at about y = 230. Coordinates are hand-tuned; `sym` mirrors the right
 * half so each outline is written once.
 */

const CX = 600;
const X = (x: number): number => CX + x;

/** Both sleeves of a set-in sleeve as panels (shadowed slightly). */
function sleevePanels(shoulder: [number, number], outer: Array<[number, number]>, cuffIn: [number, number], armpit: [number, number], tone = -0.1): Panel[] {
  const right = (sgn: number): string => {
    const p = (q: [number, number]): string => `${fmt(CX + sgn * q[0])} ${fmt(q[1])}`;
    return `M${p(shoulder)}${outer.map((q) => `L${p(q)}`).join('')}L${p(cuffIn)}L${p(armpit)}Q${p([armpit[0] + 8, (armpit[1] + shoulder[1]) / 2])} ${p(shoulder)}Z`;
  };
  return [
    { d: right(1), tone },
    { d: right(-1), tone },
  ];
}

const pair = (f: (sgn: number) => Fold): Fold[] => [f(1), f(-1)];
const both = (f: (sgn: number) => string): string => f(1) + f(-1);
const line = (pts: Array<[number, number]>, sgn = 1): string =>
  pts.map((p, i) => `${i ? 'L' : 'M'}${fmt(CX + sgn * p[0])} ${fmt(p[1])}`).join('');
const curve = (a: [number, number], c1: [number, number], c2: [number, number], b: [number, number], sgn = 1): string =>
  `M${fmt(CX + sgn * a[0])} ${fmt(a[1])}C${fmt(CX + sgn * c1[0])} ${fmt(c1[1])} ${fmt(CX + sgn * c2[0])} ${fmt(c2[1])} ${fmt(CX + sgn * b[0])} ${fmt(b[1])}`;

// ------------------------------------------------------------ tailoring

interface TailorOpts {
  hem: number;
  cuff: number;
  width: number;
  trench: boolean;
}

/** Blazers, suits, overcoats and trench coats share one tailored block. */
export function tailored(c: Ctx, o: TailorOpts): GarmentDrawing {
  const { hem, cuff, width: w } = o;
  const long = hem > 1000;
  const outline = sym(CX, [0, 196], [
    ['L', 62, 188],
    ['C', 110, 200, 170, 222, 218, 246],
    ['C', 236, 262, 246, 300, 250, 340],
    ['C', 256, 480, 262, 640, 266, cuff - 8],
    ['L', 188, cuff + 6],
    ['L', w - 8, cuff + 8],
    ['C', w - 4, cuff + 60, w, hem - 60, w + 4, hem],
    ['C', 150, hem + 12, 90, hem + 14, 48, hem + 8],
    ['C', 24, hem - 8, 8, hem - 40, 0, hem - 66],
  ]);
  const lapelBottom = long ? 560 : 640;
  const collarTip: [number, number] = long ? [140, 330] : [124, 318];
  const peak = c.s.doubleBreasted;
  const lapel = (sgn: number): string =>
    `M${fmt(X(sgn * 40))} 198L${fmt(X(sgn * 62))} 188L${fmt(X(sgn * collarTip[0]))} ${collarTip[1]}L${fmt(X(sgn * (collarTip[0] + 8)))} ${collarTip[1] + 10}` +
    (peak
      ? `L${fmt(X(sgn * (collarTip[0] + 58)))} ${collarTip[1] - 14}L${fmt(X(sgn * (collarTip[0] + 36)))} ${collarTip[1] + 26}`
      : `L${fmt(X(sgn * (collarTip[0] + 34)))} ${collarTip[1] + 8}`) +
    `C${fmt(X(sgn * (collarTip[0] + 26)))} ${collarTip[1] + 110} ${fmt(X(sgn * 70))} ${lapelBottom - 80} ${fmt(X(sgn * 8))} ${lapelBottom}` +
    `C${fmt(X(sgn * 20))} ${lapelBottom - 160} ${fmt(X(sgn * 30))} 300 ${fmt(X(sgn * 40))} 198Z`;
  const panels: Panel[] = [
    ...sleevePanels([218, 246], [[250, 340], [266, cuff - 8]], [188, cuff + 6], [180, 430]),
    // Satin facings catch more light than the cloth around them.
    { d: lapel(1), tone: c.s.satin ? 0.16 : 0.07 },
    { d: lapel(-1), tone: c.s.satin ? 0.16 : 0.07 },
  ];
  const folds: Fold[] = [
    ...pair((s) => ({ d: line([[226, 360], [232, 560], [236, cuff - 30]], s), w: 26, tone: 0.55 })),
    ...pair((s) => ({ d: line([[190, 470], [192, 640], [194, cuff - 10]], s), w: 18, tone: -0.7 })),
    ...pair((s) => ({ d: line([[178, 300], [176, 430], [170, 560]], s), w: 30, tone: -0.55 })),
    ...pair((s) => ({ d: curve([collarTip[0] + 40, collarTip[1] + 20], [collarTip[0] + 30, collarTip[1] + 130], [80, lapelBottom - 60], [14, lapelBottom + 20], s), w: 22, tone: -0.6 })),
    ...pair((s) => ({ d: line([[120, lapelBottom + 140], [126, hem - 20]], s), w: 40, tone: 0.25 })),
  ];

  // The shirt and tie seen in the V (tailoring) or a knit (coats).
  const vee = `M${X(-40)} 198L${X(40)} 198C${X(30)} 300 ${X(20)} ${lapelBottom - 160} ${X(8)} ${lapelBottom}L${X(-8)} ${lapelBottom}C${X(-20)} ${lapelBottom - 160} ${X(-30)} 300 ${X(-40)} 198Z`;
  let inner: string;
  if (!o.trench && !long) {
    const tie = c.s.satin ? '#111' : c.s.tieColour;
    inner =
      el('path', { d: vee, fill: c.doc.linear([[0, '#f4f2ec'], [1, '#c9c6bf']], 0, 0, 1, 1) }) +
      (c.s.satin
        ? el('path', { d: `M${X(-34)} 214L${X(-6)} 228L${X(-34)} 244ZM${X(34)} 214L${X(6)} 228L${X(34)} 244Z`, fill: '#111' }) + el('circle', { cx: CX, cy: 228, r: 7, fill: '#111' })
        : el('path', { d: `M${X(-13)} 210L${X(13)} 210L${X(10)} 240L${X(-10)} 240Z`, fill: darken(tie, 0.1) }) +
          el('path', { d: `M${X(-10)} 240L${X(10)} 240L${X(20)} ${lapelBottom}L${X(-20)} ${lapelBottom}Z`, fill: tie }) +
          el('path', { d: `M${X(-10)} 240L${X(10)} 240L${X(20)} ${lapelBottom}L${X(-20)} ${lapelBottom}Z`, fill: c.doc.linear([[0, '#fff', 0.15], [0.5, '#fff', 0], [1, '#000', 0.25]], 0, 0, 1, 0) })) +
      both((s) => el('path', { d: `M${X(s * 40)} 198L${X(s * 12)} 210L${X(s * 18)} 272Z`, fill: '#f7f5f0', stroke: '#b9b5ad', 'stroke-width': 1.2 }));
  } else {
    // A dark knit worn underneath.
    inner = el('path', { d: vee, fill: '#201e1d' }) + el('path', { d: vee, fill: ribFill(c) });
  }

  const buttons: string[] = [];
  const firstBtn = lapelBottom + 15;
  if (c.s.doubleBreasted) {
    for (let i = 0; i < 3; i++) {
      const y = firstBtn - 60 + i * (long ? 120 : 95);
      buttons.push(button(c, X(-58), y, 13), button(c, X(58), y, 13));
    }
  } else {
    const n = long ? 3 : 2;
    for (let i = 0; i < n; i++) buttons.push(button(c, X(10), firstBtn + i * (long ? 130 : 100), 13));
  }
  const pocketY = long ? 780 : 760;
  const pockets = both((s) => {
    const x0 = X(s * 64);
    const x1 = X(s * 178);
    const flap = `M${fmt(Math.min(x0, x1))} ${pocketY}L${fmt(Math.max(x0, x1))} ${pocketY + (s > 0 ? 4 : 4)}L${fmt(Math.max(x0, x1))} ${pocketY + 38}L${fmt(Math.min(x0, x1))} ${pocketY + 34}Z`;
    return (
      el('path', { d: flap, fill: '#000', 'fill-opacity': 0.3, transform: 'translate(2 6)' }) +
      el('path', { d: flap, fill: lighten(c.color, 0.04) }) +
      el('path', { d: flap, fill: 'none', stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 2 }) +
      stitch(c, `M${fmt(Math.min(x0, x1) + 6)} ${pocketY + 28}L${fmt(Math.max(x0, x1) - 6)} ${pocketY + 32}`, 1.2, '4 4')
    );
  });
  const breast =
    el('path', { d: `M${X(92)} 452L${X(170)} 440L${X(171)} 452L${X(93)} 464Z`, fill: '#000', 'fill-opacity': 0.3 }) +
    (o.trench || long ? '' : el('path', { d: `M${X(104)} 450C${X(110)} 420 ${X(124)} 414 ${X(132)} 430C${X(140)} 410 ${X(156)} 416 ${X(160)} 440Z`, fill: c.s.accent === c.color ? '#f1ece0' : lighten(c.s.accent, 0.1) }));
  const cuffButtons = both((s) => [0, 1, 2, 3].map((i) => button(c, X(s * (250 - i * 1)), cuff - 30 - i * 22, 6)).join(''));
  const frontEdge = seam(`M${X(8)} ${lapelBottom}C${X(6)} ${lapelBottom + 120} ${X(14)} ${hem - 80} ${X(48)} ${hem + 8}`, 1.3);
  const sideSeams = both((s) => seam(line([[176, 470], [170, hem]], s), 0.7));

  let trench = '';
  if (o.trench) {
    const beltY = 600;
    const belt = `M${X(-w - 4)} ${beltY}L${X(w + 4)} ${beltY}L${X(w + 6)} ${beltY + 46}L${X(-w - 6)} ${beltY + 46}Z`;
    trench =
      el('path', { d: belt, fill: '#000', 'fill-opacity': 0.3, transform: 'translate(0 6)' }) +
      el('path', { d: belt, fill: lighten(c.color, 0.05) }) +
      stitch(c, `M${X(-w)} ${beltY + 7}H${X(w)}M${X(-w)} ${beltY + 39}H${X(w)}`, 1.3, '5 4') +
      el('rect', { x: X(-40), y: beltY - 6, width: 80, height: 58, rx: 8, fill: 'none', stroke: c.hardware, 'stroke-width': 9 }) +
      el('path', { d: `M${X(20)} ${beltY + 46}C${X(30)} ${beltY + 140} ${X(10)} ${beltY + 220} ${X(30)} ${beltY + 260}L${X(60)} ${beltY + 255}C${X(44)} ${beltY + 200} ${X(60)} ${beltY + 120} ${X(50)} ${beltY + 46}Z`, fill: lighten(c.color, 0.03), stroke: '#000', 'stroke-opacity': 0.25 }) +
      // Epaulettes and the storm flap.
      both((s) => el('path', { d: `M${X(s * 70)} 204L${X(s * 200)} 244L${X(s * 196)} 272L${X(s * 68)} 232Z`, fill: lighten(c.color, 0.06), stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': 2 }) + button(c, X(s * 88), 218, 8)) +
      el('path', { d: `M${X(130)} 330L${X(196)} 300L${X(200)} 470L${X(140)} 500Z`, fill: '#000', 'fill-opacity': 0.12 }) +
      both((s) => el('path', { d: `M${X(s * 196)} ${cuff - 70}L${X(s * 264)} ${cuff - 76}L${X(s * 266)} ${cuff - 40}L${X(s * 194)} ${cuff - 36}Z`, fill: lighten(c.color, 0.05), stroke: '#000', 'stroke-opacity': 0.25 }));
  }

  const details =
    inner +
    both((s) => stitch(c, curve([collarTip[0] + 26, collarTip[1] + 14], [collarTip[0] + 18, collarTip[1] + 110], [64, lapelBottom - 80], [10, lapelBottom - 10], s), 1.1, '3 4')) +
    frontEdge +
    sideSeams +
    pockets +
    breast +
    cuffButtons +
    trench +
    buttons.join('');
  return {
    outline,
    panels,
    folds,
    details,
    focus: [X(120), 420],
    zoom: 2.6,
    hangerY: 232,
    hangerHalf: 214,
  };
}

// -------------------------------------------------------------- shirts

export function shirt(c: Ctx): GarmentDrawing {
  const outline = sym(CX, [0, 204], [
    ['L', 58, 198],
    ['C', 110, 210, 170, 228, 214, 246],
    ['C', 232, 262, 240, 300, 242, 340],
    ['C', 246, 480, 250, 640, 254, 862],
    ['L', 190, 870],
    ['L', 194, 812],
    ['C', 198, 880, 200, 940, 204, 990],
    ['C', 150, 1010, 80, 1040, 0, 1046],
  ]);
  const collar = (s: number): string =>
    `M${X(s * 4)} 252L${X(s * 58)} 196L${X(s * 70)} 204C${X(s * 80)} 240 ${X(s * 92)} 270 ${X(s * 104)} 298L${X(s * 16)} 266Z`;
  const cuffs = both((s) => {
    const d = `M${X(s * 192)} 800L${X(s * 252)} 794L${X(s * 254)} 862L${X(s * 190)} 870Z`;
    return el('path', { d, fill: lighten(c.color, 0.04) }) + seam(`M${X(s * 192)} 800L${X(s * 252)} 794`) + button(c, X(s * 222), 832, 6);
  });
  const placket = `M${X(-18)} 262L${X(18)} 262L${X(18)} 1044L${X(-18)} 1044Z`;
  const buttons = [300, 400, 500, 600, 700, 800, 900].map((y) => button(c, CX, y, 8)).join('');
  const panels: Panel[] = [
    ...sleevePanels([214, 246], [[242, 340], [254, 862]], [190, 870], [180, 430]),
    { d: placket, tone: 0.04 },
    { d: collar(1), tone: 0.1 },
    { d: collar(-1), tone: 0.1 },
  ];
  const folds: Fold[] = [
    ...pair((s) => ({ d: line([[220, 360], [226, 600], [230, 780]], s), w: 22, tone: 0.5 })),
    ...pair((s) => ({ d: line([[196, 480], [198, 800]], s), w: 16, tone: -0.6 })),
    ...pair((s) => ({ d: line([[176, 290], [172, 420], [164, 540]], s), w: 28, tone: -0.5 })),
    { d: line([[110, 640], [124, 840], [130, 1010]]), w: 26, tone: -0.35 },
    { d: line([[-84, 600], [-96, 820], [-104, 1020]]), w: 30, tone: -0.3 },
    { d: line([[150, 620], [164, 990]]), w: 30, tone: 0.3 },
  ];
  const details =
    el('path', { d: `M${X(-58)} 198C${X(-30)} 190 ${X(30)} 190 ${X(58)} 198L${X(4)} 252L${X(-4)} 252Z`, fill: darken(c.color, 0.35) }) +
    both((s) => stitch(c, `M${X(s * 68)} 212C${X(s * 78)} 244 ${X(s * 88)} 268 ${X(s * 96)} 290L${X(s * 20)} 262`, 1.1, '3 3')) +
    stitch(c, `M${X(-14)} 266V1040M${X(14)} 266V1040`, 1.1, '4 3') +
    buttons +
    cuffs +
    both((s) => seam(line([[190, 480], [200, 990]], s), 0.6));
  return { outline, panels, folds, details, focus: [CX + 30, 300], zoom: 2.8, hangerY: 232, hangerHalf: 210 };
}

/** Polo shirts and T-shirts: short sleeves, crew or knitted collar. */
export function shortSleeve(c: Ctx, polo: boolean): GarmentDrawing {
  const outline = sym(CX, [0, polo ? 206 : 246], [
    ...(polo
      ? ([['L', 56, 198]] as const)
      : ([
          ['C', 30, 246, 52, 228, 62, 200],
        ] as const)),
    ['C', 110, 210, 170, 228, 212, 246],
    ['C', 236, 262, 256, 306, 272, 372],
    ['L', 286, 442],
    ['L', 200, 466],
    ['C', 200, 600, 200, 760, 204, 905],
    ['C', 130, 912, 60, 914, 0, 914],
  ]);
  const panels: Panel[] = sleevePanels([212, 246], [[272, 372], [286, 442]], [200, 466], [190, 400], -0.08);
  const folds: Fold[] = [
    ...pair((s) => ({ d: line([[186, 300], [182, 420], [186, 520]], s), w: 30, tone: -0.5 })),
    ...pair((s) => ({ d: line([[236, 300], [262, 420]], s), w: 22, tone: 0.4 })),
    { d: line([[100, 560], [116, 900]]), w: 30, tone: -0.3 },
    { d: line([[-70, 520], [-90, 900]]), w: 34, tone: -0.25 },
    { d: line([[140, 520], [150, 880]]), w: 30, tone: 0.25 },
  ];
  const bands = both((s) => ribbed(c, `M${X(s * 200)} 466L${X(s * 286)} 442L${X(s * 280)} 418L${X(s * 198)} 442Z`));
  let neck: string;
  if (polo) {
    const leaf = (s: number): string => `M${X(s * 2)} 250L${X(s * 56)} 196L${X(s * 68)} 206C${X(s * 80)} 236 ${X(s * 92)} 262 ${X(s * 102)} 284L${X(s * 14)} 270Z`;
    neck =
      el('path', { d: `M${X(-56)} 198C${X(-30)} 190 ${X(30)} 190 ${X(56)} 198L${X(2)} 250Z`, fill: darken(c.color, 0.4) }) +
      ribbed(c, leaf(1), 90) +
      ribbed(c, leaf(-1), 90) +
      el('path', { d: `M${X(-20)} 262L${X(20)} 262L${X(20)} 420L${X(-20)} 420Z`, fill: lighten(c.color, 0.04), stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': 2 }) +
      button(c, CX, 300, 8) +
      button(c, CX, 360, 8) +
      // A small embroidered emblem on the chest.
      g({ transform: `translate(${X(116)} 400)` }, el('path', { d: 'M-14 -10L14 -10L14 4C14 12 0 18 0 18C0 18 -14 12 -14 4Z', fill: GOLD.mid, stroke: GOLD.deep, 'stroke-width': 1.5 }), el('path', { d: 'M-7 -2H7M0 -8V10', stroke: GOLD.deep, 'stroke-width': 2 }));
  } else {
    neck =
      el('path', { d: `M${X(-62)} 200C${X(-40)} 190 ${X(40)} 190 ${X(62)} 200C${X(52)} 226 ${X(30)} 240 ${X(0)} 240C${X(-30)} 240 ${X(-52)} 226 ${X(-62)} 200Z`, fill: darken(c.color, 0.35) }) +
      ribbed(c, `M${X(-62)} 200C${X(-52)} 226 ${X(-30)} 246 ${X(0)} 246C${X(30)} 246 ${X(52)} 226 ${X(62)} 200L${X(74)} 204C${X(64)} 240 ${X(36)} 262 ${X(0)} 262C${X(-36)} 262 ${X(-64)} 240 ${X(-74)} 204Z`, 90);
  }
  const hem = stitch(c, `M${X(-202)} 888C${X(-100)} 896 ${X(100)} 896 ${X(202)} 888`, 1.2, '5 4');
  return { outline, panels, folds, details: neck + bands + hem, focus: [CX + 40, 300], zoom: 2.6, hangerY: 232, hangerHalf: 208 };
}

// ---------------------------------------------------------------- knits

export function knit(c: Ctx, hoodie: boolean): GarmentDrawing {
  const neckline = hoodie ? 'crew' : c.s.neckline;
  const outline = sym(CX, [0, 246], [
    ['C', 30, 246, 52, 228, 64, 202],
    ['C', 110, 214, 176, 238, 222, 262],
    ['C', 246, 300, 254, 360, 256, 420],
    ['C', 258, 600, 250, 760, 244, 884],
    ['L', 172, 890],
    ['L', 200, 826],
    ['C', 204, 860, 206, 900, 210, 952],
    ['C', 140, 958, 70, 960, 0, 960],
  ]);
  const panels: Panel[] = sleevePanels([222, 262], [[256, 420], [244, 884]], [172, 890], [196, 470], -0.1);
  const folds: Fold[] = [
    ...pair((s) => ({ d: line([[236, 420], [232, 620], [224, 820]], s), w: 26, tone: 0.45 })),
    ...pair((s) => ({ d: line([[204, 500], [196, 700], [186, 840]], s), w: 20, tone: -0.6 })),
    ...pair((s) => ({ d: line([[190, 300], [184, 420], [180, 560]], s), w: 34, tone: -0.5 })),
    { d: line([[90, 560], [104, 900]]), w: 40, tone: -0.3 },
    { d: line([[-110, 520], [-120, 900]]), w: 40, tone: -0.25 },
    { d: line([[150, 560], [160, 890]]), w: 36, tone: 0.25 },
  ];
  let neck = '';
  const inside = darken(c.color, 0.4);
  if (neckline === 'turtle') {
    neck =
      ribbed(c, `M${X(-72)} 150C${X(-40)} 140 ${X(40)} 140 ${X(72)} 150L${X(78)} 236C${X(40)} 256 ${X(-40)} 256 ${X(-78)} 236Z`) +
      el('path', { d: `M${X(-74)} 196C${X(-40)} 212 ${X(40)} 212 ${X(74)} 196`, fill: 'none', stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 4 }) +
      el('path', { d: `M${X(-72)} 150C${X(-40)} 160 ${X(40)} 160 ${X(72)} 150C${X(40)} 140 ${X(-40)} 140 ${X(-72)} 150Z`, fill: inside });
  } else if (neckline === 'v' || neckline === 'cardigan') {
    const depth = neckline === 'cardigan' ? 420 : 380;
    neck =
      el('path', { d: `M${X(-64)} 202C${X(-40)} 192 ${X(40)} 192 ${X(64)} 202L${X(0)} ${depth}Z`, fill: inside }) +
      ribbed(c, `M${X(-64)} 202L${X(0)} ${depth}L${X(64)} 202L${X(82)} 208L${X(0)} ${depth + 30}L${X(-82)} 208Z`, 62);
    if (neckline === 'cardigan') {
      neck +=
        ribbed(c, `M${X(-16)} ${depth + 10}L${X(16)} ${depth + 10}L${X(16)} 958L${X(-16)} 958Z`) +
        [0, 1, 2, 3, 4].map((i) => button(c, CX, depth + 50 + i * 105, 9)).join('');
    }
  } else {
    neck =
      el('path', { d: `M${X(-64)} 202C${X(-40)} 190 ${X(40)} 190 ${X(64)} 202C${X(52)} 228 ${X(30)} 240 ${X(0)} 240C${X(-30)} 240 ${X(-52)} 228 ${X(-64)} 202Z`, fill: inside }) +
      ribbed(c, `M${X(-64)} 202C${X(-52)} 228 ${X(-30)} 246 ${X(0)} 246C${X(30)} 246 ${X(52)} 228 ${X(64)} 202L${X(80)} 208C${X(68)} 246 ${X(38)} 270 ${X(0)} 270C${X(-38)} 270 ${X(-68)} 246 ${X(-80)} 208Z`, 90);
  }
  const cuffs = both((s) => ribbed(c, `M${X(s * 176)} 820L${X(s * 246)} 816L${X(s * 244)} 884L${X(s * 172)} 890Z`));
  const hem = ribbed(c, `M${X(-206)} 896C${X(-100)} 900 ${X(100)} 900 ${X(206)} 896L${X(210)} 952C${X(140)} 958 ${X(-140)} 958 ${X(-210)} 952Z`);
  let hood = '';
  let behind: string | undefined;
  if (hoodie) {
    behind =
      el('path', { d: `M${X(-150)} 260C${X(-170)} 150 ${X(-110)} 70 ${X(0)} 66C${X(110)} 70 ${X(170)} 150 ${X(150)} 260Z`, fill: darken(c.color, 0.12) }) +
      el('path', { d: `M${X(-150)} 260C${X(-170)} 150 ${X(-110)} 70 ${X(0)} 66C${X(110)} 70 ${X(170)} 150 ${X(150)} 260Z`, fill: c.doc.linear([[0, '#fff', 0.1], [1, '#000', 0.35]], 0, 0, 0, 1) }) +
      el('path', { d: `M${X(-150)} 260C${X(-170)} 150 ${X(-110)} 70 ${X(0)} 66C${X(110)} 70 ${X(170)} 150 ${X(150)} 260`, fill: 'none', stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 3 });
    const pocket = `M${X(-150)} 640L${X(150)} 640L${X(176)} 870L${X(-176)} 870Z`;
    hood =
      el('path', { d: pocket, fill: '#000', 'fill-opacity': 0.18, transform: 'translate(0 6)' }) +
      el('path', { d: pocket, fill: lighten(c.color, 0.03) }) +
      both((s) => el('path', { d: `M${X(s * 150)} 640C${X(s * 120)} 700 ${X(s * 140)} 800 ${X(s * 176)} 870`, fill: 'none', stroke: '#000', 'stroke-opacity': 0.45, 'stroke-width': 4 })) +
      stitch(c, `M${X(-144)} 650H${X(144)}`, 1.2, '5 4') +
      both((s) => el('path', { d: `M${X(s * 30)} 250C${X(s * 34)} 320 ${X(s * 26)} 380 ${X(s * 34)} 440`, fill: 'none', stroke: lighten(c.color, 0.25), 'stroke-width': 7, 'stroke-linecap': 'round' }) + el('rect', { x: X(s * 34) - 5, y: 436, width: 10, height: 26, rx: 3, fill: c.s.metal === 'gold' ? GOLD.mid : '#b9bcc1' }));
  }
  return { outline, behind, panels, folds, details: neck + cuffs + hem + hood, focus: [CX + 60, 860], zoom: 2.7, hangerY: 240, hangerHalf: 215 };
}

// ---------------------------------------------------------- outerwear

export function jacket(c: Ctx): GarmentDrawing {
  const biker = c.s.fabric === 'leather';
  const outline = sym(CX, [0, 200], [
    ['L', 70, 186],
    ['C', 120, 204, 176, 228, 222, 250],
    ['C', 246, 280, 256, 330, 258, 390],
    ['C', 262, 540, 262, 700, 258, 842],
    ['L', 182, 848],
    ['L', 206, 786],
    ['L', 210, 846],
    ['C', 140, 852, 70, 854, 0, 854],
  ]);
  const panels: Panel[] = sleevePanels([222, 250], [[258, 390], [258, 842]], [182, 848], [192, 440], -0.12);
  const folds: Fold[] = [
    ...pair((s) => ({ d: line([[234, 400], [238, 600], [236, 800]], s), w: 26, tone: 0.6 })),
    ...pair((s) => ({ d: line([[200, 480], [196, 660], [192, 820]], s), w: 20, tone: -0.7 })),
    ...pair((s) => ({ d: line([[186, 300], [180, 420], [176, 540]], s), w: 30, tone: -0.5 })),
    { d: line([[120, 480], [130, 800]]), w: 34, tone: 0.35 },
    { d: line([[-120, 480], [-124, 800]]), w: 34, tone: 0.3 },
  ];
  let details: string;
  if (biker) {
    const lapel = (s: number): string => `M${X(s * 70)} 186L${X(s * 150)} 236L${X(s * 176)} 380L${X(s * 90)} 420L${X(s * 40)} 240Z`;
    details =
      el('path', { d: `M${X(-70)} 186L${X(70)} 186L${X(40)} 240L${X(-40)} 240Z`, fill: darken(c.color, 0.5) }) +
      el('path', { d: lapel(1), fill: lighten(c.color, 0.07), stroke: '#000', 'stroke-opacity': 0.4, 'stroke-width': 2 }) +
      el('path', { d: lapel(-1), fill: lighten(c.color, 0.07), stroke: '#000', 'stroke-opacity': 0.4, 'stroke-width': 2 }) +
      both((s) => button(c, X(s * 150), 400, 7) + button(c, X(s * 160), 250, 7)) +
      zip(c, `M${X(80)} 420C${X(40)} 520 ${X(-40)} 560 ${X(-60)} 620L${X(-60)} 800`) +
      zipPuller(c, X(80) - 9, 420) +
      zip(c, `M${X(110)} 520L${X(170)} 470`) +
      zip(c, `M${X(-170)} 500L${X(-110)} 560`) +
      el('path', { d: `M${X(-210)} 786H${X(210)}V846H${X(-210)}Z`, fill: lighten(c.color, 0.04), stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 2 }) +
      el('rect', { x: X(150), y: 790, width: 46, height: 52, rx: 6, fill: 'none', stroke: c.s.metal === 'gold' ? GOLD.mid : '#c4c7cc', 'stroke-width': 7 }) +
      both((s) => zip(c, `M${X(s * 250)} 760L${X(s * 238)} 842`));
  } else {
    details =
      el('path', { d: `M${X(-70)} 186L${X(70)} 186L${X(40)} 230L${X(-40)} 230Z`, fill: darken(c.color, 0.45) }) +
      ribbed(c, `M${X(-72)} 178C${X(-40)} 170 ${X(40)} 170 ${X(72)} 178L${X(76)} 228C${X(40)} 240 ${X(-40)} 240 ${X(-76)} 228Z`) +
      ribbed(c, `M${X(-206)} 786C${X(-100)} 792 ${X(100)} 792 ${X(206)} 786L${X(210)} 846C${X(140)} 852 ${X(-140)} 852 ${X(-210)} 846Z`) +
      both((s) => ribbed(c, `M${X(s * 188)} 790L${X(s * 258)} 786L${X(s * 258)} 842L${X(s * 182)} 848Z`)) +
      zip(c, `M${X(0)} 236V788`) +
      zipPuller(c, X(0) - 9, 250) +
      both((s) => el('path', { d: `M${X(s * 110)} 560L${X(s * 150)} 700`, stroke: '#000', 'stroke-opacity': 0.5, 'stroke-width': 5 }) + stitch(c, `M${X(s * 118)} 556L${X(s * 158)} 696`, 1.2, '4 3'));
  }
  return { outline, panels, folds, details, focus: [CX + 60, 330], zoom: 2.6, hangerY: 236, hangerHalf: 214 };
}

/** Quilted down jacket; long with a hood for parkas. */
export function puffer(c: Ctx): GarmentDrawing {
  const hem = c.s.long ? 1080 : 860;
  const rows = Math.round((hem - 260) / 92);
  const segs: Array<readonly ['C', number, number, number, number, number, number] | readonly ['L', number, number]> = [
    ['L', 80, 168],
    ['C', 130, 200, 190, 226, 236, 252],
    ['C', 262, 290, 272, 340, 274, 400],
    ['C', 280, 560, 282, 720, 278, hem - 60],
    ['L', 196, hem - 52],
    ['L', 228, hem - 110],
  ];
  segs.push(['C', 236, hem - 60, 236, hem - 20, 232, hem]);
  segs.push(['C', 150, hem + 10, 70, hem + 12, 0, hem + 12]);
  const outline = sym(CX, [0, 168], segs);
  const panels: Panel[] = sleevePanels([236, 252], [[274, 400], [278, hem - 60]], [196, hem - 52], [212, 460], -0.12);
  let quilt = '';
  const tubeH = (hem - 250) / rows;
  for (let i = 1; i < rows + 1; i++) {
    const y = 250 + i * tubeH;
    quilt +=
      el('path', { d: `M${X(-232)} ${fmt(y)}C${X(-120)} ${fmt(y + 8)} ${X(120)} ${fmt(y + 8)} ${X(232)} ${fmt(y)}`, fill: 'none', stroke: '#000', 'stroke-opacity': 0.45, 'stroke-width': 5 }) +
      softEllipse(c.doc, X(-110), y - tubeH * 0.45, 110, tubeH * 0.28, 0.16, '#fff', 0.2) +
      softEllipse(c.doc, X(110), y - tubeH * 0.45, 110, tubeH * 0.28, 0.16, '#fff', 0.2);
  }
  for (let y = 330; y < hem - 60; y += 84) {
    quilt += both((s) => el('path', { d: `M${X(s * 206)} ${y}L${X(s * 276)} ${y - 4}`, stroke: '#000', 'stroke-opacity': 0.4, 'stroke-width': 4 }) + softEllipse(c.doc, X(s * 244), y + 40, 34, 28, 0.14, '#fff', 0.2));
  }
  const collarH = c.s.long ? 0 : 1;
  const hood = c.s.long
    ? el('path', { d: `M${X(-160)} 250C${X(-190)} 120 ${X(-110)} 50 ${X(0)} 46C${X(110)} 50 ${X(190)} 120 ${X(160)} 250Z`, fill: darken(c.color, 0.1) }) +
      // Fur trim around the hood opening.
      Array.from({ length: 40 }, (_, i) => {
        const t = (i / 39) * Math.PI;
        const x = X(-150 * Math.cos(t));
        const y = 240 - 170 * Math.sin(t);
        return el('circle', { cx: x, cy: y, r: 20, fill: i % 2 ? '#8a7d6c' : '#a39581', 'fill-opacity': 0.9 });
      }).join('') +
      el('path', { d: `M${X(-110)} 240C${X(-120)} 150 ${X(-70)} 110 ${X(0)} 108C${X(70)} 110 ${X(120)} 150 ${X(110)} 240Z`, fill: darken(c.color, 0.55) })
    : '';
  const details =
    quilt +
    (collarH ? el('path', { d: `M${X(-84)} 150C${X(-40)} 140 ${X(40)} 140 ${X(84)} 150L${X(86)} 240C${X(40)} 252 ${X(-40)} 252 ${X(-86)} 240Z`, fill: lighten(c.color, 0.04), stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 2 }) : '') +
    zip(c, `M${X(0)} 160V${hem + 8}`) +
    zipPuller(c, X(0) - 9, 176) +
    both((s) => zip(c, `M${X(s * 120)} ${hem - 260}L${X(s * 150)} ${hem - 140}`));
  return {
    outline,
    behind: hood,
    panels,
    folds: [...pair((s) => ({ d: line([[200, 480], [204, hem - 80]], s), w: 22, tone: -0.6 }))],
    details,
    focus: [CX + 80, 420],
    zoom: 2.4,
    hangerY: 236,
    hangerHalf: 226,
  };
}

// --------------------------------------------------------------- dresses

export function dress(c: Ctx, gown: boolean): GarmentDrawing {
  const hem = gown ? 1150 : 1010;
  const flare = gown ? 330 : 270;
  const outline = sym(CX, [0, 380], [
    ['L', 88, 236],
    ['L', 126, 232],
    ['C', 134, 300, 148, 360, 158, 404],
    ['C', 150, 446, 136, 490, 126, 540],
    ['C', 170, 700, flare - 40, hem - 160, flare, hem],
    ['C', flare * 0.7, hem + 24, flare * 0.35, hem + 30, 0, hem + 28],
  ]);
  const folds: Fold[] = [];
  const n = gown ? 7 : 5;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n - 0.5;
    const x0 = t * 220;
    const x1 = t * flare * 2 * 0.95;
    folds.push({ d: curve([x0, 570], [x0 * 1.1, 700], [x1 * 0.8, hem - 200], [x1, hem + 10]), w: 30, tone: i % 2 ? -0.7 : 0.6 });
  }
  folds.push(...pair((s) => ({ d: line([[140, 420], [128, 520]], s), w: 20, tone: -0.5 })));
  const waist = `M${X(-128)} 534C${X(-60)} 546 ${X(60)} 546 ${X(128)} 534L${X(130)} 566C${X(60)} 578 ${X(-60)} 578 ${X(-130)} 566Z`;
  const sash = c.s.accent === c.color ? GOLD.mid : c.s.accent;
  const details =
    el('path', { d: `M${X(-88)} 236L${X(0)} 380L${X(88)} 236C${X(40)} 250 ${X(-40)} 250 ${X(-88)} 236Z`, fill: darken(c.color, 0.45) }) +
    both((s) => stitch(c, `M${X(s * 92)} 244L${X(s * 8)} 374`, 1, '3 3')) +
    el('path', { d: waist, fill: sash }) +
    el('path', { d: waist, fill: c.doc.linear([[0, '#fff', 0.3], [0.5, '#fff', 0], [1, '#000', 0.3]], 0, 0, 0, 1) }) +
    (gown ? g({ transform: `translate(${X(0)} 550)` }, el('circle', { r: 16, fill: c.doc.radial([[0, '#fff'], [0.5, GOLD.light], [1, GOLD.dark]], 0.35, 0.3, 0.7) })) : '');
  return {
    outline,
    // Shoulder straps over the hanger bar.
    behind: both((s) => el('path', { d: `M${X(s * 88)} 236L${X(s * 96)} 200L${X(s * 130)} 206L${X(s * 126)} 232Z`, fill: darken(c.color, 0.15) })),
    panels: [],
    folds,
    details,
    focus: [CX + 20, 480],
    zoom: 2.4,
    hangerY: 206,
    hangerHalf: 190,
  };
}

import { el, lighten } from './art-kit.js';
import { button, seam, stitch, sym, type Ctx, type Fold, type GarmentDrawing, type Panel } from './garment-kit.js';

/** Trousers, jeans, shorts and skirts, laid flat (seen from above). */

const CX = 600;
const X = (x: number): number => CX + x;
const both = (f: (sgn: number) => string): string => f(1) + f(-1);

export function trousers(c: Ctx, variant: 'trousers' | 'jeans' | 'shorts'): GarmentDrawing {
  const jeans = variant === 'jeans';
  const hem = variant === 'shorts' ? 640 : 1110;
  const legOut = jeans ? 188 : 180;
  const legIn = jeans ? 34 : 38;
  const outline = sym(CX, [0, 130], [
    ['L', 176, 130],
    ['L', 178, 190],
    ['C', 196, 300, 204, 420, 200, 560],
    ['C', 196, 700, legOut + 6, hem - 200, legOut, hem],
    ['L', legIn, hem + 2],
    ['C', legIn - 6, hem - 200, 20, 700, 14, 580],
    ['L', 0, 560],
  ]);
  const band = `M${X(-176)} 130H${X(176)}L${X(178)} 190H${X(-178)}Z`;
  const panels: Panel[] = [{ d: band, tone: 0.06 }];
  const crease = (s: number): string => `M${X(s * 104)} 196L${X(s * ((legOut + legIn) / 2))} ${hem}`;
  const folds: Fold[] = [
    { d: crease(1), w: 14, tone: jeans ? 0.25 : 0.55 },
    { d: crease(-1), w: 14, tone: jeans ? 0.25 : 0.55 },
    { d: `M${X(188)} 260L${X(190)} ${hem - 40}`, w: 30, tone: -0.45 },
    { d: `M${X(-188)} 260L${X(-190)} ${hem - 40}`, w: 30, tone: -0.45 },
    { d: `M${X(30)} 600L${X(40)} ${hem - 40}`, w: 22, tone: -0.5 },
    { d: `M${X(-30)} 600L${X(-40)} ${hem - 40}`, w: 22, tone: -0.5 },
  ];
  if (jeans) {
    // Whiskers: short creases fanning from the crotch.
    for (let i = 0; i < 4; i++) {
      const y = 300 + i * 26;
      folds.push({ d: `M${X(30)} ${y + 40}Q${X(80)} ${y + 10} ${X(140)} ${y - 10}`, w: 10, tone: i % 2 ? -0.5 : 0.5 });
      folds.push({ d: `M${X(-30)} ${y + 40}Q${X(-80)} ${y + 10} ${X(-140)} ${y - 10}`, w: 10, tone: i % 2 ? -0.5 : 0.5 });
    }
  }
  const thread = jeans ? '#d08a2e' : undefined;
  const loops = [-150, -60, 60, 150]
    .map((x) => el('rect', { x: X(x) - 8, y: 124, width: 16, height: 74, rx: 3, fill: lighten(c.color, 0.05), stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 1.5 }))
    .join('');
  let pockets: string;
  if (jeans) {
    pockets =
      both((s) => seam(`M${X(s * 70)} 190C${X(s * 84)} 268 ${X(s * 140)} 300 ${X(s * 194)} 302`, 1.4) + stitch(c, `M${X(s * 80)} 190C${X(s * 94)} 260 ${X(s * 144)} 290 ${X(s * 194)} 290`, 1.6, '6 3', thread)) +
      stitch(c, `M${X(110)} 200V248H${X(160)}V200`, 1.4, '5 3', thread) +
      both((s) => el('circle', { cx: X(s * 190), cy: 300, r: 6, fill: '#b87333', stroke: '#5a3515', 'stroke-width': 1.5 }) + el('circle', { cx: X(s * 72), cy: 196, r: 6, fill: '#b87333', stroke: '#5a3515', 'stroke-width': 1.5 })) +
      button(c, X(0), 160, 13);
  } else {
    pockets = both((s) => seam(`M${X(s * 120)} 190L${X(s * 186)} 340`, 1.6) + stitch(c, `M${X(s * 130)} 192L${X(s * 190)} 328`, 1.1, '3 4')) + button(c, X(-8), 160, 9);
  }
  const fly = jeans
    ? stitch(c, `M${X(-8)} 192V440C${X(-8)} 470 ${X(-24)} 484 ${X(-50)} 470V192`, 1.6, '6 3', thread)
    : seam(`M${X(-4)} 192V480`, 1.2) + stitch(c, `M${X(-34)} 192V450C${X(-34)} 474 ${X(-20)} 486 ${X(-6)} 484`, 1.1, '3 4');
  const hemLine = stitch(c, `M${X(-legOut + 2)} ${hem - 18}L${X(-legIn - 2)} ${hem - 16}M${X(legIn + 2)} ${hem - 16}L${X(legOut - 2)} ${hem - 18}`, 1.4, '5 3', thread);
  const bandStitch = stitch(c, `M${X(-172)} 140H${X(172)}M${X(-174)} 182H${X(174)}`, 1.2, '5 3', thread);
  const outseam = jeans ? both((s) => stitch(c, `M${X(s * 196)} 320C${X(s * 198)} 500 ${X(s * (legOut + 2))} ${hem - 200} ${X(s * (legOut - 4))} ${hem - 10}`, 1.4, '6 3', thread)) : '';
  return {
    outline,
    panels,
    folds,
    details: bandStitch + loops + pockets + fly + outseam + hemLine,
    focus: [X(90), 260],
    zoom: 2.5,
  };
}

export function skirt(c: Ctx, pleated: boolean): GarmentDrawing {
  const hem = 1000;
  const outline = sym(CX, [0, 180], [
    ['L', 150, 180],
    ['L', 152, 236],
    ['C', 200, 500, 262, 760, 300, hem],
    ['C', 200, hem + 18, 100, hem + 24, 0, hem + 24],
  ]);
  const folds: Fold[] = [];
  const n = pleated ? 14 : 5;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n - 0.5;
    folds.push({
      d: `M${X(t * 290)} 240L${X(t * 590)} ${hem + 10}`,
      w: pleated ? 12 : 40,
      tone: pleated ? (i % 2 ? -0.9 : 0.5) : i % 2 ? -0.5 : 0.4,
    });
  }
  const band = `M${X(-150)} 180H${X(150)}L${X(152)} 236H${X(-152)}Z`;
  return {
    outline,
    panels: [{ d: band, tone: 0.06 }],
    folds,
    details: stitch(c, `M${X(-146)} 190H${X(146)}M${X(-148)} 228H${X(148)}`, 1.2, '4 3') + button(c, X(130), 208, 9) + stitch(c, `M${X(-296)} ${hem - 14}C${X(-100)} ${hem + 8} ${X(100)} ${hem + 8} ${X(296)} ${hem - 14}`, 1.2, '4 3'),
    focus: [X(60), 320],
    zoom: 2.5,
  };
}

/**
 * Minimal stroke "glyphs" drawn as paths, so dial printing (date digits,
 * Roman numerals) never depends on fonts being installed on the server.
 */

/** Digits on a 6×10 box, drawn with a stroke of ~1.2 units. */
const DIGITS: readonly string[] = [
  'M3 0C0.6 0 0 2.6 0 5S0.6 10 3 10S6 7.4 6 5S5.4 0 3 0Z',
  'M1.2 2.2L3.6 0V10',
  'M0.4 2.4C0.6 0.6 2 0 3.1 0C4.8 0 5.8 1.1 5.8 2.6C5.8 5 0.4 7.6 0.2 10H6',
  'M0.5 1.2C1.2 0.4 2.1 0 3.1 0C4.7 0 5.6 1 5.6 2.4C5.6 3.9 4.4 4.7 2.6 4.7C4.7 4.7 6 5.6 6 7.3C6 9 4.7 10 3 10C1.8 10 0.8 9.6 0.2 8.8',
  'M4.6 10V0L0 7H6.2',
  'M5.6 0H1.2L0.7 4.6C1.3 4.1 2.2 3.8 3.1 3.8C4.9 3.8 6 5 6 6.8C6 8.8 4.7 10 2.9 10C1.8 10 0.9 9.6 0.2 8.9',
  'M5.2 0.6C4.6 0.2 3.9 0 3.2 0C1 0 0 2.6 0 5.6C0 8.4 1.2 10 3 10C4.8 10 6 8.8 6 7C6 5.2 4.8 4.1 3.1 4.1C1.8 4.1 0.6 4.8 0.1 6',
  'M0 0H6L2.2 10',
  'M3 4.7C1.5 4.7 0.5 3.9 0.5 2.4S1.5 0 3 0S5.5 0.9 5.5 2.4S4.5 4.7 3 4.7ZM3 4.7C4.8 4.7 6 5.6 6 7.3S4.8 10 3 10S0 9 0 7.3S1.2 4.7 3 4.7Z',
  'M0.8 9.4C1.4 9.8 2.1 10 2.8 10C5 10 6 7.4 6 4.4C6 1.6 4.8 0 3 0C1.2 0 0 1.2 0 3C0 4.8 1.2 5.9 2.9 5.9C4.2 5.9 5.4 5.2 5.9 4',
];

/** Path data for a number centred at the origin, `h` tall. */
export function numberPath(value: number, h: number): { d: string; strokeWidth: number } {
  const s = h / 10;
  const digits = String(value).split('').map(Number);
  const advance = 7.4;
  const total = digits.length * advance - 1.4;
  const parts = digits.map((digit, i) => {
    const ox = -total / 2 + i * advance;
    return scalePath(DIGITS[digit] ?? '', s, ox * s, -5 * s);
  });
  return { d: parts.join(''), strokeWidth: 1.25 * s };
}

/** Roman numeral (watch style: IIII for four) as stroke segments, centred, `h` tall. */
export function romanPath(value: number, h: number): { d: string; strokeWidth: number } {
  const letters = value === 4 ? 'IIII' : toRoman(value);
  const widths: Record<string, number> = { I: 0.16, V: 0.5, X: 0.5 };
  const gap = 0.1;
  const total = letters.split('').reduce((acc, ch) => acc + (widths[ch] ?? 0.3) + gap, -gap);
  let x = -total / 2;
  const segs: string[] = [];
  const top = -0.5;
  const bottom = 0.5;
  for (const ch of letters) {
    const w = widths[ch] ?? 0.3;
    if (ch === 'I') segs.push(`M${x + w / 2} ${top}V${bottom}`);
    if (ch === 'V') segs.push(`M${x} ${top}L${x + w / 2} ${bottom}L${x + w} ${top}`);
    if (ch === 'X') segs.push(`M${x} ${top}L${x + w} ${bottom}M${x + w} ${top}L${x} ${bottom}`);
    // Serifs: the horizontal bars that make Roman numerals read as such.
    segs.push(`M${x - 0.05} ${top}H${x + w + 0.05}M${x - 0.05} ${bottom}H${x + w + 0.05}`);
    x += w + gap;
  }
  return { d: scalePath(segs.join(''), h, 0, 0), strokeWidth: h * 0.075 };
}

function toRoman(n: number): string {
  const table: Array<[number, string]> = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  let rest = n;
  for (const [v, s] of table) {
    while (rest >= v) {
      out += s;
      rest -= v;
    }
  }
  return out;
}

/**
 * Scales absolute path data (M/L/H/V/C/S/Z, absolute only) by `s` and then
 * translates by (dx, dy).
 */
function scalePath(d: string, s: number, dx: number, dy: number): string {
  const r = (v: number): string => String(Math.round(v * 100) / 100);
  return d.replace(/([MLHVCSZ])([^MLHVCSZ]*)/g, (_m, cmd: string, args: string) => {
    const nums = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (cmd === 'Z') return 'Z';
    if (cmd === 'H') return `H${nums.map((v) => r(v * s + dx)).join(' ')}`;
    if (cmd === 'V') return `V${nums.map((v) => r(v * s + dy)).join(' ')}`;
    return cmd + nums.map((v, i) => r(v * s + (i % 2 === 0 ? dx : dy))).join(' ');
  });
}

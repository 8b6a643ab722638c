import { css } from '@emotion/react';

/** One star on the 24-unit icon grid, drawn relative to its top point so it can be repeated along a row. */
const STAR_OUTLINE = 'l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4-5.7-3.1-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';
const STARS = 5;
const STAR_UNITS = 24;
/** The gap between stars, in pixels at any size. */
const GAP_PX = 2;

const row = css`
  position: relative;
  display: inline-block;
  flex: none;
  line-height: 0;
  vertical-align: middle;
  & > span {
    position: absolute;
    inset: 0 auto 0 0;
    overflow: hidden;
  }
`;

function rowGeometry(size: number) {
  const pitch = STAR_UNITS + (GAP_PX * STAR_UNITS) / size;
  const width = pitch * (STARS - 1) + STAR_UNITS;
  const path = Array.from({ length: STARS }, (_, index) => `M${12 + index * pitch} 2.8${STAR_OUTLINE}`).join('');
  return { pitch, width, path };
}

/** The share of the row's width that a rating of `value` (0–5) fills: whole stars, then part of the next. */
export function starRowFill(value: number, size: number): number {
  const { pitch, width } = rowGeometry(size);
  const clamped = Math.min(Math.max(value, 0), STARS);
  const whole = Math.floor(clamped);
  return Math.min(whole * pitch + (clamped - whole) * STAR_UNITS, width) / width;
}

/**
 * Five stars filled to `value` (4.9 → four and nine tenths), as two small SVGs: the outlines, and the filled
 * stars clipped to the rating's width. Decorative: the caller names the rating (e.g. role="img" + aria-label).
 * Replaces five separately clipped star icons per rating (30 elements each on a grid of 24 cards; issue 17).
 */
export function StarRow({ value, size = 14 }: { value: number; size?: number }) {
  const { width, path } = rowGeometry(size);
  const pixels = (width * size) / STAR_UNITS;
  const svg = (filled: boolean) => (
    <svg width={pixels} height={size} viewBox={`0 0 ${width} ${STAR_UNITS}`} aria-hidden="true" focusable="false">
      <path d={path} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
  return (
    <span aria-hidden="true" css={row} style={{ width: pixels, height: size }}>
      {svg(false)}
      <span style={{ width: `${(starRowFill(value, size) * 100).toFixed(2)}%` }}>{svg(true)}</span>
    </span>
  );
}

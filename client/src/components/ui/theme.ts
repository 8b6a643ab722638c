/**
 * Design tokens for Aurum. Contrast ratios (WCAG 2.1) measured against the
 * surfaces they are used on:
 *   gold #c6a15b on black #0b0b0c 8.1:1, on onyx #151517 7.5:1
 *   goldDeep #7d5f24 on ivory #f6f1e7 5.3:1, on white 5.9:1
 *   black on gold (primary button) 8.1:1
 *   stone #5c564b on ivory 6.5:1; mist #b3ab9c on black 8.6:1
 * Plain gold on ivory is only 2.2:1, so light surfaces use goldDeep for text
 * and focus rings.
 */
export const colors = {
  black: '#0b0b0c',
  onyx: '#151517',
  graphite: '#26262a',
  ivory: '#f6f1e7',
  parchment: '#efe7d8',
  sand: '#e4dac6',
  white: '#ffffff',
  gold: '#c6a15b',
  goldLight: '#d9bf86',
  goldDeep: '#7d5f24',
  ink: '#1b1a17',
  stone: '#5c564b',
  mist: '#b3ab9c',
  pearl: '#f4efe6',
  danger: '#b3261e',
  dangerOnDark: '#f2a19a',
  success: '#2f6b3a',
  hairlineDark: 'rgba(198, 161, 91, 0.28)',
  hairlineLight: 'rgba(27, 26, 23, 0.14)',
} as const;

/** Each web font, then its metric-matched local stand-ins (font-fallbacks.css), then the platform's own. */
export const fonts = {
  display:
    "'Cormorant Garamond', 'Cormorant Garamond Fallback: Times New Roman', 'Cormorant Garamond Fallback: Georgia', 'Cormorant Garamond Fallback: Noto Serif', Garamond, 'Times New Roman', serif",
  text: "'Inter Variable', 'Inter Fallback: Arial', 'Inter Fallback: Roboto', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** Modular scale (1.25) in rem; display sizes clamp between mobile and desktop. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': 'clamp(1.625rem, 1.3rem + 1.2vw, 2.125rem)',
  '3xl': 'clamp(2rem, 1.5rem + 2vw, 3rem)',
  '4xl': 'clamp(2.75rem, 1.9rem + 3.6vw, 5rem)',
} as const;

export const letterSpacing = {
  caps: '0.18em',
  wide: '0.32em',
  tight: '-0.01em',
} as const;

/** 4px base grid. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  9: '6rem',
  10: '8rem',
} as const;

export const radii = { none: '0', sm: '2px', md: '4px', pill: '999px' } as const;

export const breakpoints = { sm: 600, md: 900, lg: 1200, xl: 1440 } as const;

export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  /** Phones: narrower than the small breakpoint. */
  belowSm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const zIndices = {
  base: 0,
  sticky: 100,
  banner: 300,
  overlay: 400,
  modal: 500,
  toast: 600,
  skipLink: 700,
} as const;

export const shadows = {
  card: '0 1px 2px rgba(11, 11, 12, 0.06), 0 8px 24px rgba(11, 11, 12, 0.06)',
  raised: '0 12px 40px rgba(11, 11, 12, 0.18)',
  overlay: '0 24px 80px rgba(0, 0, 0, 0.45)',
} as const;

export const durations = { fast: '150ms', base: '250ms', slow: '450ms' } as const;
export const easing = 'cubic-bezier(0.22, 0.61, 0.36, 1)';

export const layout = { maxWidth: '1320px', gutter: 'clamp(1.25rem, 4vw, 3rem)' } as const;

export const theme = {
  colors,
  fonts,
  fontSizes,
  letterSpacing,
  space,
  radii,
  breakpoints,
  mq,
  zIndices,
  shadows,
  durations,
  easing,
  layout,
} as const;

export type AppTheme = typeof theme;

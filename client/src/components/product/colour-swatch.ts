import { ownValue } from '@aurum/rules/own-value';

/**
 * Swatch colours for the catalogue's colour names (storefront.md §9 dial and
 * clothing colours). Unknown names get a neutral swatch; the name is always
 * given as text too, so the swatch is never the only cue.
 */
const SWATCHES: Record<string, string> = {
  black: '#111111',
  blue: '#2f5d9e',
  navy: '#1f2a44',
  gray: '#8a8a8a',
  grey: '#8a8a8a',
  white: '#ffffff',
  silver: '#c9cbcf',
  gold: '#c6a15b',
  brown: '#6b4a2f',
  green: '#2f5e45',
  red: '#9e2b25',
  beige: '#d9c9a8',
};

export function swatchColour(name: string): string {
  return ownValue(SWATCHES, name.trim().toLowerCase()) ?? '#bfb6a4';
}

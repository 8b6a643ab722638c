import { describe, expect, it } from 'vitest';
import { swatchColour } from './colour-swatch';

describe('swatchColour', () => {
  it('gives a catalogue colour its swatch, whatever its case and spacing', () => {
    expect(swatchColour(' Black ')).toBe('#111111');
  });

  it('gives any other name the neutral swatch, including names every object inherits', () => {
    for (const name of ['Plaid', 'constructor', 'toString', '__proto__']) expect(swatchColour(name), name).toBe('#bfb6a4');
  });
});

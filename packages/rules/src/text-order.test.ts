import { describe, expect, it } from 'vitest';
import { compareText } from './text-order';

describe('compareText', () => {
  it("orders as localeCompare(…, 'en-GB') does: case and accents beside their letter, not after Z", () => {
    const words = ['Zenith', 'audemars', 'Émile', 'Breguet', 'Ebel', 'A. Lange & Söhne'];
    expect([...words].sort(compareText)).toEqual([...words].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect([...words].sort(compareText)).toEqual(['A. Lange & Söhne', 'audemars', 'Breguet', 'Ebel', 'Émile', 'Zenith']);
  });
});

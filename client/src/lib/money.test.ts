import { describe, expect, it } from 'vitest';
import { formatCount, formatPence, formatPounds, formatSliderPounds } from './money';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const count = new Intl.NumberFormat('en-GB');
// Intl writes minus zero as "-£0.00"; an amount of 0 is never negative here.
const negatives = (values: number[]) => values.filter((value) => value > 0).map((value) => -value);
const samples = [0, 1, 5, 99, 100, 101, 999, 1000, 1001, 12345, 99999, 100000, 123456, 999999, 1000000, 1234567, 158000, 2500000, 99999999, 123456789012];

describe('formatPence', () => {
  it('writes pence as Intl writes pounds in en-GB', () => {
    expect(formatPence(-0)).toBe('£0.00');
    for (const pence of [...samples, ...negatives(samples)]) expect(formatPence(pence)).toBe(gbp.format(pence / 100));
  });

  it('matches Intl on random amounts', () => {
    for (let index = 0; index < 2000; index++) {
      const amount = Math.floor(Math.random() * 10 ** (1 + (index % 11)));
      const pence = index % 7 === 0 && amount > 0 ? -amount : amount;
      expect(formatPence(pence)).toBe(gbp.format(pence / 100));
    }
  });
});

describe('formatCount', () => {
  it('groups thousands as Intl does in en-GB', () => {
    for (const value of [...samples, ...negatives(samples)]) expect(formatCount(value)).toBe(count.format(value));
    expect(formatCount(1234.4)).toBe('1,234');
  });
});

describe('formatPounds and formatSliderPounds', () => {
  it('write whole pounds, with a plus at a slider’s open top end only', () => {
    expect(formatPounds(12500)).toBe('£12,500');
    expect(formatSliderPounds(99999, 100000)).toBe('£99,999');
    expect(formatSliderPounds(100000, 100000)).toBe('£100,000+');
  });
});

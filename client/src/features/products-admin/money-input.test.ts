import { describe, expect, it } from 'vitest';
import { penceToPounds, poundsToPence } from './money-input';

describe('pounds in the product form', () => {
  it('reads pounds with or without pence, £ and thousands commas', () => {
    expect(poundsToPence('1,250')).toBe(125_000);
    expect(poundsToPence('£1250.5')).toBe(125_050);
    expect(poundsToPence('0.01')).toBe(1);
    expect(poundsToPence('19.99')).toBe(1999);
    expect(poundsToPence('  ')).toBeNull();
  });

  it('refuses text that is not an amount, and a third decimal', () => {
    expect(poundsToPence('12.345')).toBeNaN();
    expect(poundsToPence('ten')).toBeNaN();
    expect(poundsToPence('-5')).toBeNaN();
  });

  it('shows pence as pounds with two decimals', () => {
    expect(penceToPounds(125_000)).toBe('1250.00');
    expect(penceToPounds(null)).toBe('');
  });
});

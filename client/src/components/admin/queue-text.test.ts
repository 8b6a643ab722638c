import { describe, expect, it } from 'vitest';
import { countLine, needsPager, pageRangeText } from './queue-text';

describe('staff list texts', () => {
  it('counts rows with the right noun, and says the order alone until the count is known', () => {
    expect(countLine(null, ['order', 'orders'], 'newest first')).toBe('Newest first');
    expect(countLine(0, ['order', 'orders'], 'newest first')).toBe('0 orders · newest first');
    expect(countLine(1, ['order', 'orders'], 'newest first')).toBe('1 order · newest first');
    expect(countLine(2, ['ticket', 'tickets'], 'VIP and urgent first, then by due time, then oldest first')).toBe('2 tickets · VIP and urgent first, then by due time, then oldest first');
  });

  it('words the page range, the last page cut at the total', () => {
    expect(pageRangeText(0, 20, 45)).toBe('Showing 1–20 of 45');
    expect(pageRangeText(20, 20, 45)).toBe('Showing 21–40 of 45');
    expect(pageRangeText(40, 20, 45)).toBe('Showing 41–45 of 45');
    expect(pageRangeText(0, 20, 0)).toBe('Showing 0–0 of 0');
  });

  it('shows a pager only when one page does not hold every row', () => {
    expect(needsPager(0, 20, 20)).toBe(false);
    expect(needsPager(0, 20, 21)).toBe(true);
    // A later page emptied by changes elsewhere still offers the way back.
    expect(needsPager(20, 20, 5)).toBe(true);
  });
});

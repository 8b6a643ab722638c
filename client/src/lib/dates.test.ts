import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonthTime, formatLongDate, formatLongDateTime, formatNumericDateTime, formatTime, formatWeekdayDateTime } from './dates';

// 14:05:09 in UK summer time (BST, UTC+1): the UTC clock says 13:05.
const SUMMER = '2026-07-03T13:05:09Z';
// 23:30 UTC on 31 March 2026 is 00:30 on 1 April in London.
const LATE_MARCH = '2026-03-31T23:30:00Z';
const WINTER = new Date('2026-11-27T09:05:00Z');

describe('shop dates (en-GB, Europe/London)', () => {
  it('writes each of the shop’s formats', () => {
    expect(formatDate(SUMMER)).toBe('3 Jul 2026');
    expect(formatLongDate(SUMMER)).toBe('3 July 2026');
    expect(formatDateTime(SUMMER)).toBe('3 Jul 2026, 14:05');
    expect(formatLongDateTime(SUMMER)).toBe('3 July 2026 at 14:05');
    expect(formatDayMonthTime(SUMMER)).toBe('3 Jul, 14:05');
    expect(formatTime(SUMMER)).toBe('14:05');
    expect(formatNumericDateTime(SUMMER)).toBe('03/07/2026, 14:05:09');
    expect(formatWeekdayDateTime(SUMMER)).toBe('Fri 3 Jul 2026, 14:05');
  });

  it('tells the day by the UK clock, whatever the machine’s time zone', () => {
    expect(formatDate(LATE_MARCH)).toBe('1 Apr 2026');
    expect(formatLongDate(LATE_MARCH)).toBe('1 April 2026');
    expect(formatWeekdayDateTime(LATE_MARCH)).toBe('Wed 1 Apr 2026, 00:30');
  });

  it('takes a Date or epoch milliseconds as well as an ISO string, in GMT in winter', () => {
    expect(formatDateTime(WINTER)).toBe('27 Nov 2026, 09:05');
    expect(formatDateTime(WINTER.getTime())).toBe('27 Nov 2026, 09:05');
    expect(formatWeekdayDateTime(WINTER)).toBe('Fri 27 Nov 2026, 09:05');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatTime('2026-11-27T00:00:00Z')).toBe('00:00');
    expect(formatWeekdayDateTime('2026-11-27T00:00:00Z')).toBe('Fri 27 Nov 2026, 00:00');
  });
});

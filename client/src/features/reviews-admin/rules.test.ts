import { describe, expect, it } from 'vitest';
import { decisionsFor, EMPTY_LOG_FILTER, queueStatuses, rangeError, toLogFilter } from './rules';

describe('review moderation rules', () => {
  it('offers only the moves the server allows', () => {
    expect(decisionsFor('PENDING')).toEqual(['PUBLISH', 'HIDE']);
    expect(decisionsFor('PUBLISHED')).toEqual(['HIDE']);
    expect(decisionsFor('HIDDEN')).toEqual(['PUBLISH']);
    expect(queueStatuses('ALL')).toEqual(['PENDING', 'PUBLISHED', 'HIDDEN']);
    expect(queueStatuses('HIDDEN')).toEqual(['HIDDEN']);
  });

  it('turns the log filter form into the query filter, whole days with the end day included', () => {
    expect(toLogFilter(EMPTY_LOG_FILTER)).toEqual({});
    expect(toLogFilter({ action: 'HIDE', moderator: '  ada@ ', from: '2026-11-02', to: '2026-11-05', reviewId: ' 12 ' })).toEqual({
      action: 'HIDE',
      moderator: 'ada@',
      from: '2026-11-02T00:00:00.000Z',
      to: '2026-11-06T00:00:00.000Z',
      reviewId: '12',
    });
    expect(toLogFilter({ ...EMPTY_LOG_FILTER, from: 'yesterday', reviewId: 'abc' })).toEqual({});
  });

  it('refuses a date range that ends before it starts', () => {
    expect(rangeError({ ...EMPTY_LOG_FILTER, from: '2026-11-05', to: '2026-11-02' })).toBe('The end date must be on or after the start date.');
    expect(rangeError({ ...EMPTY_LOG_FILTER, from: '2026-11-05', to: '2026-11-05' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { dueInfo, formatSpan, isAllStatuses, toggleStatus } from './queue-rules';
import { nextStatuses } from '@aurum/rules/support/ticket-status';
import { validateReplyMessage } from '@aurum/rules/support/support-rules';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('status chips', () => {
  it('add and remove statuses in their natural order, keeping the last one on', () => {
    expect(toggleStatus(['open', 'in_progress'], 'closed')).toEqual(['open', 'in_progress', 'closed']);
    expect(toggleStatus(['closed'], 'open')).toEqual(['open', 'closed']);
    expect(toggleStatus(['open', 'in_progress'], 'open')).toEqual(['in_progress']);
    expect(toggleStatus(['resolved'], 'resolved')).toEqual(['resolved']);
    expect(isAllStatuses(['open', 'in_progress', 'resolved', 'closed'])).toBe(true);
    expect(isAllStatuses(['open', 'in_progress', 'resolved'])).toBe(false);
  });
});

describe('staff actions follow the server rules', () => {
  it('offers only the legal next states', () => {
    expect(nextStatuses('open')).toEqual(['in_progress', 'closed']);
    expect(nextStatuses('in_progress')).toEqual(['resolved', 'closed']);
    expect(nextStatuses('resolved')).toEqual(['closed', 'in_progress']);
    expect(nextStatuses('closed')).toEqual([]);
    expect(nextStatuses('unknown')).toEqual([]);
  });

  it('validates a reply like the server: required after trimming, at most 5000 characters', () => {
    expect(validateReplyMessage('   ')).toBe('Message is required');
    expect(validateReplyMessage('x')).toBeUndefined();
    expect(validateReplyMessage('x'.repeat(5000))).toBeUndefined();
    expect(validateReplyMessage('x'.repeat(5001))).toBe('Message must be at most 5000 characters');
  });
});

describe('ages and due times', () => {
  it('formats spans compactly', () => {
    expect(formatSpan(30_000)).toBe('under a minute');
    expect(formatSpan(12 * 60_000)).toBe('12 min');
    expect(formatSpan(60 * 60_000)).toBe('1 h');
    expect(formatSpan(185 * 60_000)).toBe('3 h 5 min');
    expect(formatSpan(26 * 60 * 60_000)).toBe('1 day');
    expect(formatSpan(-50 * 60 * 60_000)).toBe('2 days');
  });

  it('shows the due time of a waiting ticket, and the overdue time the server flagged', () => {
    expect(dueInfo({ responseDueAt: at(18), overdue: false, staffReplied: false, status: 'open' }, NOW)).toEqual({ tone: 'due', text: 'Due in 18 min' });
    expect(dueInfo({ responseDueAt: at(-12), overdue: true, staffReplied: false, status: 'in_progress' }, NOW)).toEqual({ tone: 'overdue', text: 'Overdue by 12 min' });
    expect(dueInfo({ responseDueAt: at(-12), overdue: false, staffReplied: false, status: 'open' }, NOW)).toBeNull();
    expect(dueInfo({ responseDueAt: at(18), overdue: false, staffReplied: false, status: 'resolved' }, NOW)).toBeNull();
    expect(dueInfo({ responseDueAt: at(18), overdue: false, staffReplied: true, status: 'in_progress' }, NOW)).toBeNull();
    expect(dueInfo({ responseDueAt: null, overdue: false, staffReplied: false, status: 'open' }, NOW)).toBeNull();
  });
});

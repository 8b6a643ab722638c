import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { cellText, classificationLabel, classificationTone } from './signal-format';
import { signalsErrorMessage } from './signals-error';

describe('signals table cells (§2, §3, §8)', () => {
  it('shows a dash for empty cells', () => {
    expect([null, undefined, '', '  ', Number.NaN].map(cellText)).toEqual(['—', '—', '—', '—', '—']);
    expect(cellText(0)).toBe('0');
    expect(cellText(72.4)).toBe('72');
    expect(cellText('126610LN')).toBe('126610LN');
  });

  it('styles strong-buy, accumulate, trim and avoid; anything else is neutral', () => {
    expect(['strong-buy', 'accumulate', 'trim', 'avoid', 'hold', 'neutral', '', null].map(classificationTone)).toEqual([
      'strong-buy', 'accumulate', 'trim', 'avoid', 'neutral', 'neutral', 'neutral', 'neutral',
    ]);
  });

  it('labels classes for people', () => {
    expect(classificationLabel('strong-buy')).toBe('Strong Buy');
    expect(classificationLabel('hold')).toBe('Hold');
    expect(classificationLabel(null)).toBe('—');
  });

  it('says "Failed to load signals" on a non-OK answer, else the message or "Error loading signals"', () => {
    const nonOk = new ServerError('Response not successful', { response: new Response(null, { status: 500 }), bodyText: '' });
    expect(signalsErrorMessage(nonOk)).toBe('Failed to load signals');
    expect(signalsErrorMessage(new CombinedGraphQLErrors({ errors: [{ message: 'Invalid limit' }] }))).toBe('Invalid limit');
    expect(signalsErrorMessage(new Error(''))).toBe('Error loading signals');
    expect(signalsErrorMessage('weird')).toBe('Error loading signals');
  });
});

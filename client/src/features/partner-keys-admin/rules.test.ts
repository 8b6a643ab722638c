import { describe, expect, it } from 'vitest';
import { KEY_MESSAGES, validateNewKey } from '@aurum/rules/partners/partner-key-rules';
import { usageTotals } from './rules';

describe('a new partner key, checked as the server checks it', () => {
  it('needs a label of 1 to 80 characters', () => {
    expect(validateNewKey({ label: ' ', scopes: ['catalogue:read'], costPerMinute: '5000' }).label).toBe(KEY_MESSAGES.label);
    expect(validateNewKey({ label: 'x'.repeat(81), scopes: ['catalogue:read'], costPerMinute: '5000' }).label).toBe(KEY_MESSAGES.label);
    expect(validateNewKey({ label: 'x'.repeat(80), scopes: ['catalogue:read'], costPerMinute: '5000' })).toEqual({});
  });

  it('needs a scope and a whole budget from 100 to 100000', () => {
    expect(validateNewKey({ label: 'P', scopes: [], costPerMinute: '100' }).scopes).toBe(KEY_MESSAGES.scopes);
    expect(validateNewKey({ label: 'P', scopes: ['signals:read'], costPerMinute: '99' }).costPerMinute).toBe(KEY_MESSAGES.costPerMinute);
    expect(validateNewKey({ label: 'P', scopes: ['signals:read'], costPerMinute: '100001' }).costPerMinute).toBe(KEY_MESSAGES.costPerMinute);
    expect(validateNewKey({ label: 'P', scopes: ['signals:read'], costPerMinute: '1.5' }).costPerMinute).toBe(KEY_MESSAGES.costPerMinute);
    expect(validateNewKey({ label: 'P', scopes: ['signals:read'], costPerMinute: '100000' })).toEqual({});
  });

  it('adds up usage hours', () => {
    expect(usageTotals([{ calls: 2, cost: 300, errors: 1 }, { calls: 3, cost: 100, errors: 0 }])).toEqual({ calls: 5, cost: 400, errors: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { decisionsFor } from './rules';

describe('staff decisions on a seller', () => {
  it('follow the server’s table: approve or reject a submission, suspend an approved seller, reinstate a suspended one', () => {
    expect(decisionsFor('SUBMITTED').map((d) => [d.decision, d.needsReason])).toEqual([['APPROVE', false], ['REJECT', true]]);
    expect(decisionsFor('APPROVED').map((d) => d.decision)).toEqual(['SUSPEND']);
    expect(decisionsFor('SUSPENDED').map((d) => d.label)).toEqual(['Reinstate']);
    expect(decisionsFor('REJECTED')).toEqual([]);
  });
});

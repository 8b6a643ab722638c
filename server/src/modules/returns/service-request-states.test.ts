import { describe, expect, it } from 'vitest';
import { AppError } from '../../common/errors';
import { allowedActions, assertAction, KIND_STATUSES, SERVICE_REQUEST_ACTIONS, type ServiceRequestKind, type ServiceRequestStatus } from './service-request-states';

const walk = (kind: ServiceRequestKind, status: ServiceRequestStatus) => allowedActions({ kind, status });

describe('the return and repair state machines', () => {
  it('lets returns go requested → approved → received → refunded, rejected up to the refund', () => {
    expect(walk('return', 'requested')).toEqual(['approve', 'reject']);
    expect(walk('return', 'approved')).toEqual(['receive', 'reject']);
    expect(walk('return', 'received')).toEqual(['refund', 'reject']);
    for (const end of ['refunded', 'rejected'] as const) expect(walk('return', end)).toEqual([]);
  });

  it('lets repairs go requested → received → in the workshop → ready → returned, rejected only before the work starts', () => {
    expect(walk('repair', 'requested')).toEqual(['receive', 'reject']);
    expect(walk('repair', 'received')).toEqual(['start_repair', 'reject']);
    expect(walk('repair', 'in_workshop')).toEqual(['mark_ready']);
    expect(walk('repair', 'ready')).toEqual(['return_to_customer']);
    for (const end of ['returned', 'rejected'] as const) expect(walk('repair', end)).toEqual([]);
  });

  it('never offers a state of the other kind', () => {
    for (const kind of ['return', 'repair'] as const) {
      for (const status of KIND_STATUSES[kind]) {
        for (const action of walk(kind, status)) expect(KIND_STATUSES[kind]).toContain({ approve: 'approved', receive: 'received', refund: 'refunded', start_repair: 'in_workshop', mark_ready: 'ready', return_to_customer: 'returned', reject: 'rejected' }[action]);
      }
    }
  });

  it('refuses every other action with BAD_USER_INPUT and the reason ILLEGAL_TRANSITION', () => {
    for (const action of SERVICE_REQUEST_ACTIONS.filter((a) => a !== 'approve' && a !== 'reject')) {
      let error: unknown;
      try {
        assertAction({ id: 7, kind: 'return', status: 'requested' }, action);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('BAD_USER_INPUT');
      expect((error as AppError).details).toEqual({ reason: 'ILLEGAL_TRANSITION', machine: 'return_request', state: 'REQUESTED', move: action.toUpperCase() });
    }
  });
});

import { type EffectHandlers, StateMachine } from '../../common/state-machine';

export const SERVICE_REQUEST_KINDS = ['return', 'repair'] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

export const SERVICE_REQUEST_STATUSES = ['requested', 'approved', 'received', 'refunded', 'in_workshop', 'ready', 'returned', 'rejected'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** What staff do to a request; each action leads to one status. */
export const SERVICE_REQUEST_ACTIONS = ['approve', 'receive', 'refund', 'start_repair', 'mark_ready', 'return_to_customer', 'reject'] as const;
export type ServiceRequestAction = (typeof SERVICE_REQUEST_ACTIONS)[number];

export const ACTION_TARGET: Record<ServiceRequestAction, ServiceRequestStatus> = {
  approve: 'approved',
  receive: 'received',
  refund: 'refunded',
  start_repair: 'in_workshop',
  mark_ready: 'ready',
  return_to_customer: 'returned',
  reject: 'rejected',
};

/**
 * The two state machines. Returns: requested → approved (instructions
 * emailed) → received → refunded, or rejected with a reason before the
 * refund. Repairs: requested → received → in the workshop → ready →
 * returned, or rejected before the work starts. Nothing leaves refunded,
 * returned or rejected.
 */
export const TRANSITIONS: Record<ServiceRequestKind, Partial<Record<ServiceRequestStatus, readonly ServiceRequestAction[]>>> = {
  return: {
    requested: ['approve', 'reject'],
    approved: ['receive', 'reject'],
    received: ['refund', 'reject'],
  },
  repair: {
    requested: ['receive', 'reject'],
    received: ['start_repair', 'reject'],
    in_workshop: ['mark_ready'],
    ready: ['return_to_customer'],
  },
};

/** The statuses a kind goes through, in order (for filters and the customer's progress line). */
export const KIND_STATUSES: Record<ServiceRequestKind, readonly ServiceRequestStatus[]> = {
  return: ['requested', 'approved', 'received', 'refunded', 'rejected'],
  repair: ['requested', 'received', 'in_workshop', 'ready', 'returned', 'rejected'],
};

export const STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Received',
  refunded: 'Refunded',
  in_workshop: 'With the workshop',
  ready: 'Ready',
  returned: 'Returned',
  rejected: 'Rejected',
};

export const ACTION_LABELS: Record<ServiceRequestAction, string> = {
  approve: 'Approve',
  receive: 'Mark received',
  refund: 'Refund',
  start_repair: 'Send to workshop',
  mark_ready: 'Mark ready',
  return_to_customer: 'Mark returned',
  reject: 'Reject',
};

export interface RequestState {
  id: number;
  kind: ServiceRequestKind;
  status: ServiceRequestStatus;
}

export function allowedActions(request: Pick<RequestState, 'kind' | 'status'>): ServiceRequestAction[] {
  return [...(TRANSITIONS[request.kind][request.status] ?? [])];
}

/** Why an action is refused, in words staff can act on. */
export function refusal(request: RequestState, action: ServiceRequestAction): string {
  const name = `${request.kind === 'return' ? 'Return' : 'Repair'} request #${request.id}`;
  const target = ACTION_TARGET[action];
  if (!KIND_STATUSES[request.kind].includes(target)) return `${name} is a ${request.kind}: it cannot be ${STATUS_LABELS[target].toLowerCase()}.`;
  if (request.status === target) return `${name} is already ${STATUS_LABELS[target].toLowerCase()}.`;
  return `${name} is ${STATUS_LABELS[request.status].toLowerCase()} and cannot be ${STATUS_LABELS[target].toLowerCase()} now.`;
}

/**
 * What each action does besides the status, in order, for both kinds: a
 * return's refund goes back through the order's refund path first, every
 * step is recorded in the staff audit record, and the customer is emailed at
 * the steps they wait for.
 */
export type ServiceRequestEffect = 'refundOrder' | 'audit' | 'emailCustomer';

export const ACTION_EFFECTS: Record<ServiceRequestAction, readonly ServiceRequestEffect[]> = {
  approve: ['audit', 'emailCustomer'],
  receive: ['audit', 'emailCustomer'],
  refund: ['refundOrder', 'audit'],
  start_repair: ['audit'],
  mark_ready: ['audit', 'emailCustomer'],
  return_to_customer: ['audit', 'emailCustomer'],
  reject: ['audit', 'emailCustomer'],
};

/** A kind's table (common/state-machine.ts): each action from the statuses that list it, to its one target, with its effects. */
const machineOf = (kind: ServiceRequestKind) =>
  new StateMachine<ServiceRequestStatus, ServiceRequestAction, never, RequestState, ServiceRequestEffect>({
    name: `${kind}_request`,
    moves: Object.fromEntries(
      SERVICE_REQUEST_ACTIONS.map((action) => [
        action,
        { from: SERVICE_REQUEST_STATUSES.filter((status) => TRANSITIONS[kind][status]?.includes(action)), to: ACTION_TARGET[action], effects: ACTION_EFFECTS[action] },
      ]),
    ) as Record<ServiceRequestAction, { from: ServiceRequestStatus[]; to: ServiceRequestStatus; effects: readonly ServiceRequestEffect[] }>,
    refusal: (_status, action, request) => refusal(request!, action),
  });

export const SERVICE_REQUEST_MACHINES: Record<ServiceRequestKind, ReturnType<typeof machineOf>> = { return: machineOf('return'), repair: machineOf('repair') };

/**
 * Makes a staff action through its kind's table: refused when the kind and
 * status do not allow it (the one ILLEGAL_TRANSITION error, 400), else the
 * service's `enter` and the action's declared effects, in order.
 */
export function performAction(
  request: RequestState,
  action: ServiceRequestAction,
  handlers: EffectHandlers<ServiceRequestEffect, ServiceRequestStatus, ServiceRequestAction>,
  enter: (to: ServiceRequestStatus) => void,
): Promise<ServiceRequestStatus | null> {
  return SERVICE_REQUEST_MACHINES[request.kind].perform(request.status, action, handlers, { subject: request, enter });
}

/** Refuses an action the request's kind and status do not allow (the check of `performAction`, without making the move). */
export function assertAction(request: RequestState, action: ServiceRequestAction): void {
  SERVICE_REQUEST_MACHINES[request.kind].move(request.status, action, { subject: request });
}

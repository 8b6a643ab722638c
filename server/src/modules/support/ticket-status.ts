import { StateMachine } from '../../common/state-machine';

/**
 * A ticket's states and the moves staff may make. Plain data, no ORM: the
 * admin client imports this file so it only ever offers legal next states.
 */
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** open → in progress → resolved; any ticket not yet closed may be closed; a resolved one may be taken up again. */
export const STATUS_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'closed'],
  in_progress: ['resolved', 'closed'],
  resolved: ['closed', 'in_progress'],
  closed: [],
};

/** What the staff queue shows unless asked otherwise: the tickets still waiting for work. */
export const DEFAULT_QUEUE_STATUSES: readonly TicketStatus[] = ['open', 'in_progress'];

export function isTicketStatus(value: string): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}

export function nextStatuses(status: string): readonly TicketStatus[] {
  return isTicketStatus(status) ? STATUS_MOVES[status] : [];
}

/** The moves are the statuses a ticket goes to, each from the statuses that list it. */
export const ticketMachine = new StateMachine<TicketStatus, TicketStatus>({
  name: 'ticket',
  moves: Object.fromEntries(TICKET_STATUSES.map((to) => [to, { from: TICKET_STATUSES.filter((from) => STATUS_MOVES[from].includes(to)), to }])) as Record<TicketStatus, { from: TicketStatus[]; to: TicketStatus }>,
  refusal: (from, to) => `A ticket cannot go from ${from} to ${to}.`,
});

/**
 * A ticket's states and the moves staff may make. Plain data, no ORM: the
 * admin client imports this file (the server's machine is ticket-machine.ts) so it only ever offers legal next states.
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

import { STATUS_MOVES, TICKET_STATUSES, type TicketStatus } from '@aurum/rules/support/ticket-status';
import { StateMachine } from '../../common/state-machine';

/** Who moves a ticket: staff (a status change, or a first reply to an open ticket) or its customer (a reply to a resolved one). */
export type TicketActor = 'staff' | 'customer';

/**
 * The moves are the statuses a ticket goes to. Staff make each from the
 * statuses that list it (the table the back office offers, @aurum/rules);
 * only the customer's reply takes a resolved ticket back to open. A move has
 * no side effect of its own: the audit record is the staff action's (the
 * status change or the reply), written by the service.
 */
export const ticketMachine = new StateMachine<TicketStatus, TicketStatus, TicketActor>({
  name: 'ticket',
  moves: Object.fromEntries(
    TICKET_STATUSES.map((to) => [
      to,
      to === 'open'
        ? { from: ['resolved'], to, by: ['customer'] }
        : { from: TICKET_STATUSES.filter((from) => STATUS_MOVES[from].includes(to)), to, by: ['staff'] },
    ]),
  ) as Record<TicketStatus, { from: TicketStatus[]; to: TicketStatus; by: TicketActor[] }>,
  refusal: (from, to) => `A ticket cannot go from ${from} to ${to}.`,
  wrongActor: 'Only a reply from the customer reopens a ticket.',
});

import { STATUS_MOVES, TICKET_STATUSES, type TicketStatus } from '@aurum/rules/support/ticket-status';
import { StateMachine } from '../../common/state-machine';

/** The moves are the statuses a ticket goes to, each from the statuses that list it. */
export const ticketMachine = new StateMachine<TicketStatus, TicketStatus>({
  name: 'ticket',
  moves: Object.fromEntries(TICKET_STATUSES.map((to) => [to, { from: TICKET_STATUSES.filter((from) => STATUS_MOVES[from].includes(to)), to }])) as Record<TicketStatus, { from: TicketStatus[]; to: TicketStatus }>,
  refusal: (from, to) => `A ticket cannot go from ${from} to ${to}.`,
});

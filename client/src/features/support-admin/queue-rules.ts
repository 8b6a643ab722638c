import { DEFAULT_QUEUE_STATUSES, TICKET_STATUSES, type TicketStatus } from '@aurum/rules/support/ticket-status';

export const QUEUE_PAGE_SIZE = 20;

/** What a staff member may do next, in words. Reopening a resolved ticket is also "in progress". */
export const MOVE_LABELS: Record<TicketStatus, string> = {
  open: 'Reopen',
  in_progress: 'Mark in progress',
  resolved: 'Mark resolved',
  closed: 'Close ticket',
};

export const defaultStatuses = (): TicketStatus[] => [...DEFAULT_QUEUE_STATUSES];

/** Statuses in their natural order, whatever order they were picked in. */
const ordered = (statuses: Iterable<TicketStatus>): TicketStatus[] => {
  const chosen = new Set(statuses);
  return TICKET_STATUSES.filter((status) => chosen.has(status));
};

/** A status chip toggles; the last one left stays on, so the queue always shows something. */
export function toggleStatus(selected: readonly TicketStatus[], status: TicketStatus): TicketStatus[] {
  if (!selected.includes(status)) return ordered([...selected, status]);
  if (selected.length === 1) return [...selected];
  return ordered(selected.filter((item) => item !== status));
}

export const isAllStatuses = (selected: readonly TicketStatus[]) => TICKET_STATUSES.every((status) => selected.includes(status));

const MINUTE = 60_000;

/** A compact span: "under a minute", "12 min", "3 h 5 min", "2 days". */
export function formatSpan(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export interface DueInfo {
  tone: 'overdue' | 'due';
  text: string;
}

/**
 * The promised first answer, while it is still owed: "Overdue by 12 min" once
 * the server says it was missed, otherwise "Due in 18 min". Nothing once staff
 * have replied or the ticket no longer waits for work.
 */
export function dueInfo(ticket: { responseDueAt: string | null; overdue: boolean; staffReplied: boolean; status: string }, now: number): DueInfo | null {
  if (!ticket.responseDueAt || ticket.staffReplied) return null;
  const left = Date.parse(ticket.responseDueAt) - now;
  if (ticket.overdue) return { tone: 'overdue', text: `Overdue by ${formatSpan(Math.min(left, 0))}` };
  if (left > 0 && (ticket.status === 'open' || ticket.status === 'in_progress')) return { tone: 'due', text: `Due in ${formatSpan(left)}` };
  return null;
}

export const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { findCategory, type TicketPriority } from '@aurum/rules/support/support-categories';
import { DEFAULT_QUEUE_STATUSES, isTicketStatus, type TicketStatus } from '@aurum/rules/support/ticket-status';

export const QUEUE_LIMITS = { defaultLimit: 20, maxLimit: 100 } as const;

export interface SupportQueueInput {
  statuses?: readonly string[] | null;
  limit?: number | null;
  offset?: number | null;
}

export interface SupportQueueItemData {
  number: string;
  subject: string;
  category: string;
  categoryLabel: string;
  priority: TicketPriority;
  isVip: boolean;
  customerName: string;
  customerEmail: string;
  status: TicketStatus;
  createdAt: Date;
  responseDueAt: Date | null;
  overdue: boolean;
  staffReplied: boolean;
  messageCount: number;
  attachmentCount: number;
}

export interface SupportQueuePageData {
  items: SupportQueueItemData[];
  totalCount: number;
  limit: number;
  offset: number;
}

interface QueueRow {
  number: string;
  subject: string;
  category: string;
  priority: TicketPriority;
  is_vip: boolean;
  name: string;
  email: string;
  status: TicketStatus;
  created_at: Date;
  response_due_at: Date | null;
  message_count: number;
  attachment_count: number;
  staff_replied: boolean;
}

/** Statuses in which a missed first answer still matters. */
const WAITING: readonly TicketStatus[] = ['open', 'in_progress'];

function parseInput(input: SupportQueueInput): { statuses: TicketStatus[]; limit: number; offset: number } {
  const statuses = [...new Set(input.statuses ?? DEFAULT_QUEUE_STATUSES)];
  if (statuses.length === 0) throw new AppError('BAD_USER_INPUT', 'Choose at least one ticket status.');
  const unknown = statuses.find((status) => !isTicketStatus(status));
  if (unknown !== undefined) throw new AppError('BAD_USER_INPUT', `Unknown ticket status: ${unknown}`);
  const limit = input.limit ?? QUEUE_LIMITS.defaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > QUEUE_LIMITS.maxLimit) {
    throw new AppError('BAD_USER_INPUT', `limit must be between 1 and ${QUEUE_LIMITS.maxLimit}.`);
  }
  const offset = input.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw new AppError('BAD_USER_INPUT', 'offset must be 0 or more.');
  return { statuses: statuses as TicketStatus[], limit, offset };
}

/** A VIP ticket is overdue once its first-answer time has passed with no staff reply while it still waits for work. */
export function isOverdue(ticket: { responseDueAt: Date | null; staffReplied: boolean; status: TicketStatus }, now: Date): boolean {
  return ticket.responseDueAt !== null && ticket.responseDueAt.getTime() < now.getTime() && !ticket.staffReplied && WAITING.includes(ticket.status);
}

/**
 * One page of the staff queue in two statements (the page, then the total),
 * whatever the page size: counts come from correlated subqueries on indexed
 * ticket ids, never from loading messages or files. Most pressing first:
 * VIP or urgent tickets, then the earliest first-answer time, then the oldest.
 */
export async function readSupportQueue(em: EntityManager, input: SupportQueueInput, now: Date): Promise<SupportQueuePageData> {
  const { statuses, limit, offset } = parseInput(input);
  const inList = statuses.map(() => '?').join(', ');
  const rows = await em.execute<QueueRow[]>(
    `select t.number, t.subject, t.category, t.priority, t.is_vip, t.name, t.email, t.status, t.created_at, t.response_due_at,
            (select count(*)::int from ticket_message m where m.ticket_id = t.id) as message_count,
            (select count(*)::int from ticket_attachment a where a.ticket_id = t.id) as attachment_count,
            exists (select 1 from ticket_message s where s.ticket_id = t.id and s.author = 'staff') as staff_replied
       from support_ticket t
      where t.status in (${inList})
      order by (t.is_vip or t.priority = 'urgent') desc, t.response_due_at asc nulls last, t.created_at asc, t.id asc
      limit ? offset ?`,
    [...statuses, limit, offset],
  );
  const [{ total }] = await em.execute<{ total: number }[]>(`select count(*)::int as total from support_ticket where status in (${inList})`, statuses);
  return {
    items: rows.map((row) => {
      const responseDueAt = row.response_due_at ? new Date(row.response_due_at) : null;
      return {
        number: row.number,
        subject: row.subject,
        category: row.category,
        categoryLabel: findCategory(row.category)?.label ?? row.category,
        priority: row.priority,
        isVip: row.is_vip,
        customerName: row.name,
        customerEmail: row.email,
        status: row.status,
        createdAt: new Date(row.created_at),
        responseDueAt,
        overdue: isOverdue({ responseDueAt, staffReplied: row.staff_replied, status: row.status }, now),
        staffReplied: row.staff_replied,
        messageCount: row.message_count,
        attachmentCount: row.attachment_count,
      };
    }),
    totalCount: total,
    limit,
    offset,
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../request-context';
import { StaffActionRecord } from './staff-action.entity';

export interface StaffActionEntry {
  action: string;
  subjectType: string;
  subjectId: string | number;
  reason?: string | null;
  changes?: Record<string, unknown> | null;
}

/**
 * Records a staff action in the caller's unit of work: flush it inside the
 * transaction that makes the change, so the record and the change commit together.
 */
export function recordStaffAction(em: EntityManager, actor: Pick<CurrentUser, 'id' | 'email'>, entry: StaffActionEntry): StaffActionRecord {
  const record = em.create(StaffActionRecord, {
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    actorUserId: actor.id,
    actorEmail: actor.email,
    reason: entry.reason ?? null,
    changes: entry.changes ?? null,
  });
  em.persist(record);
  return record;
}

/** JSON with object keys sorted: PostgreSQL's jsonb keeps its own key order, which is no change. */
function canonicalJson(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** `{ field: { from, to } }` for the fields whose values differ (key order in maps is no difference); empty when nothing changed. */
export function diffFields<T extends object>(before: T, after: Partial<T>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const from = before[key];
    const to = after[key];
    if (to !== undefined && canonicalJson(from) !== canonicalJson(to)) changes[String(key)] = { from, to };
  }
  return changes;
}

export interface StaffActionQuery {
  subjectType?: string;
  subjectId?: string;
  /** Any of these subjects (e.g. the reviews of one seller). */
  subjectIds?: string[];
  /** Any of these subject types, each with only these ids when given (e.g. two kinds of review). */
  subjects?: { type: string; ids?: string[] }[];
  actionPrefix?: string;
  /** Any of these action names. */
  actions?: string[];
  /** Part of the staff member's email, any case. */
  actorEmail?: string;
  /** From this moment (inclusive) … */
  from?: Date;
  /** … to this one (exclusive). */
  to?: Date;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Newest first; `actionPrefix` `seller.` finds every seller decision. */
export async function listStaffActions(em: EntityManager, query: StaffActionQuery): Promise<{ items: StaffActionRecord[]; total: number }> {
  const where: Record<string, unknown> = {};
  if (query.subjectType) where.subjectType = query.subjectType;
  if (query.subjectId) where.subjectId = query.subjectId;
  if (query.subjectIds) where.subjectId = { $in: query.subjectIds };
  if (query.subjects) where.$or = query.subjects.map((subject) => ({ subjectType: subject.type, ...(subject.ids && { subjectId: { $in: subject.ids } }) }));
  if (query.actions) where.action = { $in: query.actions };
  if (query.actionPrefix) where.action = { $like: `${escapeLike(query.actionPrefix)}%` };
  if (query.actorEmail) where.actorEmail = { $ilike: `%${escapeLike(query.actorEmail)}%` };
  if (query.from || query.to) where.createdAt = { ...(query.from && { $gte: query.from }), ...(query.to && { $lt: query.to }) };
  const [items, total] = await em.findAndCount(StaffActionRecord, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: query.limit, offset: query.offset });
  return { items, total };
}

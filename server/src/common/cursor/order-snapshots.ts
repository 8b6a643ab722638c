import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';
import type { EntityManagerSource } from '../request-context';

/** How long the cursors of a computed order stay valid (the field descriptions say so). */
export const ORDER_SNAPSHOT_MINUTES = 30;

/**
 * How much of a computed order is frozen: its first 10,000 ids (40 KB), as deep as offset paging reaches. Without a
 * cap, each first page of a broad listing would write every matching id (400 KB at 100,000 products) for half an hour.
 */
export const ORDER_SNAPSHOT_MAX_IDS = 10_000;

export const EXPIRED_CURSOR_MESSAGE = `The cursor \`after\` has expired (cursors of a computed order last ${ORDER_SNAPSHOT_MINUTES} minutes): start again without \`after\`.`;

export const SNAPSHOT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A part of a frozen order: the ids from a position on, and how many the whole order holds. */
export interface SnapshotSlice {
  ids: number[];
  total: number;
}

/** Frozen orders in PostgreSQL (order-snapshot.entity.ts): written once, read a slice at a time. */
export class OrderSnapshots {
  /** Asked only when a frozen order is written or read. */
  constructor(private readonly entityManager: EntityManagerSource) {}

  /** Freezes an order; the expired ones go in the same statement, so the table never grows past a half hour's listings. */
  async create(ids: readonly number[]): Promise<string> {
    if (ids.length > ORDER_SNAPSHOT_MAX_IDS) throw new Error(`An order snapshot holds at most ${ORDER_SNAPSHOT_MAX_IDS} ids`);
    const id = randomUUID();
    await this.entityManager().getKnex().raw(
      `with trimmed as (delete from order_snapshot where expires_at < now())
       insert into order_snapshot (id, ids, expires_at) values (?::uuid, ?::int[], now() + make_interval(mins => ?))`,
      [id, ids as number[], ORDER_SNAPSHOT_MINUTES],
    );
    return id;
  }

  /** `count` ids from position `from` (0-based); an unknown or expired snapshot is the caller's 400. */
  async slice(id: string, from: number, count: number): Promise<SnapshotSlice> {
    const { rows } = await this.entityManager().getKnex().raw(
      'select ids[? : ?] as ids, cardinality(ids) as total from order_snapshot where id = ?::uuid and expires_at > now()',
      [from + 1, from + count, id],
    );
    if (!rows.length) throw new AppError('BAD_USER_INPUT', EXPIRED_CURSOR_MESSAGE);
    return { ids: (rows[0].ids as number[] | null) ?? [], total: Number(rows[0].total) };
  }
}

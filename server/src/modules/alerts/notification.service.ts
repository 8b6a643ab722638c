import type { EntityManager } from '@mikro-orm/postgresql';
import { decodeCursor, encodeCursor } from '../../common/cursor/opaque-cursor';
import { AppError } from '../../common/errors';
import { type UserEventBus, userEventStatement } from '../../common/events/user-events';
import type { AlertKind } from './alert-rules';

/** The notification centre pages at most this many alerts at a time. */
export const NOTIFICATION_PAGE = { defaultFirst: 20, max: 50 } as const;

export const NOTIFICATION_MESSAGES = {
  firstOutOfRange: `first must be between 1 and ${NOTIFICATION_PAGE.max}.`,
  notFound: 'Notification not found',
} as const;

export interface NotificationData {
  id: string;
  kind: AlertKind;
  productId: number | null;
  listingId: number | null;
  oldPricePence: number | null;
  newPricePence: number | null;
  size: string | null;
  message: string;
  link: string;
  createdAt: Date;
  readAt: Date | null;
}

export interface NotificationPage {
  items: NotificationData[];
  hasNextPage: boolean;
  endCursor: string | null;
  unreadCount: number;
}

const COLUMNS = `id::text as id, kind, product_id as "productId", listing_id as "listingId", old_price_pence as "oldPricePence",
  new_price_pence as "newPricePence", size, message, link, created_at as "createdAt", read_at as "readAt"`;

const readCursor = (cursor: string) => decodeCursor(cursor, (payload) => (typeof payload.n === 'string' && /^\d{1,18}$/.test(payload.n) ? payload.n : null));

/**
 * A signed-in customer's alerts, newest first (those kept for an email digest only, in_app false, are not shown). Every method takes the
 * session's user id and touches only that user's rows: another customer's
 * notification answers exactly as one that does not exist.
 */
export class NotificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: UserEventBus,
  ) {}

  /**
   * The customer's alerts as they change, for a live subscription: the unread count and the newest alert after every
   * change (announced by whichever process made it), until the stream is ended or `stillSignedIn` says the session is gone.
   */
  async *live(userId: number, stillSignedIn: () => Promise<boolean>): AsyncGenerator<{ unreadCount: number; latest: NotificationData | null }> {
    const changes = this.events.subscribe(userId, 'notifications');
    try {
      for await (const _change of changes) {
        if (!(await stillSignedIn())) return;
        const [latest] = await this.em.execute<NotificationData[]>(`select ${COLUMNS} from notification where user_id = ? and in_app order by id desc limit 1`, [userId]);
        yield { unreadCount: await this.unreadCount(userId), latest: latest ?? null };
      }
    } finally {
      await changes.return();
    }
  }

  async page(userId: number, first: number = NOTIFICATION_PAGE.defaultFirst, after?: string | null): Promise<NotificationPage> {
    if (!Number.isInteger(first) || first < 1 || first > NOTIFICATION_PAGE.max) throw new AppError('BAD_USER_INPUT', NOTIFICATION_MESSAGES.firstOutOfRange);
    const before = after ? readCursor(after) : null;
    const rows = await this.em.execute<NotificationData[]>(
      `select ${COLUMNS} from notification where user_id = ? and in_app ${before ? 'and id < ?' : ''} order by id desc limit ?`,
      before ? [userId, before, first + 1] : [userId, first + 1],
    );
    const items = rows.slice(0, first);
    return { items, hasNextPage: rows.length > first, endCursor: items.length > 0 ? encodeCursor({ n: items.at(-1)!.id }) : null, unreadCount: await this.unreadCount(userId) };
  }

  async unreadCount(userId: number): Promise<number> {
    const [row] = await this.em.execute<{ count: number }[]>('select count(*)::int as count from notification where user_id = ? and in_app and read_at is null', [userId]);
    return row.count;
  }

  /** Marks one of the user's own alerts read (already read: unchanged). */
  async markRead(userId: number, rawId: string): Promise<NotificationData> {
    const id = String(rawId).trim();
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
    const [row] = await this.em.execute<NotificationData[]>(
      `update notification set read_at = coalesce(read_at, now()) where id = ? and user_id = ? and in_app returning ${COLUMNS}`,
      [id, userId],
    );
    if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
    await this.announce(userId);
    return row;
  }

  /** Marks every unread alert of the user read; answers how many were. */
  async markAllRead(userId: number): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>('update notification set read_at = now() where user_id = ? and in_app and read_at is null returning id', [userId]);
    if (rows.length > 0) await this.announce(userId);
    return rows.length;
  }

  /** The customer's other open pages update their bell (a read in one tab is read in all). */
  private async announce(userId: number): Promise<void> {
    const { text, values } = userEventStatement(userId, 'notifications');
    await this.em.execute(text, values);
  }
}

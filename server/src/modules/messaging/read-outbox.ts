import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageStatus, StoredMessage } from './outbox-message.entity';

export interface OutboxEntry extends StoredMessage {
  /** Timestamps in ISO 8601. */
  createdAt: string;
  status: MessageStatus;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

/** The newest messages first, optionally for one recipient. */
export async function readOutbox(em: EntityManager, recipient?: string, limit = 100): Promise<OutboxEntry[]> {
  const where = recipient ? 'where recipient = ?' : '';
  const params = recipient ? [recipient.toLowerCase(), limit] : [limit];
  return em.getConnection().execute<OutboxEntry[]>(
    `select id::text as id, channel, kind, recipient, subject, body, link, to_json(created_at) #>> '{}' as "createdAt",
            status, attempts, to_json(sent_at) #>> '{}' as "sentAt", last_error as "lastError"
       from outbox_message ${where} order by id desc limit ?`,
    params,
  );
}

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

/** One recipient's messages (exactly that address), newest first: there is no way to list everyone's. */
export async function readOutbox(em: EntityManager, recipient: string, limit = 100): Promise<OutboxEntry[]> {
  return em.getConnection().execute<OutboxEntry[]>(
    `select id::text as id, channel, kind, recipient, subject, body, link, headers, to_json(created_at) #>> '{}' as "createdAt",
            status, attempts, to_json(sent_at) #>> '{}' as "sentAt", last_error as "lastError"
       from outbox_message where recipient = ? order by id desc limit ?`,
    [recipient.toLowerCase(), limit],
  );
}

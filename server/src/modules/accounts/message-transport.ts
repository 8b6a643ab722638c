import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageChannel } from './outbox-message.entity';

export interface OutgoingMessage {
  channel: MessageChannel;
  kind: string;
  recipient: string;
  subject?: string;
  body: string;
  link?: string;
}

/** Where emails and SMS go. A real mail or SMS provider implements this too. */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The transport when no mail or SMS provider is configured: messages are
 * stored in outbox_message, in the same transaction as the change that
 * caused them, and read at /dev/outbox in development and by tests.
 */
export class OutboxTransport implements MessageTransport {
  constructor(private readonly em: EntityManager) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        'insert into outbox_message (channel, kind, recipient, subject, body, link, created_at) values (?, ?, ?, ?, ?, ?, ?)',
        [message.channel, message.kind, message.recipient, message.subject ?? null, message.body, message.link ?? null, new Date()],
        'run',
        // Inside the caller's transaction when there is one, so a rolled-back change sends nothing.
        this.em.getTransactionContext(),
      );
  }
}

export interface OutboxEntry {
  id: string;
  channel: MessageChannel;
  kind: string;
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
  createdAt: Date;
}

/** The newest messages first, optionally for one recipient. */
export async function readOutbox(em: EntityManager, recipient?: string, limit = 100): Promise<OutboxEntry[]> {
  const where = recipient ? 'where recipient = ?' : '';
  const params = recipient ? [recipient.toLowerCase(), limit] : [limit];
  return em
    .getConnection()
    .execute<OutboxEntry[]>(
      `select id::text as id, channel, kind, recipient, subject, body, link, created_at as "createdAt" from outbox_message ${where} order by id desc limit ?`,
      params,
    );
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { absoluteShopLink } from '../../common/shop-link';
import type { MessageChannel, MessageStatus } from './outbox-message.entity';

export interface OutgoingMessage {
  channel: MessageChannel;
  kind: string;
  recipient: string;
  subject?: string;
  body: string;
  link?: string;
  /** When its code or link stops working: a message not sent by then is never sent. */
  expiresAt?: Date;
  /** Extra email headers (List-Unsubscribe…): names are header tokens, values one line. */
  headers?: Record<string, string>;
}

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,75}$/;

/** A header that could break the message (a line break in a value, an odd name) is a programming error, never sent. */
function checkedHeaders(headers: Record<string, string> | undefined): string | null {
  if (!headers || Object.keys(headers).length === 0) return null;
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || /[\r\n\0]/.test(value) || value.length > 998) throw new Error(`Not a header an email can carry: ${name}`);
  }
  return JSON.stringify(headers);
}

/** Where emails and SMS go. Services depend on this, not on how messages are delivered. */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
}

/** What the messaging area keeps for the life of the process. */
export interface MessagingDependencies {
  /** Channels with a provider configured: their messages wait for the relay. Others are kept in the outbox. */
  deliveredChannels: ReadonlySet<MessageChannel>;
  /** The shop's origin (PUBLIC_URL): a link given as a shop path is stored absolute, so every email's link opens from a mail client. */
  shopOrigin: string;
}

/** The NOTIFY channel that wakes every process's relay when a message is committed. */
export const OUTBOX_NOTIFY_CHANNEL = 'outbox_message';

/**
 * Writes messages into outbox_message, in the same transaction as the change
 * that caused them: a rolled-back change sends nothing, a committed one is
 * delivered by the MessageRelay (or kept in the outbox when its channel has
 * no provider). Links are stored absolute (absoluteShopLink). The NOTIFY is delivered by PostgreSQL only on commit.
 */
export class OutboxTransport implements MessageTransport {
  constructor(
    private readonly em: EntityManager,
    private readonly messaging: MessagingDependencies,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const link = message.link ? absoluteShopLink(this.messaging.shopOrigin, message.link) : null;
    const status: MessageStatus = this.messaging.deliveredChannels.has(message.channel) ? 'pending' : 'kept';
    await this.em.getConnection().execute(
      `with inserted as (
         insert into outbox_message (channel, kind, recipient, subject, body, link, headers, created_at, status, attempts, next_attempt_at, expires_at)
         values (?, ?, ?, ?, ?, ?, ?::jsonb, now(), ?, 0, case when ? = 'pending' then now() end, ?)
         returning status
       )
       select pg_notify('${OUTBOX_NOTIFY_CHANNEL}', '') from inserted where status = 'pending'`,
      [message.channel, message.kind, message.recipient, message.subject ?? null, message.body, link, checkedHeaders(message.headers), status, status, message.expiresAt ?? null],
      'all',
      // Inside the caller's transaction when there is one, so a rolled-back change sends nothing.
      this.em.getTransactionContext(),
    );
  }
}

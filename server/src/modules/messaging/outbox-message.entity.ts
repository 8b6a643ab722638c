import { Entity, Enum, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Where a message is in its life:
 * - pending: waiting for the relay (a provider is configured for its channel);
 * - sent: the provider accepted it;
 * - failed: the provider refused it for good, or every retry failed;
 * - kept: no provider is configured for its channel, so the outbox is the delivery
 *   (read at /dev/outbox in development and by tests);
 * - expired: its code or link stopped working before it could be sent, so it never will be.
 */
export const MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'kept', 'expired'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A message as the relay and the outbox reader select it. */
export interface StoredMessage {
  id: string;
  channel: MessageChannel;
  kind: string;
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
  /** Extra email headers, e.g. List-Unsubscribe (null: none). */
  headers: Record<string, string> | null;
}

/**
 * An email or SMS, written in the same transaction as the change that caused
 * it (a transactional outbox) and delivered afterwards by the MessageRelay.
 */
@Entity({ tableName: 'outbox_message' })
@Index({ name: 'outbox_message_recipient_index', properties: ['recipient', 'createdAt'] })
@Index({ name: 'outbox_message_due_index', expression: `create index "outbox_message_due_index" on "outbox_message" ("next_attempt_at") where "status" = 'pending'` })
export class OutboxMessage {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Enum({ items: () => MESSAGE_CHANNELS, type: 'string' })
  channel!: MessageChannel;

  /** What the message is for: email_verification, password_reset, phone_code, order_confirmation... */
  @Property({ type: 'string', length: 40 })
  kind!: string;

  @Property({ type: 'string', length: 254 })
  recipient!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  subject?: string | null;

  @Property({ type: 'text' })
  body!: string;

  /** The link the message asks the reader to follow, if any. */
  @Property({ type: 'string', length: 500, nullable: true })
  link?: string | null;

  /** Extra email headers (List-Unsubscribe, List-Unsubscribe-Post), passed on by the email sender. */
  @Property({ type: 'json', nullable: true })
  headers?: Record<string, string> | null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Enum({ items: () => MESSAGE_STATUSES, type: 'string' })
  status!: MessageStatus;

  /** Sending attempts so far, counted when the relay claims the message. */
  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  /** When a pending message is due; while a relay is sending it, the end of that relay's lease. */
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  /** Why the last attempt failed, short: the provider's status and reason, never the message or a secret. */
  @Property({ type: 'string', length: 300, nullable: true })
  lastError?: string | null;

  /** The provider's id for the sent message (SMTP Message-ID, Twilio SID), to trace it with them. */
  @Property({ type: 'string', length: 200, nullable: true })
  providerMessageId?: string | null;

  /** After this the message is useless (a code or link that no longer works): it is never sent late. */
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;
}

import { Entity, Enum, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * An email or SMS as it would have been sent. With no mail or SMS provider
 * configured, this table is the delivery: developers read it at /dev/outbox
 * and tests follow its links and codes.
 */
@Entity({ tableName: 'outbox_message' })
@Index({ name: 'outbox_message_recipient_index', properties: ['recipient', 'createdAt'] })
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

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

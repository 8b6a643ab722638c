import { Collection, Entity, Index, ManyToOne, OneToMany, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import type { TicketPriority } from '@aurum/rules/support/support-categories';
import type { TicketStatus } from '@aurum/rules/support/ticket-status';

export { TICKET_STATUSES, type TicketStatus } from '@aurum/rules/support/ticket-status';
export type TicketAuthor = 'customer' | 'staff';

/** A customer's support request (§3): open → in progress → resolved or closed. */
@Entity({ tableName: 'support_ticket' })
@Index({ name: 'support_ticket_customer_created_index', properties: ['customer', 'createdAt'] })
@Index({ name: 'support_ticket_status_created_index', properties: ['status', 'createdAt'] })
export class SupportTicket {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The public reference shown to the customer, e.g. T-7K3M9Q2X. */
  @Property({ type: 'string', length: 20, unique: true })
  number!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  customer!: User;

  @Property({ type: 'string', length: 40 })
  category!: string;

  @Property({ type: 'string', length: 10 })
  priority!: TicketPriority;

  @Property({ type: 'string', length: 12, default: 'open' })
  status: TicketStatus & Opt = 'open';

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'string', length: 30 })
  source!: string;

  @Property({ type: 'boolean', default: false })
  isVip: boolean & Opt = false;

  /** When staff promise a first answer (VIP: 30 minutes). */
  @Property({ type: 'datetime', nullable: true })
  responseDueAt: Date | null = null;

  @OneToMany({ entity: () => TicketMessage, mappedBy: 'ticket', orderBy: { id: 'asc' } })
  messages = new Collection<TicketMessage>(this);

  @OneToMany({ entity: () => TicketAttachment, mappedBy: 'ticket', orderBy: { id: 'asc' } })
  attachments = new Collection<TicketAttachment>(this);

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

/** A reply on a ticket, by the customer or by staff. */
@Entity({ tableName: 'ticket_message' })
export class TicketMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Indexed: threads and the staff queue's counts look messages and files up by ticket. */
  @ManyToOne({ entity: () => SupportTicket, deleteRule: 'cascade', index: true })
  ticket!: SupportTicket;

  @Property({ type: 'string', length: 10 })
  author!: TicketAuthor;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

/** A file sent with a ticket; the bytes live outside the web root under `storedName`. */
@Entity({ tableName: 'ticket_attachment' })
export class TicketAttachment {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Indexed: threads and the staff queue's counts look messages and files up by ticket. */
  @ManyToOne({ entity: () => SupportTicket, deleteRule: 'cascade', index: true })
  ticket!: SupportTicket;

  @Property({ type: 'string', length: 255 })
  originalName!: string;

  @Property({ type: 'string', length: 64 })
  storedName!: string;

  /** Detected from the bytes, not taken from the upload. */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

export const SUPPORT_ENTITIES = [SupportTicket, TicketMessage, TicketAttachment];

import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { SupportTicket } from './support-ticket.entity';

@ObjectType('TicketMessage', { description: 'A reply on a support ticket.' })
export class TicketMessageView {
  @Field(() => ID, { description: 'Message id.' })
  id!: string;

  @Field(() => String, { description: "Who wrote it: 'customer' or 'staff'." })
  author!: string;

  @Field(() => String, { description: 'The text of the reply.' })
  body!: string;

  @Field(() => GraphQLDateTimeISO, { description: 'When it was written.' })
  createdAt!: Date;
}

@ObjectType('TicketAttachment', { description: 'A file sent with a ticket; download it from downloadUrl (owner and staff only).' })
export class TicketAttachmentView {
  @Field(() => ID, { description: 'Attachment id.' })
  id!: string;

  @Field(() => String, { description: 'The file name as uploaded (made safe).' })
  originalName!: string;

  @Field(() => String, { description: 'The type detected from the file content.' })
  contentType!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  size!: number;

  @Field(() => String, { description: 'Where the owner or staff can download it.' })
  downloadUrl!: string;
}

@ObjectType('SupportTicket', { description: 'A customer support ticket: open → in progress → resolved or closed.' })
export class SupportTicketView {
  @Field(() => String, { description: 'The public ticket number, e.g. T-7K3M9Q2X.' })
  number!: string;

  @Field(() => String, { description: 'Category id, e.g. order_support.' })
  category!: string;

  @Field(() => String, { description: 'low, medium, high or urgent; set by the server from the category (VIP tickets are urgent).' })
  priority!: string;

  @Field(() => String, { description: 'open, in_progress, resolved or closed.' })
  status!: string;

  @Field(() => String, { description: 'Contact name given on the ticket.' })
  name!: string;

  @Field(() => String, { description: 'Contact email given on the ticket.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Contact phone, if given.' })
  phone!: string | null;

  @Field(() => String, { description: 'Subject line.' })
  subject!: string;

  @Field(() => String, { description: 'The original message.' })
  message!: string;

  @Field(() => String, { description: 'Where the ticket came from, e.g. contact_form.' })
  source!: string;

  @Field(() => Boolean, { description: 'Raised by a VIP client (30-minute response target).' })
  isVip!: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When a first answer is due, for VIP tickets.' })
  responseDueAt!: Date | null;

  @Field(() => [TicketMessageView], { description: 'Replies, oldest first.' })
  messages!: TicketMessageView[];

  @Field(() => [TicketAttachmentView], { description: 'Files sent with the ticket.' })
  attachments!: TicketAttachmentView[];

  @Field(() => GraphQLDateTimeISO, { description: 'When the ticket was raised.' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { description: 'When the ticket last changed.' })
  updatedAt!: Date;
}

export function toTicketView(ticket: SupportTicket): SupportTicketView {
  return {
    number: ticket.number,
    category: ticket.category,
    priority: ticket.priority,
    status: ticket.status,
    name: ticket.name,
    email: ticket.email,
    phone: ticket.phone,
    subject: ticket.subject,
    message: ticket.message,
    source: ticket.source,
    isVip: ticket.isVip,
    responseDueAt: ticket.responseDueAt,
    createdAt: ticket.createdAt,
    updatedAt: ticket.updatedAt,
    messages: ticket.messages.getItems().map((m) => ({ id: String(m.id), author: m.author, body: m.body, createdAt: m.createdAt })),
    attachments: ticket.attachments.getItems().map((a) => ({
      id: String(a.id),
      originalName: a.originalName,
      contentType: a.contentType,
      size: a.size,
      downloadUrl: `/api/support/tickets/${encodeURIComponent(ticket.number)}/attachments/${a.id}`,
    })),
  };
}

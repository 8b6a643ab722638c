import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { QUEUE_LIMITS, type SupportQueueItemData } from './support-queue';

@ObjectType('SupportQueueItem', { description: 'One ticket in the staff queue: what staff need to pick it, without its thread.' })
export class SupportQueueItem implements SupportQueueItemData {
  @Field(() => String, { description: 'The public ticket number, e.g. T-7K3M9Q2X.' })
  number!: string;

  @Field(() => String, { description: 'Subject line.' })
  subject!: string;

  @Field(() => String, { description: 'Category id, e.g. order_support.' })
  category!: string;

  @Field(() => String, { description: 'Category label, e.g. Order Support.' })
  categoryLabel!: string;

  @Field(() => String, { description: 'low, medium, high or urgent (VIP tickets are urgent).' })
  priority!: SupportQueueItemData['priority'];

  @Field(() => Boolean, { description: 'Raised by a VIP client (30-minute first answer).' })
  isVip!: boolean;

  @Field(() => String, { description: 'Contact name given on the ticket.' })
  customerName!: string;

  @Field(() => String, { description: 'Contact email given on the ticket.' })
  customerEmail!: string;

  @Field(() => String, { description: 'open, in_progress, resolved or closed.' })
  status!: SupportQueueItemData['status'];

  @Field(() => GraphQLDateTimeISO, { description: 'When the ticket was raised.' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When a first answer is due (VIP tickets); null when none was promised.' })
  responseDueAt!: Date | null;

  @Field(() => Boolean, { description: 'The due time has passed with no staff reply while the ticket is open or in progress.' })
  overdue!: boolean;

  @Field(() => Boolean, { description: 'Staff have replied at least once, so the first answer was given.' })
  staffReplied!: boolean;

  @Field(() => Int, { description: 'Replies on the ticket, customer and staff.' })
  messageCount!: number;

  @Field(() => Int, { description: 'Files sent with the ticket.' })
  attachmentCount!: number;
}

@ObjectType('SupportQueuePage', { description: 'One page of the staff support queue, most pressing first.' })
export class SupportQueuePage {
  @Field(() => [SupportQueueItem], { description: 'The tickets of this page.' })
  items!: SupportQueueItem[];

  @Field(() => Int, { description: 'Tickets matching the status filter, over all pages.' })
  totalCount!: number;

  @Field(() => Int, { description: 'The page size used.' })
  limit!: number;

  @Field(() => Int, { description: 'The offset of this page.' })
  offset!: number;
}

@ArgsType()
export class SupportQueueArgs {
  @Field(() => [String], { nullable: true, description: 'Only tickets in these statuses (open, in_progress, resolved, closed); open and in_progress when omitted.' })
  status?: string[] | null;

  @Field(() => Int, { nullable: true, description: `Page size, 1–${QUEUE_LIMITS.maxLimit}; ${QUEUE_LIMITS.defaultLimit} when omitted.` })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'How many tickets to skip; 0 when omitted.' })
  offset?: number | null;
}

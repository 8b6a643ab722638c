import { GraphQLDateTimeISO } from 'graphql-scalars';
import { StaffActionEntryView, toStaffActionEntry } from '../../common/audit/staff-action.types';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/money.type';
import type { StaffActionRecord } from '../../common/audit/staff-action.entity';
import type { CustomerRow } from './customer-directory';
import type { CustomerProfile } from './customer-profile';

@ObjectType('CustomerSummary', { description: 'A customer account as staff list it.' })
export class CustomerSummaryView {
  @Field(() => ID, { description: 'Account id.' })
  id!: string;

  @Field(() => String, { description: 'Sign-in email.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'First and last name, when given.' })
  name!: string | null;

  @Field(() => String, { nullable: true, description: 'Phone in international format.' })
  phone!: string | null;

  @Field(() => Boolean, { description: 'A VIP client (staff decide).' })
  isVip!: boolean;

  @Field(() => Boolean, { description: 'Email address verified.' })
  emailVerified!: boolean;

  @Field(() => Boolean, { description: 'Phone verified by SMS code.' })
  phoneVerified!: boolean;

  @Field(() => GraphQLDateTimeISO, { description: 'When the account was opened.' })
  createdAt!: Date;

  @Field(() => Int, { description: 'Paid orders placed while signed in.' })
  orderCount!: number;

  @Field(() => Money, { description: 'What those orders came to, refunded ones left out.' })
  totalSpent!: Money;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the newest paid order was paid.' })
  lastOrderAt!: Date | null;

  @Field(() => Int, { description: 'Browsers signed in now.' })
  activeSessions!: number;
}

@ObjectType('CustomerPage', { description: 'A page of customers.' })
export class CustomerPageView {
  @Field(() => [CustomerSummaryView], { description: 'Newest accounts first.' })
  items!: CustomerSummaryView[];

  @Field(() => Int, { description: 'How many match in all.' })
  totalCount!: number;
}

@InputType('CustomerFilter', { description: 'Which customers staff want to see.' })
export class CustomerFilterInput {
  @Field(() => String, { nullable: true, description: 'Part of the email, name or phone.' })
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only VIP clients.' })
  vipOnly?: boolean | null;
}

@ObjectType('CustomerOrderLine', { description: 'One of the customer’s paid orders.' })
export class CustomerOrderView {
  @Field(() => String, { description: 'Order number.' })
  number!: string;

  @Field(() => String, { description: 'paid, fulfilled, cancelled or refunded.' })
  status!: string;

  @Field(() => Money, { description: 'Order total.' })
  total!: Money;

  @Field(() => GraphQLDateTimeISO, { description: 'When it was placed.' })
  createdAt!: Date;

  @Field(() => Boolean, { description: 'Refunded in full.' })
  refunded!: boolean;
}

@ObjectType('CustomerTicket', { description: 'One of the customer’s support tickets.' })
export class CustomerTicketView {
  @Field(() => String, { description: 'Ticket number.' })
  number!: string;

  @Field(() => String, { description: 'Subject.' })
  subject!: string;

  @Field(() => String, { description: 'Category id.' })
  category!: string;

  @Field(() => String, { description: 'Priority.' })
  priority!: string;

  @Field(() => String, { description: 'Status.' })
  status!: string;

  @Field(() => GraphQLDateTimeISO, { description: 'When it was raised.' })
  createdAt!: Date;
}

@ObjectType('CustomerConsultation', { description: 'A consultation report the customer saved.' })
export class CustomerConsultationView {
  @Field(() => ID, { description: 'Saved report id.' })
  id!: string;

  @Field(() => String, { description: 'watches or clothing, with the budget and style chosen.' })
  summary!: string;

  @Field(() => GraphQLDateTimeISO, { description: 'When it was saved.' })
  createdAt!: Date;
}

@ObjectType('CustomerServiceRequest', { description: 'One of the customer’s return or repair requests.' })
export class CustomerServiceRequestView {
  @Field(() => ID, { description: 'Request id.' })
  id!: string;

  @Field(() => String, { description: 'return or repair.' })
  kind!: string;

  @Field(() => String, { description: 'Status.' })
  status!: string;

  @Field(() => String, { description: 'Order number.' })
  orderNumber!: string;

  @Field(() => String, { description: 'Item.' })
  itemName!: string;

  @Field(() => GraphQLDateTimeISO, { description: 'When it was raised.' })
  createdAt!: Date;
}

@ObjectType('CustomerSession', { description: 'A browser the customer is signed in on.' })
export class CustomerSessionView {
  @Field(() => GraphQLDateTimeISO, { description: 'Signed in at.' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { description: 'Last seen.' })
  lastSeenAt!: Date;

  @Field(() => GraphQLDateTimeISO, { description: 'Ends at.' })
  expiresAt!: Date;

  @Field(() => Boolean, { description: 'Remember me.' })
  persistent!: boolean;

  @Field(() => String, { nullable: true, description: 'Network address.' })
  ipAddress!: string | null;

  @Field(() => String, { nullable: true, description: 'Browser.' })
  userAgent!: string | null;
}

@ObjectType('CustomerProfile', { description: 'One customer, whole: account, verification, orders, tickets, consultations, requests, sessions and what staff did.' })
export class CustomerProfileView extends CustomerSummaryView {
  @Field(() => String, { nullable: true, description: 'Postal address on one line.' })
  address!: string | null;

  @Field(() => [CustomerOrderView], { description: 'Paid orders, newest first (50 at most).' })
  orders!: CustomerOrderView[];

  @Field(() => [CustomerTicketView], { description: 'Support tickets, newest first.' })
  tickets!: CustomerTicketView[];

  @Field(() => [CustomerConsultationView], { description: 'Saved consultation reports, newest first.' })
  consultations!: CustomerConsultationView[];

  @Field(() => [CustomerServiceRequestView], { description: 'Return and repair requests, newest first.' })
  requests!: CustomerServiceRequestView[];

  @Field(() => [CustomerSessionView], { description: 'Live sessions, most recently used first.' })
  sessions!: CustomerSessionView[];

  @Field(() => [StaffActionEntryView], { description: 'What staff did to the account, newest first.' })
  history!: StaffActionEntryView[];
}

const fullName = (row: Pick<CustomerRow, 'firstName' | 'lastName'>) => [row.firstName, row.lastName].filter(Boolean).join(' ') || null;

export function toCustomerSummary(row: CustomerRow): CustomerSummaryView {
  return {
    id: String(row.id),
    email: row.email,
    name: fullName(row),
    phone: row.phone,
    isVip: row.isVip,
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
    createdAt: row.createdAt,
    orderCount: row.orderCount,
    totalSpent: Money.ofPence(row.spentPence),
    lastOrderAt: row.lastOrderAt,
    activeSessions: row.activeSessions,
  };
}

export function toCustomerProfile(profile: CustomerProfile, history: StaffActionRecord[]): CustomerProfileView {
  return {
    ...toCustomerSummary(profile),
    address: [profile.address, profile.city, profile.postcode, profile.country].filter(Boolean).join(', ') || null,
    orders: profile.orders.map((order) => ({ number: order.number, status: order.status, total: Money.ofPence(order.totalPence), createdAt: order.createdAt, refunded: order.refundedAt != null })),
    tickets: profile.tickets,
    consultations: profile.consultations.map((c) => ({ id: String(c.id), summary: [c.interest, c.budget, c.style].filter(Boolean).join(' · '), createdAt: c.createdAt })),
    requests: profile.requests.map((r) => ({ ...r, id: String(r.id) })),
    sessions: profile.sessions,
    history: history.map(toStaffActionEntry),
  };
}

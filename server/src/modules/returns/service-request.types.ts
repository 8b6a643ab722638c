import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ServiceRequest } from './service-request.entity';
import { RefundLineInput } from '../orders/refund.types';

@ObjectType('ServiceRequestLine', { description: 'A line of the order named by a return.' })
export class ServiceRequestLineView {
  @Field(() => ID, { description: 'The product of the order line.' })
  productId!: string;

  @Field(() => String, { nullable: true, description: 'Its size, for clothing.' })
  size!: string | null;

  @Field(() => Int, { description: 'How many are returned.' })
  quantity!: number;
}
import type { RequestStep } from './service-request.service';
import { ACTION_LABELS, allowedActions, STATUS_LABELS, type ServiceRequestAction, type ServiceRequestStatus } from './service-request-states';

export enum ServiceRequestStatusValue {
  REQUESTED = 'requested',
  APPROVED = 'approved',
  RECEIVED = 'received',
  REFUNDED = 'refunded',
  IN_WORKSHOP = 'in_workshop',
  READY = 'ready',
  RETURNED = 'returned',
  REJECTED = 'rejected',
}

registerEnumType(ServiceRequestStatusValue, {
  name: 'ServiceRequestStatus',
  description: 'Returns: requested → approved → received → refunded, or rejected. Repairs: requested → received → in the workshop → ready → returned, or rejected.',
});

export enum ServiceRequestActionValue {
  APPROVE = 'approve',
  RECEIVE = 'receive',
  REFUND = 'refund',
  START_REPAIR = 'start_repair',
  MARK_READY = 'mark_ready',
  RETURN_TO_CUSTOMER = 'return_to_customer',
  REJECT = 'reject',
}

registerEnumType(ServiceRequestActionValue, {
  name: 'ServiceRequestAction',
  description: 'What staff do to a request: approve a return (instructions emailed), receive the item, refund the order, send a repair to the workshop, mark it ready, send it back, or reject with a reason.',
});

@ObjectType('ServiceRequestStep', { description: 'A state the request reached, and when.' })
export class ServiceRequestStepView {
  @Field(() => ServiceRequestStatusValue, { description: 'The state reached.' })
  status!: ServiceRequestStatusValue;

  @Field(() => String, { description: 'The state in words.' })
  label!: string;

  @Field(() => GraphQLDateTimeISO, { description: 'When.' })
  at!: Date;
}

@ObjectType('ServiceRequestActionOption', { description: 'An action staff may take on a request now.' })
export class ServiceRequestActionOption {
  @Field(() => ServiceRequestActionValue, { description: 'The action.' })
  action!: ServiceRequestActionValue;

  @Field(() => String, { description: 'Its button label.' })
  label!: string;

  @Field(() => Boolean, { description: 'Whether staff must give the customer a reason (rejections).' })
  needsReason!: boolean;
}

@ObjectType('ServiceRequest', { description: 'A return or repair request raised from the account pages.' })
export class ServiceRequestView {
  @Field(() => ID, { description: 'Request id.' })
  id!: string;

  @Field(() => String, { description: "'return' or 'repair'." })
  kind!: string;

  @Field(() => ServiceRequestStatusValue, { description: 'Where the request stands.' })
  status!: ServiceRequestStatusValue;

  @Field(() => String, { description: 'The status in words, e.g. "With the workshop".' })
  statusLabel!: string;

  @Field(() => String, { description: 'The order the item came from (one of the customer’s own).' })
  orderNumber!: string;

  @Field(() => String, { description: 'The item concerned (for a return, a summary of the lines).' })
  itemName!: string;

  @Field(() => [ServiceRequestLineView], { description: 'A return: the order lines and quantities sent back (its refund gives back these only); empty for repairs and older returns.' })
  lines!: ServiceRequestLineView[];

  @Field(() => String, { description: 'The reason chosen from the list.' })
  reason!: string;

  @Field(() => String, { description: 'The customer’s description.' })
  details!: string;

  @Field(() => String, { nullable: true, description: 'Why staff rejected it, when they did.' })
  rejectionReason!: string | null;

  @Field(() => [ServiceRequestStepView], { description: 'The states reached since it was raised, oldest first.' })
  steps!: ServiceRequestStepView[];

  @Field(() => String, { nullable: true, description: 'Who raised it (admins only; null in the customer’s own list).' })
  customerEmail!: string | null;

  @Field(() => Int, { nullable: true, description: 'The customer’s account id (admins only).' })
  customerId!: number | null;

  @Field(() => [ServiceRequestActionOption], { description: 'What staff may do now (admins only; empty in the customer’s own list).' })
  nextActions!: ServiceRequestActionOption[];

  @Field(() => GraphQLDateTimeISO, { description: 'When it was raised.' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { description: 'When it last changed.' })
  updatedAt!: Date;
}

export function toServiceRequestView(request: ServiceRequest, steps: RequestStep[] = [], forStaff = false): ServiceRequestView {
  return {
    id: String(request.id),
    kind: request.kind,
    status: request.status as ServiceRequestStatusValue,
    statusLabel: STATUS_LABELS[request.status as ServiceRequestStatus],
    orderNumber: request.orderNumber,
    itemName: request.itemName,
    lines: (request.lines ?? []).map((line) => ({ productId: line.productId, size: line.size ?? null, quantity: line.quantity })),
    reason: request.reason,
    details: request.details,
    rejectionReason: request.rejectionReason ?? null,
    steps: steps.map((step) => ({ status: step.status as ServiceRequestStatusValue, label: STATUS_LABELS[step.status as ServiceRequestStatus] ?? step.status, at: step.at })),
    customerEmail: forStaff ? request.user.email : null,
    customerId: forStaff ? request.user.id : null,
    nextActions: forStaff ? allowedActions({ kind: request.kind, status: request.status as ServiceRequestStatus }).map((action: ServiceRequestAction) => ({ action: action as ServiceRequestActionValue, label: ACTION_LABELS[action], needsReason: action === 'reject' })) : [],
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
  };
}

@ObjectType('ServiceRequestPage', { description: 'A page of requests for staff.' })
export class ServiceRequestPageView {
  @Field(() => [ServiceRequestView], { description: 'The requests of this page, newest first.' })
  items!: ServiceRequestView[];

  @Field(() => Int, { description: 'How many match the filter in all.' })
  totalCount!: number;
}

@InputType('ServiceRequestFilter', { description: 'Which requests staff want to see.' })
export class ServiceRequestFilterInput {
  @Field(() => String, { nullable: true, description: "'return' or 'repair'; both when absent." })
  kind?: string | null;

  @Field(() => ServiceRequestStatusValue, { nullable: true, description: 'Only this status.' })
  status?: ServiceRequestStatusValue | null;

  @Field(() => String, { nullable: true, description: 'Part of the order number, item or customer email, or the request number.' })
  search?: string | null;
}

@InputType('ServiceRequestInput', { description: 'A return or repair request.' })
export class ServiceRequestInput {
  @Field(() => String, { description: "'return' or 'repair'." })
  kind!: string;

  @Field(() => String, { description: 'The number of one of your orders, e.g. AUR-7K3M9Q2X.' })
  orderNumber!: string;

  @Field(() => String, { description: 'The item concerned (for a return, a summary of the lines).' })
  itemName!: string;

  @Field(() => [RefundLineInput], { nullable: true, description: 'A return: the order lines and quantities sent back; its refund gives back these only. Returns are for dispatched orders, within 30 days of delivery.' })
  lines?: RefundLineInput[] | null;

  @Field(() => String, { description: 'One of the reasons listed by the form.' })
  reason!: string;

  @Field(() => String, { description: 'What happened (at least 10 characters).' })
  details!: string;
}

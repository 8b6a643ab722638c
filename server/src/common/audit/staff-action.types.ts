import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { actionLabel, fieldLabel, subjectLabel, valueText } from './audit-labels';
import type { StaffActionRecord } from './staff-action.entity';

@ObjectType('FieldChange', { description: 'Staff: one field an action changed.' })
export class FieldChangeView {
  @Field(() => String, { description: 'The field that changed (its stored name).' }) field!: string;
  @Field(() => String, { description: 'The field as staff call it, e.g. "Price".' }) label!: string;
  @Field(() => String, { nullable: true, description: 'Its value before, as JSON.' }) from!: string | null;
  @Field(() => String, { nullable: true, description: 'Its value after, as JSON.' }) to!: string | null;
  @Field(() => String, { description: 'Its value before as staff read it (pounds, UK dates, "—" for none).' }) fromText!: string;
  @Field(() => String, { description: 'Its value after as staff read it.' }) toText!: string;
}

/** The one GraphQL view of the staff audit record, wherever a screen shows what staff did. */
@ObjectType('StaffActionEntry', { description: 'Staff: who did what, when, why, and what changed.' })
export class StaffActionEntryView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => String, { description: 'What was done, e.g. product.update, customer.vip.set, order.refund.' }) action!: string;
  @Field(() => String, { description: 'What was done, in words, e.g. "Put on sale".' }) actionLabel!: string;
  @Field(() => String, { description: 'The kind of record acted on, e.g. product, order, api_key.' }) subjectType!: string;
  @Field(() => String, { description: 'The kind of record in words, e.g. "Product".' }) subjectLabel!: string;
  @Field(() => String, { description: 'The record acted on (its id).' }) subjectId!: string;
  @Field(() => String, { description: 'The staff member who did it.' }) actorEmail!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When it happened.' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'The reason staff gave, if any.' }) reason!: string | null;
  @Field(() => [FieldChangeView], { description: 'What changed, field by field.' }) changes!: FieldChangeView[];
}

@ObjectType('StaffActionPage', { description: 'Staff: one page of the audit trail, newest first.' })
export class StaffActionPageView {
  @Field(() => [StaffActionEntryView], { description: 'The entries of this page.' }) items!: StaffActionEntryView[];
  @Field(() => Int, { description: 'How many entries match the filter.' }) totalCount!: number;
}

@InputType('StaffActionFilterInput', { description: 'Staff: which audit entries to show; every field optional.' })
export class StaffActionFilterInput {
  @Field(() => String, { nullable: true, description: 'Part of the staff member’s email, any case.' }) actorEmail?: string | null;
  @Field(() => String, { nullable: true, description: 'The kind of action: an action or its start, e.g. "product." or "order.cancel".' }) action?: string | null;
  @Field(() => String, { nullable: true, description: 'The kind of record, e.g. product, order.' }) subjectType?: string | null;
  @Field(() => String, { nullable: true, description: 'The record’s id (with subjectType).' }) subjectId?: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'From this moment (inclusive).' }) from?: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'To this moment (exclusive).' }) to?: Date | null;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export function toStaffActionEntry(record: StaffActionRecord): StaffActionEntryView {
  const changes = Object.entries(record.changes ?? {}).map(([field, change]) => {
    const pair = change && typeof change === 'object' && 'from' in change && 'to' in change ? (change as { from: unknown; to: unknown }) : { from: undefined, to: change };
    return { field, label: fieldLabel(field), from: json(pair.from), to: json(pair.to), fromText: valueText(field, pair.from), toText: valueText(field, pair.to) };
  });
  return {
    id: record.id,
    action: record.action,
    actionLabel: actionLabel(record.action),
    subjectType: record.subjectType,
    subjectLabel: subjectLabel(record.subjectType),
    subjectId: record.subjectId,
    actorEmail: record.actorEmail,
    createdAt: record.createdAt,
    reason: record.reason ?? null,
    changes,
  };
}

import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import type { StaffActionRecord } from './staff-action.entity';

@ObjectType('FieldChange', { description: 'Staff: one field an action changed.' })
export class FieldChangeView {
  @Field(() => String, { description: 'The field that changed.' }) field!: string;
  @Field(() => String, { nullable: true, description: 'Its value before, as JSON.' }) from!: string | null;
  @Field(() => String, { nullable: true, description: 'Its value after, as JSON.' }) to!: string | null;
}

/** The one GraphQL view of the staff audit record, wherever a screen shows what staff did. */
@ObjectType('StaffActionEntry', { description: 'Staff: who did what, when, why, and what changed.' })
export class StaffActionEntryView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => String, { description: 'What was done, e.g. product.update, customer.vip.set, order.refund.' }) action!: string;
  @Field(() => String, { description: 'The staff member who did it.' }) actorEmail!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When it happened.' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'The reason staff gave, if any.' }) reason!: string | null;
  @Field(() => [FieldChangeView], { description: 'What changed, field by field.' }) changes!: FieldChangeView[];
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export function toStaffActionEntry(record: StaffActionRecord): StaffActionEntryView {
  const changes = Object.entries(record.changes ?? {}).map(([field, change]) => {
    const pair = change && typeof change === 'object' && 'from' in change && 'to' in change ? (change as { from: unknown; to: unknown }) : { from: undefined, to: change };
    return { field, from: json(pair.from), to: json(pair.to) };
  });
  return { id: record.id, action: record.action, actorEmail: record.actorEmail, createdAt: record.createdAt, reason: record.reason ?? null, changes };
}

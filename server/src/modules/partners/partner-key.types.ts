import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { staffPageType } from '../../common/staff-page';

@ObjectType('PartnerApiUsageHour', { description: "One hour of a partner key's use: calls, query cost spent and failed calls." })
export class PartnerApiUsageHourView {
  @Field(() => GraphQLDateTimeISO, { description: 'The start of the hour.' })
  hour!: Date;

  @Field(() => Int, { description: 'Calls made with the key in this hour.' })
  calls!: number;

  @Field(() => Int, { description: 'Query cost charged to the key in this hour.' })
  cost!: number;

  @Field(() => Int, { description: 'Calls answered with an error status.' })
  errors!: number;
}

@ObjectType('PartnerApiKey', { description: 'A partner API key as staff see it; the secret itself is never shown again after it is issued.' })
export class PartnerApiKeyView {
  @Field(() => ID, { description: 'Stable identifier of the key (not its secret).' })
  id!: number;

  @Field(() => String, { description: 'Who the key is for, as staff named it.' })
  label!: string;

  @Field(() => String, { description: 'The first characters of the secret, to tell keys apart.' })
  prefix!: string;

  @Field(() => [String], { description: 'catalogue:read, marketplace:read, signals:read.' })
  scopes!: string[];

  @Field(() => Int, { description: 'Query cost the key may spend per minute.' })
  costPerMinute!: number;

  @Field(() => [String], { description: 'Web origins (https://host[:port]) whose pages may call the API with this key (CORS); empty when none.' })
  allowedOrigins!: string[];

  @Field(() => GraphQLDateTimeISO, { description: 'When the key was issued.' })
  createdAt!: Date;

  @Field(() => String, { description: 'Email of the staff member who issued it.' })
  createdBy!: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the key was revoked or rotated; null while it works.' })
  revokedAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When a call last came with it (to the minute); null if never.' })
  lastUsedAt!: Date | null;
}

@ObjectType('IssuedPartnerApiKey', { description: 'A key just issued, with its secret: shown this once.' })
export class IssuedPartnerApiKeyView {
  @Field(() => PartnerApiKeyView, { description: 'The key as staff see it from now on.' })
  key!: PartnerApiKeyView;

  @Field(() => String, { description: 'The whole secret, to send as `Authorization: Bearer <secret>` or `X-Api-Key`.' })
  secret!: string;
}

@InputType('NewPartnerApiKeyInput', { description: 'A key to issue: who it is for, what it may read, and its budget.' })
export class NewPartnerApiKeyInput {
  @Field(() => String, { description: 'Who the key is for, e.g. "Chrono Partners Ltd — production".' })
  label!: string;

  @Field(() => [String], { description: 'One or more of catalogue:read, marketplace:read, signals:read.' })
  scopes!: string[];

  @Field(() => Int, { nullable: true, description: 'Query cost per minute, 100 to 100,000 (30,000 when not given).' })
  costPerMinute?: number | null;

  @Field(() => [String], { nullable: true, description: 'Web origins whose pages may call the API with the key (CORS), e.g. https://shop.example.com; at most 10, none when not given.' })
  allowedOrigins?: string[] | null;
}

export const PartnerApiKeyPageView = staffPageType(PartnerApiKeyView, 'PartnerApiKeyPage', 'Staff: one page of partner API keys, live ones first.');
export type PartnerApiKeyPageView = InstanceType<typeof PartnerApiKeyPageView>;

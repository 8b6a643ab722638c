import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../graphql/money.type';
import { ListingStatusValue, SellerStatusValue, SellerTypeValue } from './marketplace-enums';
import { ListingPhotoView } from './marketplace.types';

export enum OwnListingMove {
  SUBMIT = 'submit',
  WITHDRAW = 'withdraw',
  RELIST = 'relist',
}
registerEnumType(OwnListingMove, { name: 'OwnListingMove', description: "A seller's move on their own listing." });

export enum SellerDecisionValue {
  APPROVE = 'approve',
  REJECT = 'reject',
  SUSPEND = 'suspend',
}
registerEnumType(SellerDecisionValue, { name: 'SellerDecision', description: 'A staff decision on a seller: reject and suspend need a reason.' });

@ObjectType('SellerApplication', { description: "A seller application as its applicant and staff see it. Bank details are never shown in full." })
export class SellerApplicationView {
  @Field(() => ID) id!: string;
  @Field(() => SellerStatusValue) status!: SellerStatusValue;
  @Field(() => SellerTypeValue) sellerType!: SellerTypeValue;
  @Field(() => String) legalName!: string;
  @Field(() => String, { nullable: true }) businessName!: string | null;
  @Field(() => String, { nullable: true }) companyNumber!: string | null;
  @Field(() => String) city!: string;
  @Field(() => String, { description: 'The payout account, e.g. "•••• 1234".' }) payoutAccount!: string;
  @Field(() => String) payoutReference!: string;
  @Field(() => String, { nullable: true, description: 'Why staff rejected or suspended.' }) decisionReason!: string | null;
  @Field(() => GraphQLDateTimeISO) submittedAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) decidedAt!: Date | null;
  @Field(() => String, { description: 'The account email (staff see whose application it is).' }) email!: string;
  @Field(() => String, { description: 'Where the identity document is downloaded (applicant and staff only).' }) documentUrl!: string;
}

@ObjectType('OwnListing', { description: "A listing as its seller sees it in the dashboard, in any state." })
export class OwnListingView {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => ListingStatusValue) status!: ListingStatusValue;
  @Field(() => Money) price!: Money;
  @Field(() => ListingPhotoView, { nullable: true }) photo!: ListingPhotoView | null;
  @Field(() => Int, { description: 'Times buyers opened it.' }) views!: number;
  @Field(() => String, { nullable: true }) rejectionReason!: string | null;
  @Field(() => String, { description: 'The serial number, for the seller and staff only.' }) serialNumber!: string;
  @Field(() => GraphQLDateTimeISO) updatedAt!: Date;
}

@ObjectType('ListingForReview', { description: 'A listing in the staff review queue, with what only staff see.' })
export class ListingForReviewView extends OwnListingView {
  @Field(() => String) sellerName!: string;
  @Field(() => ID) sellerId!: string;
  @Field(() => String, { description: 'Proof-of-ownership photo (staff and owner only).' }) proofUrl!: string;
  @Field(() => [ListingPhotoView]) photos!: ListingPhotoView[];
  @Field(() => [String], { description: 'What to check: stolen serial, duplicate serial, price far from the market.' }) flags!: string[];
  @Field(() => GraphQLDateTimeISO, { nullable: true }) submittedAt!: Date | null;
}

@ObjectType('StolenSerialEntry', { description: 'A serial number on the stolen register.' })
export class StolenSerialView {
  @Field(() => ID) id!: string;
  @Field(() => String) serialNumber!: string;
  @Field(() => String, { nullable: true }) brand!: string | null;
  @Field(() => String) note!: string;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
}

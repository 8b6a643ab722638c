import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../graphql/money.type';
import { staffPageType } from '../../common/staff-page';
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
  @Field(() => ID, { description: 'Its id.' }) id!: string;
  @Field(() => SellerStatusValue, { description: 'Where it is in its life.' }) status!: SellerStatusValue;
  @Field(() => SellerTypeValue, { description: 'Private seller or professional dealer.' }) sellerType!: SellerTypeValue;
  @Field(() => String, { description: 'Legal name of the applicant.' }) legalName!: string;
  @Field(() => String, { nullable: true, description: 'Business name, for dealers.' }) businessName!: string | null;
  @Field(() => String, { nullable: true, description: 'UK company number, for dealers.' }) companyNumber!: string | null;
  @Field(() => String, { description: 'Town or city.' }) city!: string;
  @Field(() => String, { description: 'The payout account, e.g. "•••• 1234".' }) payoutAccount!: string;
  @Field(() => String, { description: 'Our reference for the payout account.' }) payoutReference!: string;
  @Field(() => String, { nullable: true, description: 'The Stripe connected account (acct_…) payouts are transferred to, when set by staff.' }) stripeAccountId!: string | null;
  @Field(() => String, { nullable: true, description: 'Why staff rejected or suspended.' }) decisionReason!: string | null;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was submitted.' }) submittedAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When staff last decided.' }) decidedAt!: Date | null;
  @Field(() => String, { description: 'The account email (staff see whose application it is).' }) email!: string;
  @Field(() => String, { description: 'Where the identity document is downloaded (applicant and staff only).' }) documentUrl!: string;
}

@ObjectType('OwnListing', { description: "A listing as its seller sees it in the dashboard, in any state." })
export class OwnListingView {
  @Field(() => ID, { description: 'Its id.' }) id!: string;
  @Field(() => String, { description: 'Brand, model and reference, e.g. "Rolex Submariner Date 126610LN".' }) title!: string;
  @Field(() => ListingStatusValue, { description: 'Where it is in its life.' }) status!: ListingStatusValue;
  @Field(() => Money, { description: 'The asking price.' }) price!: Money;
  @Field(() => ListingPhotoView, { nullable: true, description: 'The cover photo.' }) photo!: ListingPhotoView | null;
  @Field(() => Int, { description: 'Times buyers opened it.' }) views!: number;
  @Field(() => String, { nullable: true, description: 'Why staff rejected it; shown to the seller.' }) rejectionReason!: string | null;
  @Field(() => String, { description: 'The serial number, for the seller and staff only.' }) serialNumber!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'Last change.' }) updatedAt!: Date;
}

@ObjectType('ListingForReview', { description: 'A listing in the staff review queue, with what only staff see.' })
export class ListingForReviewView extends OwnListingView {
  @Field(() => String, { description: 'The seller as buyers see them.' }) sellerName!: string;
  @Field(() => ID, { description: 'The seller\'s id.' }) sellerId!: string;
  @Field(() => String, { description: 'Proof-of-ownership photo (staff and owner only).' }) proofUrl!: string;
  @Field(() => [ListingPhotoView], { description: 'Photos in order, the first is the cover.' }) photos!: ListingPhotoView[];
  @Field(() => [String], { description: 'What to check: stolen serial, duplicate serial, price far from the market.' }) flags!: string[];
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When it was submitted.' }) submittedAt!: Date | null;
}

@ObjectType('StolenSerialEntry', { description: 'A serial number on the stolen register.' })
export class StolenSerialView {
  @Field(() => ID, { description: 'Its id.' }) id!: string;
  @Field(() => String, { description: 'The serial number, normalised to letters and digits.' }) serialNumber!: string;
  @Field(() => String, { nullable: true, description: 'The brand, when known.' }) brand!: string | null;
  @Field(() => String, { description: 'Who reported it and how.' }) note!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was added.' }) createdAt!: Date;
}

export const SellerApplicationPageView = staffPageType(SellerApplicationView, 'SellerApplicationPage', 'Staff: one page of seller applications, oldest first.');
export type SellerApplicationPageView = InstanceType<typeof SellerApplicationPageView>;

export const ListingReviewPageView = staffPageType(ListingForReviewView, 'ListingReviewPage', 'Staff: one page of the listing review queue, oldest submission first.');
export type ListingReviewPageView = InstanceType<typeof ListingReviewPageView>;

export const StolenSerialPageView = staffPageType(StolenSerialView, 'StolenSerialPage', 'Staff: one page of the stolen serial register, newest first.');
export type StolenSerialPageView = InstanceType<typeof StolenSerialPageView>;

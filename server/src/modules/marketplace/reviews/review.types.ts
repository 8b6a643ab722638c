import { MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { inheritCache } from '../../../graphql/cache-control';
import { staffPageType } from '../../../common/staff-page';

export enum SellerReviewStatusValue {
  PENDING = 'PENDING',
  PUBLISHED = 'PUBLISHED',
  HIDDEN = 'HIDDEN',
}
registerEnumType(SellerReviewStatusValue, {
  name: 'SellerReviewStatus',
  description: 'Where a review of a seller stands in moderation.',
  valuesConfig: {
    PENDING: { description: 'Written, awaiting moderation; not shown.' },
    PUBLISHED: { description: 'Shown on the seller’s page and counted in their rating.' },
    HIDDEN: { description: 'Not shown; staff gave a reason.' },
  },
});

export enum ReviewDecisionValue {
  PUBLISH = 'PUBLISH',
  HIDE = 'HIDE',
}
registerEnumType(ReviewDecisionValue, { name: 'ReviewDecision', description: 'Staff’s moderation of a review: publish it, or hide it with a reason.' });

export enum ReviewKindValue {
  SELLER = 'SELLER',
  PRODUCT = 'PRODUCT',
}
registerEnumType(ReviewKindValue, {
  name: 'ReviewKind',
  description: 'What a review is of: a marketplace seller (by a buyer) or a piece from the shop (by a customer who bought it).',
  valuesConfig: { SELLER: { description: 'A buyer’s review of a marketplace seller.' }, PRODUCT: { description: 'A customer’s review of a piece they bought.' } },
});

@InputType('SellerReviewInput', { description: 'A buyer’s review of the seller.' })
export class SellerReviewInput {
  @Field(() => Int, { description: 'Stars, 1 to 5.' }) rating!: number;
  @Field(() => String, { description: 'What the buyer says, 10 to 1,000 characters.' })
  @MaxLength(5000)
  text!: string;
}

@ObjectType('OrderSellerReview', { description: 'The buyer’s own review of the seller for one order, with where it stands.' })
export class OrderSellerReviewView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => Int, { description: 'Stars, 1 to 5.' }) rating!: number;
  @Field(() => String, { description: 'What the buyer wrote.' }) text!: string;
  @Field(() => SellerReviewStatusValue, { description: 'Awaiting moderation, published or hidden.' }) status!: SellerReviewStatusValue;
  @Field(() => String, { nullable: true, description: 'Why staff hid it.' }) hiddenReason!: string | null;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was written.' }) createdAt!: Date;
}

@ObjectType('MarketplaceOrderReviewState', { description: 'Whether the buyer may review the seller of an order, and the review they wrote.' })
export class OrderReviewStateView {
  @Field(() => ID, { description: 'The order id.' }) orderId!: string;
  @Field(() => Boolean, { description: 'The buyer may write a review now.' }) canReview!: boolean;
  @Field(() => String, { nullable: true, description: 'Why not yet, when the order is not completed.' }) blockedBy!: string | null;
  @Field(() => OrderSellerReviewView, { nullable: true, description: 'The review already written for this order.' }) review!: OrderSellerReviewView | null;
}

@inheritCache()
@ObjectType('PublishedSellerReview', { description: 'A published review on a seller’s page.' })
export class PublishedSellerReviewView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => Int, { description: 'Stars, 1 to 5.' }) rating!: number;
  @Field(() => String, { description: 'What the buyer wrote.' }) text!: string;
  @Field(() => String, { description: 'The buyer’s first name and initial.' }) buyerName!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was published.' }) publishedAt!: Date;
}

@inheritCache()
@ObjectType('PublishedSellerReviewPage', { description: 'One page of a seller’s published reviews, newest first.' })
export class PublishedSellerReviewPage {
  @Field(() => [PublishedSellerReviewView], { description: 'The reviews of this page.' }) items!: PublishedSellerReviewView[];
  @Field(() => Int, { description: 'Published reviews in all.' }) total!: number;
  @Field(() => Int, { description: 'Reviews skipped.' }) offset!: number;
  @Field(() => Int, { description: 'Reviews asked for.' }) limit!: number;
}

@ObjectType('StaffSellerReview', { description: 'Staff: a review with its order, seller and buyer, for moderation.' })
export class StaffSellerReviewView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => Int, { description: 'Stars, 1 to 5.' }) rating!: number;
  @Field(() => String, { description: 'What the buyer wrote.' }) text!: string;
  @Field(() => SellerReviewStatusValue, { description: 'Where it stands.' }) status!: SellerReviewStatusValue;
  @Field(() => String, { nullable: true, description: 'Why it was hidden.' }) hiddenReason!: string | null;
  @Field(() => String, { description: 'The order number, e.g. MP-7K3M9Q2X.' }) orderNumber!: string;
  @Field(() => ID, { description: 'The seller reviewed.' }) sellerId!: string;
  @Field(() => String, { description: 'The seller’s public name.' }) sellerName!: string;
  @Field(() => String, { description: 'The buyer’s email.' }) buyerEmail!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was written.' }) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When staff last moderated it.' }) moderatedAt!: Date | null;
}

@ObjectType('ReviewLogEntry', { description: 'Staff: one moderation of a review, from the staff audit record.' })
export class ReviewLogEntryView {
  @Field(() => ID, { description: 'Identifier of the audit entry.' }) id!: string;
  @Field(() => ReviewDecisionValue, { description: 'Published or hidden.' }) action!: ReviewDecisionValue;
  @Field(() => String, { description: 'The staff member who did it.' }) moderatorEmail!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When.' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'The reason or note given.' }) reason!: string | null;
  @Field(() => ID, { description: 'The review.' }) reviewId!: string;
  @Field(() => ReviewKindValue, { description: 'Whether the review is of a seller or of a piece (the review id is counted per kind).' }) kind!: ReviewKindValue;
  @Field(() => ID, { nullable: true, description: 'The seller reviewed.' }) sellerId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The piece reviewed.' }) productId!: string | null;
  @Field(() => String, { nullable: true, description: 'The order reviewed.' }) orderNumber!: string | null;
  @Field(() => SellerReviewStatusValue, { nullable: true, description: 'Status before.' }) fromStatus!: SellerReviewStatusValue | null;
  @Field(() => SellerReviewStatusValue, { nullable: true, description: 'Status after.' }) toStatus!: SellerReviewStatusValue | null;
}

@ObjectType('ReviewLogPage', { description: 'Staff: one page of review moderation actions, newest first.' })
export class ReviewLogPage {
  @Field(() => [ReviewLogEntryView], { description: 'The actions of this page.' }) items!: ReviewLogEntryView[];
  @Field(() => Int, { description: 'Actions matching the filter.' }) total!: number;
}

@InputType('ReviewLogFilterInput', { description: 'Staff: which moderation actions to list.' })
export class ReviewLogFilterInput {
  @Field(() => ReviewDecisionValue, { nullable: true, description: 'Only publishing or only hiding.' }) action?: ReviewDecisionValue;
  @Field(() => String, { nullable: true, description: 'Part of the moderator’s email.' })
  @MaxLength(254)
  moderator?: string;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'From this moment.' }) from?: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'Before this moment.' }) to?: Date;
  @Field(() => ID, { nullable: true, description: 'Only this review.' }) reviewId?: string;
  @Field(() => ID, { nullable: true, description: 'Only reviews of this seller.' }) sellerId?: string;
}

export const StaffSellerReviewPageView = staffPageType(StaffSellerReviewView, 'StaffSellerReviewPage', 'Staff: one page of reviews of sellers, oldest first.');
export type StaffSellerReviewPageView = InstanceType<typeof StaffSellerReviewPageView>;

import { MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { inheritCache } from '../../../graphql/cache-control';
import { staffPageType } from '../../../common/staff-page';
import { SellerReviewStatusValue } from '../../marketplace/reviews/review.types';

@InputType('ProductReviewInput', { description: 'A customer’s review of a piece they bought.' })
export class ProductReviewInput {
  @Field(() => Int, { description: 'Stars, 1 to 5.' }) rating!: number;
  @Field(() => String, { description: 'A short title, 3 to 120 characters.' })
  @MaxLength(1000)
  title!: string;
  @Field(() => String, { description: 'What the customer says, 10 to 1,000 characters.' })
  @MaxLength(5000)
  text!: string;
}

@ObjectType('OwnProductReview', { description: 'The customer’s own review of a piece, with where it stands in moderation.' })
export class OwnProductReviewView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => Int, { description: 'Stars, 1 to 5.' }) rating!: number;
  @Field(() => String, { description: 'The title.' }) title!: string;
  @Field(() => String, { description: 'What the customer wrote.' }) text!: string;
  @Field(() => SellerReviewStatusValue, { description: 'Awaiting moderation, published or hidden.' }) status!: SellerReviewStatusValue;
  @Field(() => String, { nullable: true, description: 'Why staff hid it.' }) hiddenReason!: string | null;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was written.' }) createdAt!: Date;
}

@ObjectType('ProductReviewEligibility', { description: 'Whether the signed-in customer may review a piece, and the review they wrote.' })
export class ProductReviewEligibilityView {
  @Field(() => ID, { description: 'The product id.' }) productId!: string;
  @Field(() => Boolean, { description: 'The customer may write a review now.' }) canReview!: boolean;
  @Field(() => String, { nullable: true, description: 'Why not, e.g. "Only customers who bought this piece can review it."' }) blockedBy!: string | null;
  @Field(() => OwnProductReviewView, { nullable: true, description: 'The review already written.' }) review!: OwnProductReviewView | null;
}

@inheritCache()
@ObjectType('PublishedProductReview', { description: 'A published review on a product page.' })
export class PublishedProductReviewView {
  @Field(() => ID, { description: 'Identifier, and the cursor to page on after it.' }) id!: string;
  @Field(() => Int, { description: 'Stars, 1 to 5.' }) rating!: number;
  @Field(() => String, { description: 'The title.' }) title!: string;
  @Field(() => String, { description: 'What the customer wrote.' }) text!: string;
  @Field(() => String, { description: 'The customer’s first name and initial.' }) buyerName!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was published.' }) publishedAt!: Date;
}

@inheritCache()
@ObjectType('ProductReviewPage', { description: 'One page of a piece’s published reviews, newest first.' })
export class ProductReviewPageView {
  @Field(() => [PublishedProductReviewView], { description: 'The reviews of this page.' }) items!: PublishedProductReviewView[];
  @Field(() => Boolean, { description: 'More reviews follow the last of this page.' }) hasMore!: boolean;
  @Field(() => ID, { nullable: true, description: 'Pass as `after` for the next page; null on an empty page.' }) endCursor!: string | null;
}

@ObjectType('StaffProductReview', { description: 'Staff: a customer’s review of a piece, with its order and customer, for moderation.' })
export class StaffProductReviewView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => Int, { description: 'Stars, 1 to 5.' }) rating!: number;
  @Field(() => String, { description: 'The title.' }) title!: string;
  @Field(() => String, { description: 'What the customer wrote.' }) text!: string;
  @Field(() => SellerReviewStatusValue, { description: 'Where it stands.' }) status!: SellerReviewStatusValue;
  @Field(() => String, { nullable: true, description: 'Why it was hidden.' }) hiddenReason!: string | null;
  @Field(() => ID, { description: 'The piece reviewed.' }) productId!: string;
  @Field(() => String, { description: 'The piece’s name.' }) productName!: string;
  @Field(() => String, { description: 'The order that entitled the review, e.g. AUR-7K3M9Q2X.' }) orderNumber!: string;
  @Field(() => String, { description: 'The customer’s email.' }) buyerEmail!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was written.' }) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When staff last moderated it.' }) moderatedAt!: Date | null;
}

export const StaffProductReviewPageView = staffPageType(StaffProductReviewView, 'StaffProductReviewPage', 'Staff: one page of customers’ reviews of pieces, oldest first.');
export type StaffProductReviewPageView = InstanceType<typeof StaffProductReviewPageView>;

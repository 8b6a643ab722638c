import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { inheritCache } from '../../graphql/cache-control';
import { Money } from '../../graphql/money.type';
import { FacetValue, IntRange, MoneyRange } from '../catalog/product-listing.types';
import { ListingConditionValue, ListingStatusValue, MarketPositionValue, SellerTypeValue } from './marketplace-enums';

@InputType({ description: 'What to show of the marketplace: AND across groups, any of the values inside a group.' })
export class MarketplaceFilterInput {
  @Field(() => String, { nullable: true, description: 'Brand, model or reference.' }) search?: string;
  @Field(() => [String], { nullable: true, description: 'Brands, any of.' }) brands?: string[];
  @Field(() => [ListingConditionValue], { nullable: true, description: 'Conditions, any of.' }) conditions?: ListingConditionValue[];
  @Field(() => [SellerTypeValue], { nullable: true, description: 'Seller types, any of.' }) sellerTypes?: SellerTypeValue[];
  @Field(() => Boolean, { nullable: true, description: 'Only listings with both box and papers.' }) boxAndPapers?: boolean;
  @Field(() => Int, { nullable: true, description: 'Lowest asking price, in pence (as Money.amount).' }) minPricePence?: number;
  @Field(() => Int, { nullable: true, description: 'Highest asking price, in pence (as Money.amount).' }) maxPricePence?: number;
  @Field(() => Int, { nullable: true, description: 'Earliest year.' }) minYear?: number;
  @Field(() => Int, { nullable: true, description: 'Latest year.' }) maxYear?: number;
  @Field(() => Int, { nullable: true, description: 'Smallest case size in mm.' }) minCaseSizeMm?: number;
  @Field(() => Int, { nullable: true, description: 'Largest case size in mm.' }) maxCaseSizeMm?: number;
  @Field(() => ID, { nullable: true, description: "One seller's live listings." }) sellerId?: string;
}

@inheritCache()
@ObjectType('ListingPhoto', { description: 'A square listing photo, served as WebP.' })
export class ListingPhotoView {
  @Field(() => String, { description: '1200 × 1200.' }) url!: string;
  @Field(() => String, { description: '480 × 480.' }) thumbUrl!: string;
  @Field(() => String, { description: 'What the photo shows, for screen readers.' }) alt!: string;
}

@inheritCache()
@ObjectType('MarketplaceSellerCard', { description: 'A seller as buyers see them.' })
export class MarketplaceSellerCard {
  @Field(() => ID, { description: 'Its id.' }) id!: string;
  @Field(() => String, { description: 'The business name for dealers, first name and initial for private sellers.' }) displayName!: string;
  @Field(() => SellerTypeValue, { description: 'Private seller or professional dealer.' }) sellerType!: SellerTypeValue;
  @Field(() => String, { description: 'Town or city.' }) city!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When the seller was first approved.' }) memberSince!: Date;
  @Field(() => Float, { nullable: true, description: 'Average of the published reviews, 1–5; null until one is published.' }) rating!: number | null;
  @Field(() => Int, { description: 'Published reviews so far.' }) reviewCount!: number;
  @Field(() => Int, { description: 'Live listings now.' }) liveListings!: number;
  @Field(() => [String], { description: 'What Aurum has checked, e.g. "Identity verified".' }) badges!: string[];
}

@ObjectType()
abstract class ListingSummary {
  @Field(() => ID, { description: 'Its id.' }) id!: string;
  @Field(() => String, { description: 'Brand, model and reference, e.g. "Rolex Submariner Date 126610LN".' }) title!: string;
  @Field(() => String, { description: 'The maker, e.g. "Rolex".' }) brand!: string;
  @Field(() => String, { description: 'The model line.' }) model!: string;
  @Field(() => String, { description: 'The maker\'s reference.' }) reference!: string;
  @Field(() => Int, { description: 'Year of manufacture or first sale.' }) year!: number;
  @Field(() => ListingConditionValue, { description: 'How it has been kept.' }) condition!: ListingConditionValue;
  @Field(() => String, { description: 'The condition in words, e.g. "Very Good".' }) conditionLabel!: string;
  @Field(() => Boolean, { description: 'Comes with its box.' }) hasBox!: boolean;
  @Field(() => Boolean, { description: 'Comes with its papers.' }) hasPapers!: boolean;
  @Field(() => Int, { description: 'Case diameter in mm.' }) caseSizeMm!: number;
  @Field(() => Money, { description: 'The asking price.' }) price!: Money;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When it went live.' }) publishedAt!: Date | null;
}

@inheritCache()
@ObjectType('MarketplaceListingCard', { description: 'A live listing as cards show it.' })
export class MarketplaceListingCard extends ListingSummary {
  @Field(() => ListingPhotoView, { description: 'The first photo.' }) photo!: ListingPhotoView;
  @Field(() => SellerTypeValue, { description: 'Private seller or professional dealer.' }) sellerType!: SellerTypeValue;
  @Field(() => String, { description: 'The seller as buyers see them.' }) sellerName!: string;
}

@inheritCache()
@ObjectType('MarketValueBand', { description: 'What the reference sold for in the last 12 months, and where this asking price sits.' })
export class MarketValueBand {
  @Field(() => Money, { description: '25th percentile.' }) low!: Money;
  @Field(() => Money, { description: 'Median sale.' }) median!: Money;
  @Field(() => Money, { description: '75th percentile.' }) high!: Money;
  @Field(() => Int, { description: 'Sales behind the band.' }) sales!: number;
  @Field(() => MarketPositionValue, { description: 'Where the asking price sits against the band.' }) position!: MarketPositionValue;
  @Field(() => String, { nullable: true, description: "The reference's market signal as marketSignals words it: strong-buy, accumulate, hold, trim or avoid." }) classification!: string | null;
  @Field(() => Int, { nullable: true, description: 'Signal score, 0–100.' }) score!: number | null;
  @Field(() => String, { description: 'The band in plain words.' }) explanation!: string;
  @Field(() => String, { description: 'Date of the newest sale, YYYY-MM-DD.' }) asOf!: string;
}

@ObjectType('MarketplaceListing', { description: 'A pre-owned watch listing. The serial number and proof photo are never part of it.' })
export class MarketplaceListingView extends ListingSummary {
  @Field(() => String, { description: 'What the seller says about servicing.' }) serviceHistory!: string;
  @Field(() => String, { description: 'Case material.' }) caseMaterial!: string;
  @Field(() => String, { description: 'Movement, e.g. Automatic.' }) movement!: string;
  @Field(() => String, { description: 'The seller\'s description.' }) description!: string;
  @Field(() => ListingStatusValue, { description: 'LIVE for visitors; owners and staff also see the other states.' }) status!: ListingStatusValue;
  @Field(() => [ListingPhotoView], { description: 'Photos in order, the first is the cover.' }) photos!: ListingPhotoView[];
  @Field(() => MarketplaceSellerCard, { description: 'Who sells it.' }) seller!: MarketplaceSellerCard;
  @Field(() => MarketValueBand, { nullable: true, description: 'Null when the reference has too little market data.' }) marketValue!: MarketValueBand | null;
}

@inheritCache()
@ObjectType('MarketplaceFacets', { description: 'Counts for each filter value under the other groups’ selections.' })
export class MarketplaceFacets {
  @Field(() => [FacetValue], { description: 'Brands with their counts.' }) brands!: FacetValue[];
  @Field(() => [FacetValue], { description: 'Values are ListingCondition names.' }) conditions!: FacetValue[];
  @Field(() => [FacetValue], { description: 'Values are SellerType names.' }) sellerTypes!: FacetValue[];
  @Field(() => Int, { description: 'Listings with both box and papers.' }) boxAndPapers!: number;
  @Field(() => MoneyRange, { description: 'Lowest and highest asking price.' }) price!: MoneyRange;
  @Field(() => IntRange, { description: 'Earliest and latest year.' }) year!: IntRange;
  @Field(() => IntRange, { description: 'Smallest and largest case size, in mm.' }) caseSize!: IntRange;
}

@ObjectType('MarketplaceListingPage', { description: 'One page of live listings with the total and facets.' })
export class MarketplaceListingPage {
  @Field(() => [MarketplaceListingCard], { description: 'The listings of this page.' }) items!: MarketplaceListingCard[];
  @Field(() => Int, { description: 'Listings matching the filter.', deprecationReason: 'Use totalCount, the name every other list uses (deprecated 2026-11-27, see docs/changelog.md).' }) total!: number;
  @Field(() => Int, { description: 'Listings matching the filter.' }) totalCount!: number;
  @Field(() => Int, { description: 'Listings skipped.' }) offset!: number;
  @Field(() => Int, { description: 'Listings asked for.' }) limit!: number;
  @Field(() => MarketplaceFacets, { description: 'Counts for each filter value.' }) facets!: MarketplaceFacets;
}

@ObjectType('MarketplaceSellerProfile', { description: 'An approved seller’s public profile.' })
export class MarketplaceSellerProfile {
  @Field(() => MarketplaceSellerCard, { description: 'Who sells it.' }) seller!: MarketplaceSellerCard;
  @Field(() => String, { description: 'A line about the seller.' }) about!: string;
}

@ObjectType('MarketplaceHighlights', { description: 'The marketplace landing page.' })
export class MarketplaceHighlights {
  @Field(() => [MarketplaceListingCard], { description: 'Up to 8 newest live listings.' }) featured!: MarketplaceListingCard[];
  @Field(() => Int, { description: 'Live listings now.' }) liveListings!: number;
  @Field(() => Int, { description: 'Approved sellers.' }) sellers!: number;
  @Field(() => Float, { description: 'The marketplace commission on a sale, in percent.' }) commissionPercent!: number;
}

@ObjectType('MarketReferenceMatch', { description: 'A reference the market data follows: what a seller typing it is offered to fill in.' })
export class MarketReferenceMatch {
  @Field(() => String, { description: 'The maker.' }) brand!: string;
  @Field(() => String, { description: 'The model line.' }) model!: string;
  @Field(() => String, { description: "The maker's reference, as the market data spells it." }) reference!: string;
}

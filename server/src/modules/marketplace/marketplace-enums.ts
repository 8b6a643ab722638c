import { registerEnumType } from 'type-graphql';
import type { ListingCondition as ConditionWord, ListingStatus as StatusWord } from '@aurum/rules/marketplace/listing-status';
import type { SellerType as SellerTypeWord } from '@aurum/rules/marketplace/seller-status';

/** GraphQL names for the words stored in the database; each map is the one translation both ways. */
export enum ListingConditionValue {
  NEW = 'NEW',
  EXCELLENT = 'EXCELLENT',
  VERY_GOOD = 'VERY_GOOD',
  GOOD = 'GOOD',
  FAIR = 'FAIR',
}
export enum ListingStatusValue {
  DRAFT = 'DRAFT',
  PENDING_REVIEW = 'PENDING_REVIEW',
  LIVE = 'LIVE',
  REJECTED = 'REJECTED',
  RESERVED = 'RESERVED',
  SOLD = 'SOLD',
  WITHDRAWN = 'WITHDRAWN',
}
export enum SellerTypeValue {
  PRIVATE = 'PRIVATE',
  DEALER = 'DEALER',
}
export enum SellerStatusValue {
  SUBMITTED = 'SUBMITTED',
  APPROVED = 'APPROVED',
  REJECTED = 'REJECTED',
  SUSPENDED = 'SUSPENDED',
}
export enum MarketplaceSortValue {
  NEWEST = 'NEWEST',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  YEAR_DESC = 'YEAR_DESC',
}
export enum MarketPositionValue {
  BELOW_BAND = 'BELOW_BAND',
  WITHIN_BAND = 'WITHIN_BAND',
  ABOVE_BAND = 'ABOVE_BAND',
}

registerEnumType(ListingConditionValue, { name: 'ListingCondition', description: 'How a pre-owned watch has been kept.' });
registerEnumType(ListingStatusValue, { name: 'ListingStatus', description: 'Where a listing is in its life: draft → pending review → live / rejected → reserved → sold / withdrawn.' });
registerEnumType(SellerTypeValue, { name: 'SellerType', description: 'A private seller or a professional dealer.' });
registerEnumType(SellerStatusValue, { name: 'SellerStatus', description: 'A seller application: submitted → approved / rejected → suspended.' });
registerEnumType(MarketplaceSortValue, { name: 'MarketplaceSort', description: 'The order of marketplace listings.' });
registerEnumType(MarketPositionValue, { name: 'MarketPosition', description: 'Where an asking price sits against the market band of its reference.' });

export const CONDITION_WORDS: Record<ListingConditionValue, ConditionWord> = {
  NEW: 'New',
  EXCELLENT: 'Excellent',
  VERY_GOOD: 'Very Good',
  GOOD: 'Good',
  FAIR: 'Fair',
};
export const conditionValue = (word: ConditionWord) => (Object.keys(CONDITION_WORDS) as ListingConditionValue[]).find((key) => CONDITION_WORDS[key] === word)!;

export const statusValue = (word: StatusWord) => word.toUpperCase() as ListingStatusValue;
export const statusWord = (value: ListingStatusValue) => value.toLowerCase() as StatusWord;
export const sellerTypeValue = (word: SellerTypeWord) => word.toUpperCase() as SellerTypeValue;
export const sellerTypeWord = (value: SellerTypeValue) => value.toLowerCase() as SellerTypeWord;
export const sellerStatusValue = (word: string) => word.toUpperCase() as SellerStatusValue;

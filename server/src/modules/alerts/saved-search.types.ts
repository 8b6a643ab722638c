import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { formatPence } from '../../common/money';
import { Money } from '../../graphql/money.type';
import { CONDITION_WORDS, conditionValue, ListingConditionValue, SellerTypeValue, sellerTypeValue, sellerTypeWord } from '../marketplace/marketplace-enums';
import { describeSavedSearch, SAVED_SEARCH_CAP, type SavedSearchDraft } from './saved-search-rules';
import type { SavedSearchData } from './saved-search.service';

@InputType('SavedSearchInput', { description: 'A marketplace search to be told about: every field left out means "any"; at least one is needed.' })
export class SavedSearchInput {
  @Field(() => [String], { nullable: true, description: 'Brands, any of them (at most 10).' })
  brands?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Words of the model or reference, e.g. "Submariner" or "126610"; every word must appear.' })
  modelOrReference?: string | null;

  @Field(() => Int, { nullable: true, description: 'Lowest asking price in pence, included.' })
  minPricePence?: number | null;

  @Field(() => Int, { nullable: true, description: 'Highest asking price in pence, included.' })
  maxPricePence?: number | null;

  @Field(() => [ListingConditionValue], { nullable: true, description: 'Conditions, any of them.' })
  conditions?: ListingConditionValue[] | null;

  @Field(() => Boolean, { nullable: true, description: 'True: only watches with both the box and the papers.' })
  boxAndPapers?: boolean | null;

  @Field(() => [SellerTypeValue], { nullable: true, description: 'Seller types, any of them.' })
  sellerTypes?: SellerTypeValue[] | null;

  @Field(() => Int, { nullable: true, description: 'Earliest year, included (1800 to 3000).' })
  minYear?: number | null;

  @Field(() => Int, { nullable: true, description: 'Latest year, included (1800 to 3000).' })
  maxYear?: number | null;

  @Field(() => Int, { nullable: true, description: 'Smallest case size in mm, included (1 to 100).' })
  minCaseSizeMm?: number | null;

  @Field(() => Int, { nullable: true, description: 'Largest case size in mm, included (1 to 100).' })
  maxCaseSizeMm?: number | null;
}

@ObjectType('SavedSearch', { description: `A saved marketplace search: its owner is told of each approved listing it matches (at most ${SAVED_SEARCH_CAP} per customer).` })
export class SavedSearchView {
  @Field(() => ID, { description: 'The saved search id.' })
  id!: string;

  @Field(() => [String], { description: 'Brands, any of them; empty for any brand.' })
  brands!: string[];

  @Field(() => String, { nullable: true, description: 'Words of the model or reference; null for any.' })
  modelOrReference!: string | null;

  @Field(() => Money, { nullable: true, description: 'Lowest asking price, included; null for none.' })
  minPrice!: Money | null;

  @Field(() => Money, { nullable: true, description: 'Highest asking price, included; null for none.' })
  maxPrice!: Money | null;

  @Field(() => [ListingConditionValue], { description: 'Conditions, any of them; empty for any.' })
  conditions!: ListingConditionValue[];

  @Field(() => Boolean, { description: 'Only watches with both the box and the papers.' })
  boxAndPapers!: boolean;

  @Field(() => [SellerTypeValue], { description: 'Seller types, any of them; empty for any.' })
  sellerTypes!: SellerTypeValue[];

  @Field(() => Int, { nullable: true, description: 'Earliest year, included; null for none.' })
  minYear!: number | null;

  @Field(() => Int, { nullable: true, description: 'Latest year, included; null for none.' })
  maxYear!: number | null;

  @Field(() => Int, { nullable: true, description: 'Smallest case size in mm, included; null for none.' })
  minCaseSizeMm!: number | null;

  @Field(() => Int, { nullable: true, description: 'Largest case size in mm, included; null for none.' })
  maxCaseSizeMm!: number | null;

  @Field(() => String, { description: 'The search in a line, e.g. "Rolex · “126610” · up to £12,000.00".' })
  summary!: string;

  @Field(() => Date, { description: 'When it was saved.' })
  createdAt!: Date;
}

const money = (pence: number | null) => (pence === null ? null : Money.ofPence(pence));

export const toSavedSearchDraft = (input: SavedSearchInput): SavedSearchDraft => ({
  ...input,
  conditions: input.conditions?.map((value) => CONDITION_WORDS[value] ?? String(value)),
  sellerTypes: input.sellerTypes?.map(sellerTypeWord),
});

export const toSavedSearchView = (data: SavedSearchData): SavedSearchView => ({
  id: String(data.id),
  brands: data.brands,
  modelOrReference: data.modelOrReference,
  minPrice: money(data.minPricePence),
  maxPrice: money(data.maxPricePence),
  conditions: data.conditions.map(conditionValue),
  boxAndPapers: data.boxAndPapers,
  sellerTypes: data.sellerTypes.map(sellerTypeValue),
  minYear: data.minYear,
  maxYear: data.maxYear,
  minCaseSizeMm: data.minCaseSizeMm,
  maxCaseSizeMm: data.maxCaseSizeMm,
  summary: describeSavedSearch(data, formatPence),
  createdAt: new Date(data.createdAt),
});

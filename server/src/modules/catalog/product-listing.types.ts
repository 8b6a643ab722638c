import { ArrayMaxSize, IsIn, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { inheritCache } from '../../graphql/cache-control';
import { Money } from '../../graphql/money.type';
import { SIMILAR_LIMIT } from './catalog.service';
import { WATER_RESISTANCE_VALUES } from '@aurum/rules/catalog/filter-groups';
import { CASE_SIZE } from '@aurum/rules/catalog/listing-filters';
import { TAG_VALUES } from '@aurum/rules/catalog/sanitize-filters';
import { PAGE_LIMITS, SEARCH_LIMITS } from './product-filter';
import { ProductView } from './product.types';
import { PLAIN_DATA } from '../../graphql/plain-data';

export enum CategoryFilterValue {
  ALL = 'all',
  WATCHES = 'watches',
  CLOTHING = 'clothing',
}

registerEnumType(CategoryFilterValue, {
  name: 'CategoryFilter',
  description: 'Which department a listing shows.',
  valuesConfig: {
    ALL: { description: 'Watches and clothing.' },
    WATCHES: { description: 'Watches only.' },
    CLOTHING: { description: 'Clothing only.' },
  },
});

export enum ProductSortValue {
  FEATURED = 'featured',
  NEWEST = 'newest',
  PRICE_ASC = 'price_asc',
  PRICE_DESC = 'price_desc',
  CURATED = 'curated',
  TRENDING = 'trending',
  POPULAR = 'popular',
  RATING = 'rating',
  DISCOUNT = 'discount',
  NAME = 'name',
  BRAND = 'brand',
}

registerEnumType(ProductSortValue, {
  name: 'ProductSort',
  description: 'Orders of a listing (storefront.md §9).',
  valuesConfig: {
    FEATURED: { description: 'Featured first, then in stock, then most viewed; by relevance when searching. The general default.' },
    NEWEST: { description: 'Newest first. The dedicated listings default.' },
    PRICE_ASC: { description: 'Price, low to high (the price paid: sale price when on sale).' },
    PRICE_DESC: { description: 'Price, high to low.' },
    CURATED: { description: 'Merchandising score: recent views ×1, recent purchases ×10, a recency bonus of 10 falling by 1 a day, featured first.' },
    TRENDING: { description: 'Recent views × recent purchases.' },
    POPULAR: { description: 'All-time views.' },
    RATING: { description: 'Rating, then views.' },
    DISCOUNT: { description: 'Largest reduction (as a share of the price) first.' },
    NAME: { description: 'Name A–Z.' },
    BRAND: { description: 'Brand A–Z, then name.' },
  },
});

const listOf = (description: string) => ({ nullable: true, description });

@InputType('ProductFilterInput', { description: 'Filters of a listing; groups combine with AND, values within a group with OR (tags: all must match).' })
export class ProductFilterInput {
  @Field(() => CategoryFilterValue, { nullable: true, defaultValue: CategoryFilterValue.ALL, description: 'Department; all by default.' })
  category?: CategoryFilterValue;

  @Field(() => String, { nullable: true, description: 'Search text: name, brand, model, reference, SKU, materials, description. Tolerates typos.' })
  @IsOptional()
  @MaxLength(SEARCH_LIMITS.maxQueryLength)
  search?: string;

  @Field(() => Int, { nullable: true, description: 'Lowest price a shopper pays now (currentPrice), in pence as Money.amount; REST minPrice is in pounds.' })
  @IsOptional()
  @Min(0)
  minPrice?: number;

  @Field(() => Int, { nullable: true, description: 'Highest price a shopper pays now (currentPrice), in pence as Money.amount; REST maxPrice is in pounds.' })
  @IsOptional()
  @Min(0)
  maxPrice?: number;

  @Field(() => [String], listOf('Brands, any of.'))
  @IsOptional()
  @ArrayMaxSize(50)
  brands?: string[];

  @Field(() => [String], listOf('Materials, any of.'))
  @IsOptional()
  @ArrayMaxSize(50)
  materials?: string[];

  @Field(() => Boolean, { nullable: true, description: 'Only products in stock.' })
  inStock?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Only products on sale (with a sale price below the price).' })
  onSale?: boolean;

  @Field(() => [String], listOf(`Tags, all of: ${TAG_VALUES.join(', ')}.`))
  @IsOptional()
  @ArrayMaxSize(TAG_VALUES.length)
  @IsIn(TAG_VALUES, { each: true })
  tags?: string[];

  @Field(() => [String], listOf('Watch case materials, any of: Stainless Steel, Titanium, Gold, Platinum, Ceramic, Bronze, Carbon Fiber.'))
  @IsOptional()
  @ArrayMaxSize(20)
  caseMaterials?: string[];

  @Field(() => [String], listOf('Watch dial colours, any of: Black, Blue, White, Silver, Green, Gold, Brown, Gray.'))
  @IsOptional()
  @ArrayMaxSize(20)
  dialColors?: string[];

  @Field(() => [String], listOf('Watch straps, any of: Leather, Metal Bracelet, Rubber, NATO, Fabric, Alligator, Silicone.'))
  @IsOptional()
  @ArrayMaxSize(20)
  straps?: string[];

  @Field(() => [String], listOf('Watch movements, any of: Automatic, Manual, Quartz, Spring Drive, Kinetic, Solar.'))
  @IsOptional()
  @ArrayMaxSize(20)
  movements?: string[];

  @Field(() => [String], listOf(`Watch water resistance buckets, any of: ${WATER_RESISTANCE_VALUES.join(', ')}.`))
  @IsOptional()
  @IsIn(WATER_RESISTANCE_VALUES, { each: true })
  waterResistances?: string[];

  @Field(() => Int, { nullable: true, description: `Smallest watch case diameter in mm (${CASE_SIZE.min}–${CASE_SIZE.max}).` })
  @IsOptional()
  @Min(0)
  @Max(100)
  caseSizeMin?: number;

  @Field(() => Int, { nullable: true, description: `Largest watch case diameter in mm (${CASE_SIZE.min}–${CASE_SIZE.max}).` })
  @IsOptional()
  @Min(0)
  @Max(100)
  caseSizeMax?: number;

  @Field(() => Boolean, { nullable: true, description: 'Only watches with their box and papers.' })
  boxAndPapers?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Only limited editions.' })
  limitedEdition?: boolean;

  @Field(() => [String], listOf('Clothing sizes available now, any of: XS, S, M, L, XL, XXL, 3XL.'))
  @IsOptional()
  @ArrayMaxSize(20)
  sizes?: string[];

  @Field(() => [String], listOf('Colours, any of: Black, Blue, Gray, White, Brown, Green, Red, Beige, Navy.'))
  @IsOptional()
  @ArrayMaxSize(20)
  colors?: string[];

  @Field(() => [String], listOf('Clothing styles, any of: Formal, Casual, Business, Evening, Sport, Outerwear, Accessories.'))
  @IsOptional()
  @ArrayMaxSize(20)
  styles?: string[];

  @Field(() => [String], listOf('Clothing seasons, any of: Spring, Summer, Fall, Winter, All-Season.'))
  @IsOptional()
  @ArrayMaxSize(20)
  seasons?: string[];

  @Field(() => [String], listOf('Clothing fits, any of: Slim, Regular, Relaxed, Tailored, Oversized, Athletic.'))
  @IsOptional()
  @ArrayMaxSize(20)
  fits?: string[];
}

@InputType('PageInput', {
  description: `Which slice of a listing: Load More uses offset 0, 12, 24… with limit ${PAGE_LIMITS.loadMore}; numbered pages use offset (page − 1) × ${PAGE_LIMITS.numbered}.`,
})
export class PageInput {
  @Field(() => Int, { nullable: true, defaultValue: 0, description: `Items to skip (at most ${PAGE_LIMITS.maxOffset}).` })
  @Min(0)
  @Max(PAGE_LIMITS.maxOffset)
  offset?: number;

  @Field(() => Int, { nullable: true, defaultValue: PAGE_LIMITS.defaultLimit, description: `Items to return (1–${PAGE_LIMITS.max}).` })
  @Min(1)
  @Max(PAGE_LIMITS.max)
  limit?: number;
}

@inheritCache()
@ObjectType('FacetValue', { ...PLAIN_DATA, description: 'One value of a filter group and how many products have it.' })
export class FacetValue {
  @Field(() => String, { description: 'The value, e.g. "Rolex" or "Automatic".' })
  value!: string;

  @Field(() => Int, { description: 'Products with this value under the other groups’ current selections.' })
  count!: number;
}

@inheritCache()
@ObjectType('MoneyRange', { ...PLAIN_DATA, description: 'Lowest and highest prices among matching products.' })
export class MoneyRange {
  @Field(() => Money, { nullable: true, description: 'Lowest price paid; null when nothing matches.' })
  min!: Money | null;

  @Field(() => Money, { nullable: true, description: 'Highest price paid; null when nothing matches.' })
  max!: Money | null;
}

@inheritCache()
@ObjectType('IntRange', { ...PLAIN_DATA, description: 'Lowest and highest values among matching products.' })
export class IntRange {
  @Field(() => Int, { nullable: true, description: 'Lowest value; null when nothing matches.' })
  min!: number | null;

  @Field(() => Int, { nullable: true, description: 'Highest value; null when nothing matches.' })
  max!: number | null;
}

const facet = (group: string) => ({ description: `Counts per ${group}; a group ignores its own selection.` });

@inheritCache()
@ObjectType('ProductFacets', { ...PLAIN_DATA, description: 'Counts for every filter group of the current listing.' })
export class ProductFacets {
  @Field(() => [FacetValue], facet('brand')) brands!: FacetValue[];
  @Field(() => [FacetValue], facet('material')) materials!: FacetValue[];
  @Field(() => [FacetValue], facet('tag')) tags!: FacetValue[];
  @Field(() => MoneyRange, { description: 'Price bounds, ignoring the price filter.' }) priceRange!: MoneyRange;
  @Field(() => [FacetValue], facet('watch case material')) caseMaterials!: FacetValue[];
  @Field(() => [FacetValue], facet('dial colour')) dialColors!: FacetValue[];
  @Field(() => [FacetValue], facet('strap')) straps!: FacetValue[];
  @Field(() => [FacetValue], facet('movement')) movements!: FacetValue[];
  @Field(() => [FacetValue], facet('water resistance bucket')) waterResistances!: FacetValue[];
  @Field(() => IntRange, { description: 'Watch case diameter bounds in mm, ignoring the case size filter.' }) caseSizeRange!: IntRange;
  @Field(() => Int, { description: 'Watches with box and papers.' }) boxAndPapers!: number;
  @Field(() => Int, { description: 'Limited editions.' }) limitedEdition!: number;
  @Field(() => [FacetValue], facet('clothing size available')) sizes!: FacetValue[];
  @Field(() => [FacetValue], facet('colour')) colors!: FacetValue[];
  @Field(() => [FacetValue], facet('clothing style')) styles!: FacetValue[];
  @Field(() => [FacetValue], facet('season')) seasons!: FacetValue[];
  @Field(() => [FacetValue], facet('fit')) fits!: FacetValue[];
}

@inheritCache()
@ObjectType('ProductPage', { ...PLAIN_DATA, description: 'One page of a listing with its total and, when asked for, its facets.' })
export class ProductPage {
  @Field(() => [ProductView], { description: 'The products of this page.' })
  items!: ProductView[];

  @Field(() => Int, { description: 'Products matching the filter, over all pages.' })
  totalCount!: number;

  @Field(() => Int, { description: 'The offset of this page.' })
  offset!: number;

  @Field(() => Int, { description: 'The page size asked for.' })
  limit!: number;

  @Field(() => Boolean, { description: 'True when more products follow this page.' })
  hasMore!: boolean;
}

@ArgsType()
export class SimilarProductsArgs {
  @Field(() => ID, { description: 'The product to compare with.' })
  id!: string;

  @Field(() => Int, { defaultValue: SIMILAR_LIMIT, description: 'How many (1–12).' })
  @Min(1)
  @Max(12)
  limit!: number;
}

@ArgsType()
export class SearchProductsArgs {
  @Field(() => String, { description: 'What the shopper typed.' })
  @MaxLength(SEARCH_LIMITS.maxQueryLength)
  q!: string;

  @Field(() => Int, { defaultValue: SEARCH_LIMITS.defaultLimit, description: `How many (1–${SEARCH_LIMITS.max}).` })
  @Min(1)
  @Max(SEARCH_LIMITS.max)
  limit!: number;

  @Field(() => String, { nullable: true, description: 'Only this brand.' })
  brand?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only products in stock.' })
  inStock?: boolean | null;

  @Field(() => CategoryFilterValue, { nullable: true, description: 'Only this department.' })
  category?: CategoryFilterValue | null;
}

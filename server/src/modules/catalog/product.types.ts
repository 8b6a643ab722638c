import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { inheritCache } from '../../graphql/cache-control';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Money } from '../../graphql/money.type';
import { PLAIN_DATA } from '../../graphql/plain-data';

export enum ProductCategoryValue {
  WATCHES = 'watches',
  CLOTHING = 'clothing',
}

registerEnumType(ProductCategoryValue, {
  name: 'ProductCategory',
  description: 'The two departments of the shop.',
  valuesConfig: {
    WATCHES: { description: 'Luxury watches, new and pre-owned.' },
    CLOTHING: { description: 'Designer clothing and accessories.' },
  },
});

@inheritCache()
@ObjectType('Specification', { ...PLAIN_DATA, description: 'One line of a product specification table.' })
export class Specification {
  @Field(() => String, { description: 'What is specified, e.g. "Case Diameter".' })
  name!: string;

  @Field(() => String, { description: 'Its value, e.g. "41 mm".' })
  value!: string;
}

@inheritCache()
@ObjectType('Product', { ...PLAIN_DATA, description: 'A watch or a piece of designer clothing for sale in the shop.' })
export class ProductView {
  @Field(() => ID, { description: 'Stable numeric identifier (as a string).' })
  id!: number;

  @Field(() => String, { description: 'Display name, e.g. "Rolex Submariner Date".' })
  name!: string;

  @Field(() => String, { description: 'Maison or manufacturer, e.g. "Rolex".' })
  brand!: string;

  @Field(() => String, { nullable: true, description: 'Model line, e.g. "Submariner Date".' })
  model!: string | null;

  @Field(() => String, { description: 'Aurum stock-keeping unit, unique.' })
  sku!: string;

  @Field(() => String, { nullable: true, description: "Manufacturer's reference number (watches), e.g. \"126610LN\"." })
  reference!: string | null;

  @Field(() => String, { description: 'Short description for cards and quick view.' })
  description!: string;

  @Field(() => String, { nullable: true, description: 'Long description for the Product Details tab.' })
  detailedDescription!: string | null;

  @Field(() => Money, { description: 'List price.' })
  price!: Money;

  @Field(() => Money, { nullable: true, description: 'The usual price before a reduction, when there is one.' })
  originalPrice!: Money | null;

  @Field(() => Money, { nullable: true, description: 'The reduced price while on sale (below price); null when not on sale.' })
  salePrice!: Money | null;

  @Field(() => Money, { description: 'What a shopper pays now, and what checkout charges: salePrice while on sale, else price. The price to show.' })
  currentPrice!: Money;

  @Field(() => Boolean, { description: 'True when salePrice is set and below price (the SALE badge).' })
  onSale!: boolean;

  @Field(() => String, { description: 'Main image URL (served by Aurum; append ?w=320|640|960|1200).' })
  imageUrl!: string;

  @Field(() => [String], { description: 'Further gallery image URLs, main image excluded.' })
  galleryImages!: string[];

  @Field(() => ProductCategoryValue, { description: 'Department.' })
  category!: ProductCategoryValue;

  @Field(() => [String], { description: 'Materials, e.g. ["Stainless Steel", "Sapphire Crystal"].' })
  materials!: string[];

  @Field(() => [String], { description: 'Every size the product is made in (clothing), e.g. ["S", "M", "L"].' })
  sizes!: string[];

  @Field(() => [String], { description: 'Sizes currently available to order (a subset of sizes).' })
  availableSizes!: string[];

  @Field(() => [String], { description: 'Colours, e.g. ["Black", "Navy"].' })
  colors!: string[];

  @Field(() => [String], { description: 'Merchandising tags: New Arrivals, Men, Women, Luxury, Vintage, Designer.' })
  tags!: string[];

  @Field(() => [String], { description: 'Key features, one line each.' })
  features!: string[];

  @Field(() => [Specification], { description: 'Specification table; empty values are left out.' })
  specifications!: Specification[];

  @Field(() => [String], { description: 'Care instructions, one line each.' })
  careInstructions!: string[];

  @Field(() => Int, { description: 'Units in stock.' })
  stock!: number;

  @Field(() => Int, { description: 'Units in stock (alias of stock, as the spec names it on cards).' })
  stockQuantity!: number;

  @Field(() => Boolean, { description: 'True when at least one unit is in stock.' })
  inStock!: boolean;

  @Field(() => Boolean, { description: 'True when stock is 1 to 5 (the low-stock badge).' })
  lowStock!: boolean;

  @Field(() => Boolean, { description: 'Shown in the featured collection on the home page.' })
  featured!: boolean;

  @Field(() => Boolean, { description: 'Tagged New Arrivals (the NEW badge).' })
  isNew!: boolean;

  @Field(() => Float, {
    description: 'The spec’s display rating out of 5; no review stands behind it.',
    deprecationReason: 'Not backed by reviews (DMCC Act 2024): use averageRating and reviewCount.',
  })
  rating!: number;

  @Field(() => Int, { description: 'Published customer reviews of this piece.' })
  reviewCount!: number;

  @Field(() => Float, { nullable: true, description: 'The average of the published reviews’ stars (1–5, two decimals); null without published reviews: show no stars then.' })
  averageRating!: number | null;

  @Field(() => Int, { description: 'All-time product page views.' })
  viewCount!: number;

  @Field(() => Int, { description: 'Views in the recent window (for trending).' })
  recentViews!: number;

  @Field(() => Int, { description: 'Purchases in the recent window (for trending).' })
  recentPurchases!: number;

  @Field(() => String, { description: 'Condition: New, Excellent, Very Good, Good or Fair.' })
  condition!: string;

  @Field(() => String, { nullable: true, description: 'Men, Women or Unisex.' })
  gender!: string | null;

  @Field(() => Int, { nullable: true, description: 'Watch case diameter in millimetres.' })
  caseDiameterMm!: number | null;

  @Field(() => String, { nullable: true, description: 'Watch case material, e.g. "Stainless Steel".' })
  caseMaterial!: string | null;

  @Field(() => String, { nullable: true, description: 'Watch dial colour, e.g. "Blue".' })
  dialColor!: string | null;

  @Field(() => String, { nullable: true, description: 'Watch strap or bracelet, e.g. "Metal Bracelet".' })
  strapMaterial!: string | null;

  @Field(() => String, { nullable: true, description: 'Watch movement: Automatic, Manual, Quartz, Spring Drive, Kinetic or Solar.' })
  movement!: string | null;

  @Field(() => Int, { nullable: true, description: 'Watch water resistance in metres.' })
  waterResistanceM!: number | null;

  @Field(() => [String], { description: 'Watch complications, e.g. ["Date", "Chronograph"].' })
  complications!: string[];

  @Field(() => Boolean, { description: 'Watch comes with its original box and papers.' })
  boxAndPapers!: boolean;

  @Field(() => Boolean, { description: 'Watch is a limited edition.' })
  limitedEdition!: boolean;

  @Field(() => String, { nullable: true, description: 'Clothing fabric, e.g. "100% Cashmere".' })
  fabric!: string | null;

  @Field(() => String, { nullable: true, description: 'Clothing season: Spring, Summer, Fall, Winter or All-Season.' })
  season!: string | null;

  @Field(() => String, { nullable: true, description: 'Clothing style: Formal, Casual, Business, Evening, Sport, Outerwear or Accessories.' })
  style!: string | null;

  @Field(() => String, { nullable: true, description: 'Clothing fit: Slim, Regular, Relaxed, Tailored, Oversized or Athletic.' })
  fit!: string | null;

  @Field(() => String, { nullable: true, description: 'Clothing country of origin.' })
  countryOfOrigin!: string | null;

  @Field(() => GraphQLDateTimeISO, { description: 'When the product was added to the catalogue.' })
  createdAt!: Date;
}

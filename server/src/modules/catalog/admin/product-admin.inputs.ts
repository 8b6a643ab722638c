import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { ProductCategoryValue } from '../product.types';

@InputType('SpecificationInput', { description: 'One line of a specification table.' })
export class SpecificationInput {
  @Field(() => String, { description: 'What is specified, e.g. "Case Diameter".' })
  name!: string;

  @Field(() => String, { description: 'Its value, e.g. "41 mm".' })
  value!: string;
}

/** Every field of storefront.md §3 that staff set; money in pence. */
@InputType('ProductInput', { description: 'Staff: a product as the create and edit form sends it. Money in pence; sale price below price.' })
export class ProductInput {
  @Field(() => String) name!: string;
  @Field(() => String) brand!: string;
  @Field(() => String, { nullable: true }) model?: string | null;
  @Field(() => String, { description: 'Letters, digits and hyphens; stored upper-case; unique.' }) sku!: string;
  @Field(() => String, { nullable: true }) reference?: string | null;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) detailedDescription?: string | null;
  @Field(() => ProductCategoryValue) category!: ProductCategoryValue;
  @Field(() => Int, { description: 'Price in pence, above 0.' }) pricePence!: number;
  @Field(() => Int, { nullable: true, description: 'The usual price before a reduction, in pence.' }) originalPricePence?: number | null;
  @Field(() => Int, { nullable: true, description: 'Sale price in pence, below the price; null when not on sale.' }) salePricePence?: number | null;
  @Field(() => [String], { defaultValue: [] }) materials!: string[];
  @Field(() => [String], { defaultValue: [] }) sizes!: string[];
  @Field(() => [String], { defaultValue: [], description: 'A subset of sizes.' }) availableSizes!: string[];
  @Field(() => [String], { defaultValue: [] }) colors!: string[];
  @Field(() => [String], { defaultValue: [] }) tags!: string[];
  @Field(() => [String], { defaultValue: [] }) features!: string[];
  @Field(() => [SpecificationInput], { defaultValue: [] }) specifications!: SpecificationInput[];
  @Field(() => [String], { defaultValue: [] }) careInstructions!: string[];
  @Field(() => Int, { description: 'Units in stock, 0 to 100,000.' }) stock!: number;
  @Field(() => Boolean, { defaultValue: false }) featured!: boolean;
  @Field(() => String, { defaultValue: 'New', description: 'New, Excellent, Very Good, Good or Fair.' }) condition!: string;
  @Field(() => String, { nullable: true, description: 'Men, Women or Unisex.' }) gender?: string | null;
  @Field(() => Int, { nullable: true }) caseDiameterMm?: number | null;
  @Field(() => String, { nullable: true }) caseMaterial?: string | null;
  @Field(() => String, { nullable: true }) dialColor?: string | null;
  @Field(() => String, { nullable: true }) strapMaterial?: string | null;
  @Field(() => String, { nullable: true }) movement?: string | null;
  @Field(() => Int, { nullable: true }) waterResistanceM?: number | null;
  @Field(() => [String], { defaultValue: [] }) complications!: string[];
  @Field(() => Boolean, { defaultValue: false }) boxAndPapers!: boolean;
  @Field(() => Boolean, { defaultValue: false }) limitedEdition!: boolean;
  @Field(() => String, { nullable: true }) fabric?: string | null;
  @Field(() => String, { nullable: true }) season?: string | null;
  @Field(() => String, { nullable: true }) style?: string | null;
  @Field(() => String, { nullable: true }) fit?: string | null;
  @Field(() => String, { nullable: true }) countryOfOrigin?: string | null;
}

export enum AdminProductStatusValue {
  ACTIVE = 'active',
  ARCHIVED = 'archived',
  ALL = 'all',
}
registerEnumType(AdminProductStatusValue, { name: 'AdminProductStatus', description: 'Staff: in the shop, archived, or both.' });

export enum AdminStockStateValue {
  IN_STOCK = 'in_stock',
  LOW = 'low',
  SOLD_OUT = 'sold_out',
}
registerEnumType(AdminStockStateValue, { name: 'AdminStockState', description: 'Staff: in stock (1+), low (1 to 5) or sold out (0).' });

@InputType('AdminProductFilterInput', { description: 'Staff: what the product table shows.' })
export class AdminProductFilterInput {
  @Field(() => String, { nullable: true, description: 'Part of the name, brand or SKU.' }) search?: string | null;
  @Field(() => ProductCategoryValue, { nullable: true }) category?: ProductCategoryValue | null;
  @Field(() => String, { nullable: true }) brand?: string | null;
  @Field(() => AdminProductStatusValue, { nullable: true, description: 'Default: active.' }) status?: AdminProductStatusValue | null;
  @Field(() => AdminStockStateValue, { nullable: true }) stock?: AdminStockStateValue | null;
  @Field(() => Boolean, { nullable: true }) onSale?: boolean | null;
  @Field(() => Boolean, { nullable: true }) featured?: boolean | null;
}

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
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => String, { description: 'Maison or manufacturer.' }) brand!: string;
  @Field(() => String, { nullable: true, description: 'Model line.' }) model?: string | null;
  @Field(() => String, { description: 'Letters, digits and hyphens; stored upper-case; unique.' }) sku!: string;
  @Field(() => String, { nullable: true, description: 'Manufacturer\'s reference.' }) reference?: string | null;
  @Field(() => String, { description: 'Short description.' }) description!: string;
  @Field(() => String, { nullable: true, description: 'Long description.' }) detailedDescription?: string | null;
  @Field(() => ProductCategoryValue, { description: 'Department.' }) category!: ProductCategoryValue;
  @Field(() => Int, { description: 'Price in pence, above 0.' }) pricePence!: number;
  @Field(() => Int, { nullable: true, description: 'The usual price before a reduction, in pence.' }) originalPricePence?: number | null;
  @Field(() => Int, { nullable: true, description: 'Sale price in pence, below the price; null when not on sale.' }) salePricePence?: number | null;
  @Field(() => [String], { defaultValue: [], description: 'Materials.' }) materials!: string[];
  @Field(() => [String], { defaultValue: [], description: 'Every size made.' }) sizes!: string[];
  @Field(() => [String], { defaultValue: [], description: 'A subset of sizes.' }) availableSizes!: string[];
  @Field(() => [String], { defaultValue: [], description: 'Colours.' }) colors!: string[];
  @Field(() => [String], { defaultValue: [], description: 'Merchandising tags.' }) tags!: string[];
  @Field(() => [String], { defaultValue: [], description: 'Key features, one per entry.' }) features!: string[];
  @Field(() => [SpecificationInput], { defaultValue: [], description: 'Specification lines.' }) specifications!: SpecificationInput[];
  @Field(() => [String], { defaultValue: [], description: 'Care instructions, one per entry.' }) careInstructions!: string[];
  @Field(() => Int, { description: 'Units in stock, 0 to 100,000.' }) stock!: number;
  @Field(() => Boolean, { defaultValue: false, description: 'Shown in the featured collection.' }) featured!: boolean;
  @Field(() => String, { defaultValue: 'New', description: 'New, Excellent, Very Good, Good or Fair.' }) condition!: string;
  @Field(() => String, { nullable: true, description: 'Men, Women or Unisex.' }) gender?: string | null;
  @Field(() => Int, { nullable: true, description: 'Watch case diameter in mm (20 to 60).' }) caseDiameterMm?: number | null;
  @Field(() => String, { nullable: true, description: 'Watch case material.' }) caseMaterial?: string | null;
  @Field(() => String, { nullable: true, description: 'Watch dial colour.' }) dialColor?: string | null;
  @Field(() => String, { nullable: true, description: 'Watch strap or bracelet.' }) strapMaterial?: string | null;
  @Field(() => String, { nullable: true, description: 'Watch movement.' }) movement?: string | null;
  @Field(() => Int, { nullable: true, description: 'Watch water resistance in metres (0 to 12,000).' }) waterResistanceM?: number | null;
  @Field(() => [String], { defaultValue: [], description: 'Watch complications.' }) complications!: string[];
  @Field(() => Boolean, { defaultValue: false, description: 'Watch comes with box and papers.' }) boxAndPapers!: boolean;
  @Field(() => Boolean, { defaultValue: false, description: 'Watch is a limited edition.' }) limitedEdition!: boolean;
  @Field(() => String, { nullable: true, description: 'Clothing fabric.' }) fabric?: string | null;
  @Field(() => String, { nullable: true, description: 'Clothing season.' }) season?: string | null;
  @Field(() => String, { nullable: true, description: 'Clothing style.' }) style?: string | null;
  @Field(() => String, { nullable: true, description: 'Clothing fit.' }) fit?: string | null;
  @Field(() => String, { nullable: true, description: 'Clothing country of origin.' }) countryOfOrigin?: string | null;
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
  @Field(() => ProductCategoryValue, { nullable: true, description: 'Department.' }) category?: ProductCategoryValue | null;
  @Field(() => String, { nullable: true, description: 'Maison or manufacturer.' }) brand?: string | null;
  @Field(() => AdminProductStatusValue, { nullable: true, description: 'Default: active.' }) status?: AdminProductStatusValue | null;
  @Field(() => AdminStockStateValue, { nullable: true, description: 'Units in stock.' }) stock?: AdminStockStateValue | null;
  @Field(() => Boolean, { nullable: true, description: 'Only on sale (true) or only at full price (false).' }) onSale?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Shown in the featured collection.' }) featured?: boolean | null;
}

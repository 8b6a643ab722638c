import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Money } from '../../../graphql/money.type';
import { ProductCategoryValue, ProductView } from '../product.types';
import { StaffActionEntryView } from '../../../common/audit/staff-action.types';

@ObjectType('AdminProductRow', { description: 'Staff: one line of the product table.' })
export class AdminProductRowView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => String, { description: 'Maison or manufacturer.' }) brand!: string;
  @Field(() => String, { description: 'Aurum stock-keeping unit.' }) sku!: string;
  @Field(() => ProductCategoryValue, { description: 'Department.' }) category!: ProductCategoryValue;
  @Field(() => Money, { description: 'List price.' }) price!: Money;
  @Field(() => Money, { nullable: true, description: 'Sale price while on sale; null otherwise.' }) salePrice!: Money | null;
  @Field(() => Int, { description: 'Units in stock.' }) stock!: number;
  @Field(() => Boolean, { description: 'Shown in the featured collection.' }) featured!: boolean;
  @Field(() => String, { description: 'Main image URL.' }) imageUrl!: string;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When staff archived it; null while in the shop.' }) archivedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { description: 'Last change.' }) updatedAt!: Date;
}

@ObjectType('AdminProductList', { description: 'Staff: one page of the product table.' })
export class AdminProductListView {
  @Field(() => [AdminProductRowView], { description: 'This page of rows.' }) items!: AdminProductRowView[];
  @Field(() => Int, { description: 'How many match over all pages.' }) totalCount!: number;
  @Field(() => [String], { description: 'Every brand in the catalogue, A–Z (for the brand filter).' }) brands!: string[];
}

@ObjectType('AdminProduct', { description: 'Staff: a product with its archive state and change history.' })
export class AdminProductView {
  @Field(() => ID, { description: 'The product id (so clients cache the staff view beside the product).' }) id!: string;
  @Field(() => ProductView, { description: 'The product as the shop shows it.' }) product!: ProductView;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When staff archived it; null while in the shop.' }) archivedAt!: Date | null;
  @Field(() => [StaffActionEntryView], { description: 'Newest first (at most 50).' }) history!: StaffActionEntryView[];
}

@ObjectType('BulkProductResult', { description: 'Staff: what a bulk action changed.' })
export class BulkProductResultView {
  @Field(() => Int, { description: 'How many products changed.' }) updatedCount!: number;
  @Field(() => [ID], { description: 'Products left unchanged (unknown, or too cheap for the reduction).' }) skippedIds!: string[];
}

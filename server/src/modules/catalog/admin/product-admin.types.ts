import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Money } from '../../../graphql/money.type';
import { ProductCategoryValue, ProductView } from '../product.types';

@ObjectType('AdminProductRow', { description: 'Staff: one line of the product table.' })
export class AdminProductRowView {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) brand!: string;
  @Field(() => String) sku!: string;
  @Field(() => ProductCategoryValue) category!: ProductCategoryValue;
  @Field(() => Money) price!: Money;
  @Field(() => Money, { nullable: true }) salePrice!: Money | null;
  @Field(() => Int) stock!: number;
  @Field(() => Boolean) featured!: boolean;
  @Field(() => String) imageUrl!: string;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) archivedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO) updatedAt!: Date;
}

@ObjectType('AdminProductList', { description: 'Staff: one page of the product table.' })
export class AdminProductListView {
  @Field(() => [AdminProductRowView]) items!: AdminProductRowView[];
  @Field(() => Int) totalCount!: number;
  @Field(() => [String], { description: 'Every brand in the catalogue, A–Z (for the brand filter).' }) brands!: string[];
}

@ObjectType('FieldChange', { description: 'One field a staff action changed; values as JSON text.' })
export class FieldChangeView {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true }) from!: string | null;
  @Field(() => String, { nullable: true }) to!: string | null;
}

@ObjectType('StaffActionEntry', { description: 'Staff: who did what, when, and what changed.' })
export class StaffActionEntryView {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'e.g. product.update, product.archive, product.restock.' }) action!: string;
  @Field(() => String) actorEmail!: string;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => [FieldChangeView]) changes!: FieldChangeView[];
}

@ObjectType('AdminProduct', { description: 'Staff: a product with its archive state and change history.' })
export class AdminProductView {
  @Field(() => ID, { description: 'The product id (so clients cache the staff view beside the product).' }) id!: string;
  @Field(() => ProductView) product!: ProductView;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) archivedAt!: Date | null;
  @Field(() => [StaffActionEntryView], { description: 'Newest first (at most 50).' }) history!: StaffActionEntryView[];
}

@ObjectType('BulkProductResult', { description: 'Staff: what a bulk action changed.' })
export class BulkProductResultView {
  @Field(() => Int) updatedCount!: number;
  @Field(() => [ID], { description: 'Products left unchanged (unknown, or too cheap for the reduction).' }) skippedIds!: string[];
}

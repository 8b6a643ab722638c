import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireAdmin } from '../../../common/auth';
import { toStaffActionEntry } from '../../../common/audit/staff-action.types';
import type { RequestContext } from '../../../common/request-context';
import { Money } from '../../../graphql/money.type';
import { parseProductId } from '../product-id';
import { toProductView } from '../product.mapper';
import { ProductCategoryValue } from '../product.types';
import { AdminProductFilterInput, ProductInput } from './product-admin.inputs';
import { type AdminProductListRow, ProductAdminService } from './product-admin.service';
import { AdminProductListView, type AdminProductRowView, AdminProductView, BulkProductResultView } from './product-admin.types';
import { PRODUCT_MESSAGES } from '@aurum/rules/catalog/product-rules';
import { notFound } from '../../../common/errors';

function rowView(row: AdminProductListRow): AdminProductRowView {
  return {
    id: String(row.id),
    name: row.name,
    brand: row.brand,
    sku: row.sku,
    category: row.category === 'watches' ? ProductCategoryValue.WATCHES : ProductCategoryValue.CLOTHING,
    price: Money.ofPence(row.pricePence),
    salePrice: row.salePricePence != null ? Money.ofPence(row.salePricePence) : null,
    stock: row.stock,
    featured: row.featured,
    imageUrl: row.imageUrl,
    archivedAt: row.archivedAt ? new Date(row.archivedAt) : null,
    updatedAt: new Date(row.updatedAt),
  };
}

function productId(id: string): number {
  const parsed = parseProductId(id);
  if (parsed === null) throw notFound(PRODUCT_MESSAGES.notFound);
  return parsed;
}

/** Staff work on the catalogue (admins only; the rules live in ProductAdminService). */
@Resolver()
export class ProductAdminResolver {
  private service(context: RequestContext) {
    return new ProductAdminService(context.services.em);
  }

  private async view(context: RequestContext, id: number): Promise<AdminProductView> {
    const { row, history } = await this.service(context).find(id);
    return { id: String(row.id), product: toProductView(row), archivedAt: row.archivedAt ? new Date(row.archivedAt) : null, history: history.map(toStaffActionEntry) };
  }

  @Authorized('admin')
  @Query(() => AdminProductListView, { description: 'Staff: products newest change first, searched and filtered; archived ones only when asked.' })
  async adminProducts(
    @Arg('filter', () => AdminProductFilterInput, { nullable: true, description: 'What to show; products in the shop when left out.' }) filter: AdminProductFilterInput | null,
    @Arg('limit', () => Int, { defaultValue: 25, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Ctx() context: RequestContext,
  ): Promise<AdminProductListView> {
    const page = await this.service(context).list({
      ...filter,
      limit: Math.min(Math.max(Math.trunc(limit), 1), 100),
      offset: Math.min(Math.max(Math.trunc(offset), 0), 100_000),
    });
    return { items: page.items.map(rowView), totalCount: page.totalCount, brands: page.brands };
  }

  @Authorized('admin')
  @Query(() => AdminProductView, { description: 'Staff: one product (archived too) with its change history. NOT_FOUND when there is none.' })
  async adminProduct(@Arg('id', () => ID, { description: 'The product id.' }) id: string, @Ctx() context: RequestContext): Promise<AdminProductView> {
    return this.view(context, productId(id));
  }

  @Authorized('admin')
  @Mutation(() => AdminProductView, { description: 'Staff: adds a product (with generated art). BAD_USER_INPUT names the field at fault.' })
  async createProduct(@Arg('input', () => ProductInput, { description: 'Every field of the product.' }) input: ProductInput, @Ctx() context: RequestContext): Promise<AdminProductView> {
    const id = await this.service(context).create(input, requireAdmin(context));
    return this.view(context, id);
  }

  @Authorized('admin')
  @Mutation(() => AdminProductView, { description: 'Staff: saves every field of a product; the shop shows it on the next request. BAD_USER_INPUT names the field at fault.' })
  async updateProduct(@Arg('id', () => ID, { description: 'The product id.' }) id: string, @Arg('input', () => ProductInput, { description: 'Every field of the product.' }) input: ProductInput, @Arg('reason', () => String, { nullable: true, description: 'Why (5 to 1,000 characters), kept in the staff audit trail. Required when the price shoppers pay changes by 20 % or more.' }) reason: string | null, @Ctx() context: RequestContext): Promise<AdminProductView> {
    await this.service(context).update(productId(id), input, requireAdmin(context), reason);
    return this.view(context, productId(id));
  }

  @Authorized('admin')
  @Mutation(() => AdminProductView, { description: 'Staff: archives a product (it leaves the shop; orders keep their lines) or brings it back.' })
  async setProductArchived(@Arg('id', () => ID, { description: 'The product id.' }) id: string, @Arg('archived', () => Boolean, { description: 'True to archive, false to put back in the shop.' }) archived: boolean, @Arg('reason', () => String, { nullable: true, description: 'Why (5 to 1,000 characters), kept in the staff audit trail. Required to archive.' }) reason: string | null, @Ctx() context: RequestContext): Promise<AdminProductView> {
    await this.service(context).setArchived(productId(id), archived, requireAdmin(context), reason);
    return this.view(context, productId(id));
  }

  @Authorized('admin')
  @Mutation(() => BulkProductResultView, { description: 'Staff: puts the selected products on sale at a whole percentage (1 to 90) off their price.' })
  async putProductsOnSale(@Arg('ids', () => [ID], { description: 'The selected product ids, 1 to 200.' }) ids: string[], @Arg('percent', () => Int, { description: 'Whole percentage off the price, 1 to 90.' }) percent: number, @Arg('reason', () => String, { nullable: true, description: 'Why (5 to 1,000 characters), kept in the staff audit trail. Required.' }) reason: string | null, @Ctx() context: RequestContext): Promise<BulkProductResultView> {
    const result = await this.service(context).putOnSale(ids.map((id) => parseProductId(id) ?? -1), percent, requireAdmin(context), reason);
    return { updatedCount: result.updatedCount, skippedIds: result.skippedIds.map(String) };
  }

  @Authorized('admin')
  @Mutation(() => BulkProductResultView, { description: 'Staff: adds 1 to 10,000 units to the stock of each selected product.' })
  async restockProducts(@Arg('ids', () => [ID], { description: 'The selected product ids, 1 to 200.' }) ids: string[], @Arg('quantity', () => Int, { description: 'Units to add, 1 to 10,000.' }) quantity: number, @Arg('reason', () => String, { nullable: true, description: 'Why (5 to 1,000 characters), kept in the staff audit trail. Required.' }) reason: string | null, @Ctx() context: RequestContext): Promise<BulkProductResultView> {
    const result = await this.service(context).restock(ids.map((id) => parseProductId(id) ?? -1), quantity, requireAdmin(context), reason);
    return { updatedCount: result.updatedCount, skippedIds: result.skippedIds.map(String) };
  }
}

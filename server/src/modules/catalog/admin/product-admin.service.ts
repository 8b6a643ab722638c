import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../../../common/request-context';
import { diffFields, listStaffActions, recordStaffAction } from '../../../common/audit/staff-actions';
import { isLargePriceChange, requireStaffReason } from '../../../common/audit/staff-reason';
import type { StaffActionRecord } from '../../../common/audit/staff-action.entity';
import { notFound } from '../../../common/errors';
import { imageUrlsFor } from '../../product-images/generated-art-urls';
import { productColumns } from '../product-columns';
import type { FileStore } from '../../../common/files/file-store';
import { StagedFiles } from '../../../common/files/staged-files';
import { checkProductPhotos, productPhotoUrl, stageProductPhoto } from './product-photos';
import { Product } from '../product.entity';
import type { ProductRow } from '../product.mapper';
import { currentPricePence } from '../product-price';
import { PRODUCT_MESSAGES } from '@aurum/rules/catalog/product-rules';
import { checkRestock, checkSelection, invalid, type ProductDraft, type ProductFields, salePriceFor, validateProductDraft } from './product-rules';

export type Staff = Pick<CurrentUser, 'id' | 'email'>;

export interface AdminProductQuery {
  search?: string | null;
  category?: 'watches' | 'clothing' | null;
  brand?: string | null;
  status?: 'active' | 'archived' | 'all' | null;
  stock?: 'in_stock' | 'low' | 'sold_out' | null;
  onSale?: boolean | null;
  featured?: boolean | null;
  limit: number;
  offset: number;
}

export interface AdminProductListRow {
  id: number;
  name: string;
  brand: string;
  sku: string;
  category: 'watches' | 'clothing';
  pricePence: number;
  salePricePence: number | null;
  stock: number;
  featured: boolean;
  imageUrl: string;
  archivedAt: Date | null;
  updatedAt: Date;
}

const HISTORY_LIMIT = 50;
const SUBJECT = 'product';
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The generated art's URLs follow the SKU; uploaded ones would not. */
const usesGeneratedArt = (product: Pick<Product, 'sku' | 'imageUrl'>) => product.imageUrl === imageUrlsFor(product.sku).imageUrl;

/**
 * Staff work on the catalogue. Every change is one transaction holding the
 * change and its staff-action record; the catalogue version goes up by
 * trigger in the same transaction, so the shop shows it on the next request.
 */
export class ProductAdminService {
  constructor(private readonly em: EntityManager) {}

  async list(query: AdminProductQuery): Promise<{ items: AdminProductListRow[]; totalCount: number; brands: string[] }> {
    const clauses: string[] = [];
    const values: unknown[] = [];
    const status = query.status ?? 'active';
    if (status === 'active') clauses.push('archived_at is null');
    if (status === 'archived') clauses.push('archived_at is not null');
    const search = query.search?.trim().slice(0, 100);
    if (search) {
      clauses.push('(name ilike ? or brand ilike ? or sku ilike ?)');
      values.push(likePattern(search), likePattern(search), likePattern(search));
    }
    if (query.category) (clauses.push('category = ?'), values.push(query.category));
    if (query.brand) (clauses.push('brand = ?'), values.push(query.brand));
    if (query.stock === 'in_stock') clauses.push('stock > 0');
    if (query.stock === 'low') clauses.push('stock between 1 and 5');
    if (query.stock === 'sold_out') clauses.push('stock = 0');
    if (query.onSale != null) clauses.push(query.onSale ? 'sale_price_pence is not null' : 'sale_price_pence is null');
    if (query.featured != null) clauses.push(query.featured ? 'featured' : 'not featured');
    const where = clauses.length ? clauses.join(' and ') : 'true';
    const knex = this.em.getKnex();
    const [rows, count, brands] = await Promise.all([
      knex.raw(
        `select id, name, brand, sku, category, price_pence as "pricePence", sale_price_pence as "salePricePence", stock, featured,
                image_url as "imageUrl", archived_at as "archivedAt", updated_at as "updatedAt"
         from product where ${where} order by updated_at desc, id desc limit ? offset ?`,
        [...values, query.limit, query.offset] as never[],
      ),
      knex.raw(`select count(*) as count from product where ${where}`, values as never[]),
      knex.raw('select distinct brand from product order by brand'),
    ]);
    const items = rows.rows as AdminProductListRow[];
    const totalCount = Number(count.rows[0].count);
    return {
      items: items.map((row) => ({ ...row, id: Number(row.id) })),
      totalCount,
      brands: (brands.rows as { brand: string }[]).map((row) => row.brand),
    };
  }

  /** A product as staff see it (archived too), with its change history. */
  async find(id: number): Promise<{ row: ProductRow; history: StaffActionRecord[] }> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(PRODUCT_MESSAGES.notFound);
    const result = await this.em.getKnex().raw(`select ${productColumns(this.em)} from product p where p.id = ?`, [id]);
    const row = result.rows[0] as ProductRow | undefined;
    if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
    const { items } = await listStaffActions(this.em, { subjectType: SUBJECT, subjectId: String(id), limit: HISTORY_LIMIT, offset: 0 });
    return { row, history: items };
  }

  async create(draft: ProductDraft, staff: Staff): Promise<number> {
    const fields = validateProductDraft(draft);
    return this.skuRace(() => this.em.transactional(async (tx) => {
      await this.assertSkuFree(tx, fields.sku, null);
      const product = tx.create(Product, { ...fields, ...imageUrlsFor(fields.sku) });
      await tx.flush();
      recordStaffAction(tx, staff, { action: 'product.create', subjectType: SUBJECT, subjectId: product.id, changes: { name: fields.name, sku: fields.sku, pricePence: fields.pricePence, stock: fields.stock } });
      await tx.flush();
      return product.id;
    }));
  }

  /** A save that moves the price shoppers pay by 20 % or more needs a reason; any other save may carry one. */
  async update(id: number, draft: ProductDraft, staff: Staff, reason?: string | null): Promise<void> {
    const fields = validateProductDraft(draft);
    await this.skuRace(() => this.em.transactional(async (tx) => {
      const product = await this.lockOne(tx, id);
      await this.assertSkuFree(tx, fields.sku, id);
      const next: Partial<Product> & ProductFields = { ...fields };
      if (fields.sku !== product.sku && usesGeneratedArt(product)) Object.assign(next, imageUrlsFor(fields.sku));
      const changes = diffFields(product, next);
      if (Object.keys(changes).length === 0) return;
      const large = isLargePriceChange(currentPricePence(product), currentPricePence({ pricePence: fields.pricePence, salePricePence: fields.salePricePence ?? null })) || isLargePriceChange(product.pricePence, fields.pricePence);
      const why = large ? requireStaffReason(reason) : reason?.trim() || null;
      tx.assign(product, next);
      recordStaffAction(tx, staff, { action: 'product.update', subjectType: SUBJECT, subjectId: id, reason: why, changes });
      await tx.flush();
    }));
  }

  /** Two staff saving the same new SKU at once: the unique index decides, and the loser hears why. */
  private async skuRace<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw invalid('sku', PRODUCT_MESSAGES.skuTaken);
      throw error;
    }
  }

  /** Archived products leave the shop; orders keep their lines (they reference the row, which stays). */
  async setArchived(id: number, archived: boolean, staff: Staff, reason?: string | null): Promise<void> {
    const why = archived ? requireStaffReason(reason) : reason?.trim() || null;
    await this.em.transactional(async (tx) => {
      const product = await this.lockOne(tx, id);
      if (Boolean(product.archivedAt) === archived) return;
      const archivedAt = archived ? new Date() : null;
      recordStaffAction(tx, staff, {
        action: archived ? 'product.archive' : 'product.unarchive',
        subjectType: SUBJECT,
        subjectId: id,
        reason: why,
        changes: { archivedAt: { from: product.archivedAt ?? null, to: archivedAt } },
      });
      product.archivedAt = archivedAt;
      await tx.flush();
    });
  }

  /**
   * Staff pictures replace the art: the first upload is the main image, the
   * rest the gallery. Files are stored first and removed again when the
   * change cannot be saved; earlier uploads stay in the store, since orders
   * may still show them.
   */
  async replaceImages(id: number, files: Buffer[], store: FileStore, staff: Staff): Promise<void> {
    checkProductPhotos(files);
    const staged = new StagedFiles(store);
    try {
      const urls: string[] = [];
      for (const bytes of files) urls.push(productPhotoUrl(await stageProductPhoto(staged, bytes)));
      await this.setImages(id, () => ({ imageUrl: urls[0], galleryImages: urls.slice(1) }), 'product.images', staff);
    } catch (error) {
      await staged.discard();
      throw error;
    }
  }

  /** Back to the art generated from the product's attributes. */
  async useGeneratedArt(id: number, staff: Staff): Promise<void> {
    await this.setImages(id, (product) => imageUrlsFor(product.sku), 'product.images.generated', staff);
  }

  /** Sets the pictures `imagesFor` gives the locked product, recorded when they change. */
  private async setImages(id: number, imagesFor: (product: Product) => Pick<Product, 'imageUrl' | 'galleryImages'>, action: string, staff: Staff): Promise<void> {
    await this.em.transactional(async (tx) => {
      const product = await this.lockOne(tx, id);
      const images = imagesFor(product);
      const changes = diffFields(product, images);
      if (Object.keys(changes).length === 0) return;
      tx.assign(product, images);
      recordStaffAction(tx, staff, { action, subjectType: SUBJECT, subjectId: id, changes });
      await tx.flush();
    });
  }

  /** Puts each selected product on sale at `percent` off its price (rounded to the penny, always below the price). */
  async putOnSale(ids: number[], percent: number, staff: Staff, reason: string | null | undefined): Promise<{ updatedCount: number; skippedIds: number[] }> {
    const why = requireStaffReason(reason);
    const selection = checkSelection(ids);
    salePriceFor(2, percent);
    return this.eachLocked(selection, staff, 'product.sale', (product) => {
      if (product.pricePence < 2) return null;
      return { salePricePence: salePriceFor(product.pricePence, percent) };
    }, `${percent}% off: ${why}`);
  }

  /** Adds `quantity` units to each selected product's stock. */
  async restock(ids: number[], quantity: number, staff: Staff, reason: string | null | undefined): Promise<{ updatedCount: number; skippedIds: number[] }> {
    const why = requireStaffReason(reason);
    const selection = checkSelection(ids);
    const units = checkRestock(quantity);
    return this.eachLocked(selection, staff, 'product.restock', (product) => ({ stock: product.stock + units }), `+${units}: ${why}`);
  }

  private async eachLocked(
    ids: number[],
    staff: Staff,
    action: string,
    change: (product: Product) => Partial<Product> | null,
    reason: string,
  ): Promise<{ updatedCount: number; skippedIds: number[] }> {
    return this.em.transactional(async (tx) => {
      // Row locks (in id order, so two bulk actions cannot deadlock) keep checkouts' stock moves out until commit.
      const products = await tx.find(Product, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
      const found = new Set(products.map((product) => product.id));
      const skippedIds = ids.filter((id) => !found.has(id));
      let updatedCount = 0;
      for (const product of products) {
        const next = change(product);
        const changes = next ? diffFields(product, next) : {};
        if (!next || Object.keys(changes).length === 0) {
          skippedIds.push(product.id);
          continue;
        }
        tx.assign(product, next);
        recordStaffAction(tx, staff, { action, subjectType: SUBJECT, subjectId: product.id, reason, changes });
        updatedCount += 1;
      }
      await tx.flush();
      return { updatedCount, skippedIds };
    });
  }

  private async lockOne(tx: EntityManager, id: number): Promise<Product> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(PRODUCT_MESSAGES.notFound);
    const product = await tx.findOne(Product, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    return product;
  }

  private async assertSkuFree(tx: EntityManager, sku: string, exceptId: number | null): Promise<void> {
    const other = await tx.findOne(Product, { sku, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, { fields: ['id'] });
    if (other) throw invalid('sku', PRODUCT_MESSAGES.skuTaken);
  }
}

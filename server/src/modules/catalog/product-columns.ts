import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from './product.entity';

let selectList: string | undefined;

/**
 * `p.price_pence as "pricePence", …` for every eagerly loaded Product
 * property, so lean SQL returns rows shaped like the entity (ProductRow).
 * Derived once from the ORM metadata, so a new column needs no edit here.
 */
export function productColumns(em: EntityManager): string {
  selectList ??= Object.values(em.getMetadata().get(Product.name).properties)
    .filter((property) => !property.lazy && property.fieldNames?.length === 1)
    .map((property) => `p.${property.fieldNames[0]} as "${property.name}"`)
    .join(', ');
  return selectList;
}

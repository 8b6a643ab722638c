import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from '../../modules/catalog/product.entity';
import { generateCatalogue } from './catalogue';
import { seedMarketData } from './market-seed';

export const DEMO_CATALOGUE_SIZE = 300;

/** Loads the demo catalogue only into an empty product table, so restarts never duplicate or overwrite data. */
export async function seedDemoData(em: EntityManager): Promise<string | null> {
  await seedMarketData(em); // the watch market history, only into empty market tables
  const existing = await em.count(Product);
  if (existing > 0) return null;
  const products = generateCatalogue({ count: DEMO_CATALOGUE_SIZE, seed: 1 });
  await em.insertMany(Product, products);
  return `Seeded the demo catalogue (${products.length} products)`;
}

import type { AppModule } from '../../common/app-module';
import { productPhotoRoutes, uploadedProductImageRoutes } from './admin/product-photo.routes';
import { ProductAdminResolver } from './admin/product-admin.resolver';
import { OrderSnapshots } from '../../common/cursor/order-snapshots';
import { CatalogService } from './catalog.service';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueState } from './catalogue-state.entity';
import { CatalogueEngine } from './engine/catalogue-engine';
import { ProductConnectionResolver } from './product-connection.resolver';
import { ProductConnectionService } from './product-connection';
import { ProductListingResolver } from './product-listing.resolver';
import { Product } from './product.entity';
import { ProductResolver } from './product.resolver';
import { productRoutes } from './product.routes';
import { SearchTerm } from './search-term.entity';
import { ProductReview } from './reviews/product-review.entity';
import { ProductReviewResolver } from './reviews/product-review.resolver';
import { ProductReviewService } from './reviews/product-review.service';
import { ProductViewHour, ProductViewTotal } from './views/product-view.entities';
import { viewCounterJobs } from './views/view-counters';

declare module '../../common/app-module' {
  interface AppDependencies {
    /** The in-memory catalogue, when this process runs one (CATALOGUE_ENGINE). */
    catalogueEngine?: CatalogueEngine;
  }
}

declare module '../../common/request-context' {
  interface Services {
    catalog: CatalogService;
    productConnections: ProductConnectionService;
    productReviews: ProductReviewService;
  }
}

/** The catalogue: products, listings, search, and the staff's product editing. */
export const catalogModule: AppModule = {
  name: 'catalog',
  entities: [Product, SearchTerm, CatalogueState, ProductReview, ProductViewHour, ProductViewTotal],
  resolvers: [ProductResolver, ProductListingResolver, ProductConnectionResolver, ProductAdminResolver, ProductReviewResolver],
  setup(dependencies) {
    const { config, orm, files, messaging } = dependencies;
    const cache = new CatalogueCache({ maxEntries: config.catalogueCacheEntries, ttlMs: config.catalogueCacheSeconds * 1000 });
    const engine = config.catalogueEngine
      ? new CatalogueEngine({
          connectionString: orm.config.get('clientUrl')!,
          countersSeconds: config.catalogueEngineCountersSeconds,
          catchUpMs: config.catalogueEngineCatchUpMs,
          log: (line) => console.log(`[aurum] ${line}`),
        })
      : undefined;
    engine?.start();
    dependencies.catalogueEngine = engine;
    return {
      // The catalog service often answers from memory: it forks an entity manager only when it needs one.
      services: {
        catalog: ({ entityManager, signedIn }) => new CatalogService(entityManager, cache, engine, signedIn),
        productConnections: ({ entityManager, services }) => new ProductConnectionService(services.catalog, new OrderSnapshots(entityManager)),
        productReviews: ({ em }) => new ProductReviewService(em, messaging),
      },
      routes: { files: [uploadedProductImageRoutes(files)], api: [productRoutes(), productPhotoRoutes(files)] },
      jobs: viewCounterJobs(orm),
      stop: async () => engine?.stop(),
    };
  },
};

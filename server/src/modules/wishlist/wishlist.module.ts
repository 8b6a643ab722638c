import type { AppModule } from '../../common/app-module';
import { WishlistEntry } from './wishlist-entry.entity';
import { WishlistResolver } from './wishlist.resolver';
import { WishlistService } from './wishlist.service';

declare module '../../common/request-context' {
  interface Services {
    /** A signed-in customer's wishlist, kept in PostgreSQL. */
    wishlist: WishlistService;
  }
}

/** Customers' wishlists. */
export const wishlistModule: AppModule = {
  name: 'wishlist',
  entities: [WishlistEntry],
  resolvers: [WishlistResolver],
  setup() {
    return { services: { wishlist: ({ em }) => new WishlistService(em) } };
  },
};

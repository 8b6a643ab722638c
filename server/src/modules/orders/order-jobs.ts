import type { MikroORM } from '@mikro-orm/postgresql';
import type { RecurringJob } from '../../common/jobs/jobs';
import { endAbandonedCheckouts } from './abandoned-checkouts';
import type { OrderDependencies } from './order-dependencies';
import { reconcileShopPayments } from './order-payments';
import { RECONCILE_SECONDS } from '../payments/stranded-payments';
import { releaseExpiredStock } from './stock-reservations';

export const ORDER_JOBS = { checkoutSweep: 'orders.checkout_sweep' } as const;

/**
 * The shop's recurring work, run by the one job runner: stock whose hold ran
 * out goes back on sale, abandoned checkouts end (checkout_expired), and
 * succeeded payments whose orders are still pending are applied.
 */
export function orderRecurringJobs(orm: MikroORM, dependencies: OrderDependencies, everySeconds = RECONCILE_SECONDS): Record<string, RecurringJob> {
  return {
    [ORDER_JOBS.checkoutSweep]: {
      everySeconds,
      run: async () => {
        await releaseExpiredStock(orm.em.fork());
        await endAbandonedCheckouts(orm.em.fork(), dependencies);
        await reconcileShopPayments(orm.em.fork(), dependencies);
      },
    },
  };
}

import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RecurringJob } from '../../../common/jobs/jobs';
import { applyStrandedPayments, RECONCILE_BATCH, RECONCILE_SECONDS } from '../../payments/stranded-payments';
import type { EscrowDependencies } from './escrow-dependencies';
import { applyEscrowPaymentEvent, syncEvent } from './escrow-payments';

export const ESCROW_RECURRING_JOBS = { reconcilePayments: 'marketplace.reconcile_payments' } as const;

/**
 * Applies every succeeded payment whose marketplace order is still pending
 * (the process died before applying it): through the escrow's once-only path,
 * so the order is paid, the listing sold and the ledger's payment movement
 * posted once, however often this runs beside webhooks and the buyer's retry.
 * Answers how many were applied.
 */
export function reconcileMarketplacePayments(em: EntityManager, deps: EscrowDependencies, batch = RECONCILE_BATCH): Promise<number> {
  return applyStrandedPayments(em, 'marketplace_order', deps.gateway, (fork, intent) => applyEscrowPaymentEvent(fork, syncEvent(intent), deps), batch);
}

/** Every RECONCILE_SECONDS unless PAYMENT_RECONCILE_SECONDS says otherwise. */
export function escrowRecurringJobs(orm: MikroORM, deps: EscrowDependencies, everySeconds = RECONCILE_SECONDS): Record<string, RecurringJob> {
  return {
    [ESCROW_RECURRING_JOBS.reconcilePayments]: { everySeconds, run: () => reconcileMarketplacePayments(orm.em.fork(), deps) },
  };
}

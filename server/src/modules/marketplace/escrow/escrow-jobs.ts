import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobHandler, JobOutcome } from '../../../common/jobs/jobs';
import type { EscrowDependencies } from './escrow-dependencies';
import { accept, applySucceededPayment, cancelUnshipped, ESCROW_JOBS, expire, lockOrder } from './escrow-moves';

/**
 * The escrow's timers, run by the common job runner inside the job's
 * transaction. Each looks at the order again under its lock: a timer whose
 * moment has passed (the order was paid, shipped, accepted) does nothing.
 */
export function escrowJobHandlers(deps: EscrowDependencies): Record<string, JobHandler> {
  return {
    [ESCROW_JOBS.reservationExpiry]: (tx, { orderId }) => endReservation(tx, orderId, deps),
    [ESCROW_JOBS.shipDeadline]: async (tx, { orderId }) => {
      const order = await lockOrder(tx, { id: orderId });
      if (order?.status === 'paid') await cancelUnshipped(tx, order, deps);
    },
    [ESCROW_JOBS.inspectionEnd]: async (tx, { orderId }) => {
      const order = await lockOrder(tx, { id: orderId });
      if (order?.status === 'delivered') await accept(tx, order, deps, 'system');
    },
  };
}

/**
 * The reservation is over: the payment is cancelled at the gateway first,
 * because only the gateway knows whether money is on its way. A payment that
 * had succeeded is applied instead; one still processing is looked at again.
 */
async function endReservation(tx: EntityManager, orderId: string, deps: EscrowDependencies): Promise<JobOutcome> {
  const order = await lockOrder(tx, { id: orderId });
  if (order?.status !== 'pending') return 'done';
  if (order.paymentIntentId) {
    const status = await deps.gateway.cancelIntent(order.paymentIntentId);
    if (status === 'succeeded') {
      await applySucceededPayment(tx, await deps.gateway.retrieveIntent(order.paymentIntentId), deps);
      return 'done';
    }
    if (status !== 'canceled') return 'retry';
  }
  await expire(tx, order, deps);
  return 'done';
}

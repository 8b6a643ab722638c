import { describe, expect, it } from 'vitest';
import { escrowMachine } from './marketplace/escrow/escrow-status';
import { listingMachine } from './marketplace/listings/listing-machine';
import { reviewMachine } from './marketplace/reviews/review-moves';
import { sellerMachine } from './marketplace/sellers/seller-machine';
import { orderMachine } from './orders/order-transitions';
import { SERVICE_REQUEST_MACHINES } from './returns/service-request-states';
import { ticketMachine } from './support/ticket-machine';

/** Each machine's side effects for its key moves, as the README's "State changes" lists them. */
describe('the side effects each table declares', () => {
  it('orders: a staff cancel refunds and restocks, emails, then records; a payment clears the saved cart and confirms', () => {
    expect(orderMachine.effectsOf('cancel')).toEqual(['refundAndRestock', 'emailCancelled', 'audit']);
    expect(orderMachine.effectsOf('dispatch')).toEqual(['emailDispatched', 'audit']);
    expect(orderMachine.effectsOf('refund')).toEqual(['refundLines', 'audit']);
    expect(orderMachine.effectsOf('pay')).toEqual(['clearSavedCart', 'emailConfirmation']);
    expect(orderMachine.effectsOf('endCheckout')).toEqual(['releaseStock']);
    expect(orderMachine.effectsOf('cancelUnsold')).toEqual(['refundAfterCommit']);
  });

  it('escrow: a release posts the ledger then emails the seller; a dispute refund gives back, tells both, and is recorded', () => {
    expect(escrowMachine.effectsOf('release')).toEqual(['ledgerRelease', 'emailSellerReleased', 'emailSellerResolved', 'auditStaff']);
    expect(escrowMachine.effectsOf('refund')).toEqual(['refundPayment', 'ledgerRefund', 'emailBuyerRefunded', 'emailSellerResolved', 'auditStaff']);
    expect(escrowMachine.effectsOf('refundLatePayment')).toEqual(['ledgerPayment', 'refundPayment', 'ledgerRefund', 'emailBuyerRefunded']);
  });

  it('listings: approval refuses a stolen serial, records, emails and schedules the saved-search alerts; the owner’s submit only checks the serial; a withdrawal does nothing more', () => {
    expect(listingMachine.effectsOf('approve')).toEqual(['refuseStolenSerial', 'audit', 'emailSeller', 'alertSavedSearches']);
    expect(listingMachine.effectsOf('reject')).toEqual(['audit', 'emailSeller']);
    expect(listingMachine.effectsOf('submit')).toEqual(['refuseStolenSerial']);
    expect(listingMachine.effectsOf('withdraw')).toEqual([]);
  });

  it('sellers and reviews: every decision recorded first; the seller always emailed, a review’s buyer only when it is hidden', () => {
    for (const decision of ['approve', 'reject', 'suspend'] as const) expect(sellerMachine.effectsOf(decision)).toEqual(['audit', 'emailSeller']);
    expect(reviewMachine.effectsOf('hide')).toEqual(['audit', 'emailBuyerHidden']);
    expect(reviewMachine.effectsOf('publish')).toEqual(['audit']);
  });

  it('returns and repairs: a return’s refund goes through the order first; every step recorded; the customer emailed at the steps they wait for', () => {
    expect(SERVICE_REQUEST_MACHINES.return.effectsOf('refund')).toEqual(['refundOrder', 'audit']);
    expect(SERVICE_REQUEST_MACHINES.return.effectsOf('approve')).toEqual(['audit', 'emailCustomer']);
    expect(SERVICE_REQUEST_MACHINES.repair.effectsOf('start_repair')).toEqual(['audit']);
    expect(SERVICE_REQUEST_MACHINES.repair.effectsOf('mark_ready')).toEqual(['audit', 'emailCustomer']);
  });

  it('tickets: a status change has no side effect of its own', () => {
    expect(ticketMachine.effectsOf('closed')).toEqual([]);
    expect(ticketMachine.effectsOf('resolved')).toEqual([]);
  });
});

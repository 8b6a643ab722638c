import { Money } from '../../../graphql/money.type';
import { carrierName, trackingUrl } from '../../delivery/carriers';
import type { CarrierValue } from '../../delivery/delivery.types';
import { wrap } from '@mikro-orm/core';
import type { SellerBalance } from '../ledger/ledger';
import type { Listing } from '../listings/listing.entity';
import { toPhotoView } from '../marketplace.mapper';
import type { Seller } from '../sellers/seller.entity';
import { nextStep, type Viewer } from './escrow-next-step';
import { INSPECTION_DAYS, INSURED_DELIVERY_PENCE, MARKETPLACE_COMMISSION_BASIS_POINTS, RESERVATION_MINUTES, SHIP_WITHIN_BUSINESS_DAYS } from './escrow-terms';
import type { LedgerEntry } from '../ledger/ledger-entry.entity';
import type { CheckoutPreview } from './escrow-checkout.service';
import {
  type EscrowTermsView,
  type MarketplaceCheckoutPreviewView,
  type MarketplaceLedgerEntryView,
  type MarketplaceOrderStaffDetailsView,
  MarketplaceOrderRoleValue,
  MarketplaceOrderStatusValue,
  type MarketplaceOrderView,
  type SellerBalanceView,
} from './escrow.types';
import type { MarketplaceOrder } from './marketplace-order.entity';

export function toOrderView(order: MarketplaceOrder, viewer: Viewer): MarketplaceOrderView {
  const seesProceeds = viewer !== 'buyer';
  const step = nextStep(order, viewer);
  return {
    id: order.id,
    number: order.number,
    status: order.status.toUpperCase() as MarketplaceOrderStatusValue,
    viewerRole: viewer.toUpperCase() as MarketplaceOrderRoleValue,
    listingId: String(order.listing.id),
    title: order.title,
    photo: firstPhoto(order.listing, order.title),
    counterpartyName: viewer === 'seller' ? order.deliveryName : wrap(order.seller).isInitialized() ? publicSellerName(order.seller) : null,
    price: Money.ofPence(order.pricePence),
    insuredDelivery: Money.ofPence(order.deliveryPence),
    total: Money.ofPence(order.totalPence),
    commission: seesProceeds ? Money.ofPence(order.commissionPence) : null,
    sellerProceeds: seesProceeds ? Money.ofPence(order.pricePence - order.commissionPence) : null,
    delivery: {
      name: order.deliveryName,
      phone: order.deliveryPhone,
      address: order.deliveryAddress,
      city: order.deliveryCity,
      postalCode: order.deliveryPostalCode,
      country: order.deliveryCountry,
    },
    createdAt: order.createdAt,
    reservedUntil: order.reservedUntil,
    paidAt: order.paidAt,
    shipBy: order.shipBy,
    shippedAt: order.shippedAt,
    carrier: order.carrier as CarrierValue | null,
    carrierName: order.carrier ? carrierName(order.carrier) : null,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    deliveredAt: order.deliveredAt,
    inspectionEndsAt: order.inspectionEndsAt,
    acceptedAt: order.acceptedAt,
    autoAccepted: order.autoAccepted,
    disputeReason: order.disputeReason,
    disputePhotoCount: order.disputePhotos?.length ?? 0,
    disputePhotoUrls: (order.disputePhotos ?? []).map((_, index) => `/api/marketplace/orders/${order.id}/dispute-photos/${index + 1}`),
    disputedAt: order.disputedAt,
    resolutionReason: order.resolutionReason,
    releasedAt: order.releasedAt,
    paidOutAt: order.paidOutAt,
    refundedAt: order.refundedAt,
    refundReason: order.refundReason,
    nextStep: step?.text ?? null,
    nextStepBy: step?.by ?? null,
    staffDetails: viewer === 'staff' ? toStaffDetails(order) : null,
  };
}

function toStaffDetails(order: MarketplaceOrder): MarketplaceOrderStaffDetailsView {
  return {
    buyerEmail: order.buyerEmail,
    sellerId: String(order.seller.id),
    sellerName: order.seller.businessName ?? order.seller.legalName,
    sellerEmail: order.seller.user.email,
    sellerStripeAccountId: order.seller.stripeAccountId,
    payoutTransferId: order.payoutTransferId,
    refundReference: order.refundReference,
  };
}

export const toLedgerEntryView = (entry: LedgerEntry): MarketplaceLedgerEntryView => ({
  id: entry.id,
  movement: entry.movement,
  account: entry.account,
  amount: Money.ofPence(Number(entry.amountPence)),
  createdAt: entry.createdAt,
});

/** The business name for dealers, first name and initial for private sellers (as marketplace-browse's PUBLIC_SELLER_NAME). */
export function publicSellerName(seller: Pick<Seller, 'sellerType' | 'businessName' | 'legalName'>): string {
  if (seller.sellerType === 'dealer' && seller.businessName) return seller.businessName;
  const [first, second] = seller.legalName.split(' ');
  return second ? `${first} ${second[0]}.` : first;
}

/** The listing's first photo, when its photos were loaded with the order. */
function firstPhoto(listing: Listing, title: string) {
  if (!wrap(listing).isInitialized() || !listing.photos.isInitialized()) return null;
  const first = listing.photos.getItems()[0];
  return first ? toPhotoView(first.storedName, title, 0, 1) : null;
}

export function toCheckoutPreview({ listing, refusal }: CheckoutPreview): MarketplaceCheckoutPreviewView {
  const title = `${listing.brand} ${listing.model} (${listing.year})`;
  return {
    listingId: String(listing.id),
    title,
    reference: listing.reference,
    conditionLabel: listing.condition,
    photo: firstPhoto(listing, title),
    sellerName: publicSellerName(listing.seller),
    price: Money.ofPence(listing.pricePence),
    insuredDelivery: Money.ofPence(INSURED_DELIVERY_PENCE),
    total: Money.ofPence(listing.pricePence + INSURED_DELIVERY_PENCE),
    refusal: refusal?.message ?? null,
    refusalReason: refusal?.reason ?? null,
  };
}

export const toBalanceView = (balance: SellerBalance): SellerBalanceView => ({
  held: Money.ofPence(balance.heldPence),
  available: Money.ofPence(balance.availablePence),
  paidOut: Money.ofPence(balance.paidOutPence),
});

export const escrowTerms = (): EscrowTermsView => ({
  commissionPercent: MARKETPLACE_COMMISSION_BASIS_POINTS / 100,
  insuredDelivery: Money.ofPence(INSURED_DELIVERY_PENCE),
  reservationMinutes: RESERVATION_MINUTES,
  shipWithinBusinessDays: SHIP_WITHIN_BUSINESS_DAYS,
  inspectionDays: INSPECTION_DAYS,
});

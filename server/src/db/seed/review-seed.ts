import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../modules/accounts/password-hasher';
import { User } from '../../modules/accounts/user.entity';
import { MarketplaceOrder } from '../../modules/marketplace/escrow/marketplace-order.entity';
import { commissionOn, INSURED_DELIVERY_PENCE } from '../../modules/marketplace/escrow/escrow-terms';
import { LEDGER_ACCOUNTS, postMovement } from '../../modules/marketplace/ledger/ledger';
import type { Listing } from '../../modules/marketplace/listings/listing.entity';
import { SellerReview } from '../../modules/marketplace/reviews/seller-review.entity';

const DAY_MS = 86_400_000;

/** Demo buyers: accounts that cannot sign in (random passwords), named as reviews show them. */
const DEMO_BUYERS = [
  { email: 'charlotte.reid@aurum.example', firstName: 'Charlotte', lastName: 'Reid' },
  { email: 'william.hayes@aurum.example', firstName: 'William', lastName: 'Hayes' },
  { email: 'sophie.clarke@aurum.example', firstName: 'Sophie', lastName: 'Clarke' },
] as const;

const DEMO_REVIEWS = [
  { rating: 5, text: 'Exactly as described, with the box and papers. Beautifully packed and shipped the next morning.' },
  { rating: 5, text: 'A pleasure to deal with: quick answers to every question and more photos when I asked.' },
  { rating: 4, text: 'Lovely watch in the condition stated. Dispatch took a couple of days longer than I hoped.' },
  { rating: 5, text: 'Second purchase from this seller and just as smooth. The bracelet had been cleaned and sized.' },
] as const;

/**
 * Completed demo sales with published reviews, so demo sellers have ratings:
 * each sold listing gets a paid-out order run through the same ledger
 * movements as a real one (payment, release, payout, all balanced) and a
 * review staff published. Orders and reviews are dated in the past.
 */
export async function seedDemoReviews(em: EntityManager, soldListings: Listing[]): Promise<number> {
  if (soldListings.length === 0) return 0;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const buyers = DEMO_BUYERS.map((buyer, index) => em.create(User, { ...buyer, username: buyer.email, passwordHash, role: 'customer', emailVerified: true, phoneVerified: true, phone: `+4474001003${index}0` }));
  const orders = soldListings.map((listing, index) => {
    const buyer = buyers[index % buyers.length];
    const paidAt = new Date(Date.now() - (60 + index * 17) * DAY_MS);
    const day = (days: number) => new Date(paidAt.getTime() + days * DAY_MS);
    const commissionPence = commissionOn(listing.pricePence);
    const order = em.create(MarketplaceOrder, {
      number: `MP-DEMO${String(index + 1).padStart(4, '0')}`,
      status: 'paid_out',
      listing,
      seller: listing.seller,
      buyer,
      buyerEmail: buyer.email,
      title: `${listing.brand} ${listing.model} (${listing.year})`,
      pricePence: listing.pricePence,
      deliveryPence: INSURED_DELIVERY_PENCE,
      commissionPence,
      totalPence: listing.pricePence + INSURED_DELIVERY_PENCE,
      deliveryName: `${buyer.firstName} ${buyer.lastName}`,
      deliveryPhone: '07700 900123',
      deliveryAddress: '4 Albemarle Street',
      deliveryCity: 'London',
      deliveryPostalCode: 'W1S 4HB',
      deliveryCountry: 'GB',
      paymentProvider: 'simulated',
      reservedUntil: paidAt,
      paidAt,
      shipBy: day(5),
      carrier: 'DHL_EXPRESS',
      trackingNumber: `JD0146${String(index).padStart(4, '0')}`,
      shippedAt: day(1),
      deliveredAt: day(3),
      inspectionEndsAt: day(6),
      acceptedAt: day(4),
      releasedAt: day(4),
      paidOutAt: day(7),
      createdAt: paidAt,
    });
    const review = DEMO_REVIEWS[index % DEMO_REVIEWS.length];
    em.create(SellerReview, { order, seller: listing.seller, buyer, ...review, status: 'published', publishedAt: day(6), moderatedAt: day(6), createdAt: day(5) });
    return order;
  });
  await em.flush();
  for (const order of orders) {
    const ledgerOrder = { id: order.id, sellerId: order.seller.id };
    const net = order.pricePence - order.commissionPence;
    await postMovement(em, 'payment', ledgerOrder, [
      { account: LEDGER_ACCOUNTS.buyerPayments, amountPence: -order.totalPence },
      { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: order.totalPence },
    ]);
    await postMovement(em, 'release', ledgerOrder, [
      { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: -order.totalPence },
      { account: LEDGER_ACCOUNTS.sellerBalance(order.seller.id), amountPence: net },
      { account: LEDGER_ACCOUNTS.commission, amountPence: order.commissionPence },
      { account: LEDGER_ACCOUNTS.insuredDelivery, amountPence: order.deliveryPence },
    ]);
    await postMovement(em, 'payout', ledgerOrder, [
      { account: LEDGER_ACCOUNTS.sellerBalance(order.seller.id), amountPence: -net },
      { account: LEDGER_ACCOUNTS.payouts, amountPence: net },
    ]);
  }
  return orders.length;
}

import { GraphQLDateTimeISO } from 'graphql-scalars';
import { MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../../graphql/money.type';
import { staffPageType } from '../../../common/staff-page';
import { ListingPhotoView } from '../marketplace.types';
import { CarrierValue } from '../../delivery/delivery.types';

export enum MarketplaceOrderStatusValue {
  PENDING = 'PENDING',
  EXPIRED = 'EXPIRED',
  PAID = 'PAID',
  SHIPPED = 'SHIPPED',
  DELIVERED = 'DELIVERED',
  DISPUTED = 'DISPUTED',
  RELEASED = 'RELEASED',
  PAID_OUT = 'PAID_OUT',
  REFUNDED = 'REFUNDED',
}
registerEnumType(MarketplaceOrderStatusValue, {
  name: 'MarketplaceOrderStatus',
  description: 'Where a marketplace order stands in escrow.',
  valuesConfig: {
    PENDING: { description: 'Checkout started: the listing is reserved and the payment awaited.' },
    EXPIRED: { description: 'The reservation ended unpaid; nothing was charged.' },
    PAID: { description: 'Paid: the funds are held; the seller must ship.' },
    SHIPPED: { description: 'Shipped with insured delivery.' },
    DELIVERED: { description: 'Delivered: the inspection period runs.' },
    DISPUTED: { description: 'The buyer opened a dispute; staff decide it.' },
    RELEASED: { description: 'Accepted (or the inspection ended): the funds are in the seller’s balance.' },
    PAID_OUT: { description: 'The proceeds were paid out to the seller.' },
    REFUNDED: { description: 'The buyer was refunded in full.' },
  },
});

export enum MarketplaceOrderRoleValue {
  BUYER = 'BUYER',
  SELLER = 'SELLER',
  STAFF = 'STAFF',
}
registerEnumType(MarketplaceOrderRoleValue, { name: 'MarketplaceOrderRole', description: 'The viewer’s part in a marketplace order.' });

export enum MarketplaceOrderSideValue {
  BUYER = 'BUYER',
  SELLER = 'SELLER',
}
registerEnumType(MarketplaceOrderSideValue, { name: 'MarketplaceOrderSide', description: 'Which of the viewer’s marketplace orders: purchases or sales.' });

export enum DisputeOutcomeValue {
  REFUND = 'refund',
  RELEASE = 'release',
}
registerEnumType(DisputeOutcomeValue, {
  name: 'DisputeOutcome',
  description: 'Staff’s decision on a dispute.',
  valuesConfig: { REFUND: { description: 'Refund the buyer in full (once the watch is returned).' }, RELEASE: { description: 'Release the payment to the seller.' } },
});

@InputType('MarketplaceDeliveryInput', { description: 'Where the watch is delivered (insured, signed for).' })
export class MarketplaceDeliveryInput {
  @Field(() => String, { description: 'Recipient name.' }) @MaxLength(120) name!: string;
  @Field(() => String, { description: 'Phone for the carrier, international (+44…) or UK national (07…).' }) @MaxLength(32) phone!: string;
  @Field(() => String, { description: 'Street address.' }) @MaxLength(200) address!: string;
  @Field(() => String, { description: 'Town or city.' }) @MaxLength(100) city!: string;
  @Field(() => String, { description: 'Postcode (UK format when the country is GB).' }) @MaxLength(16) postalCode!: string;
  @Field(() => String, { description: 'ISO 3166-1 alpha-2 country code, e.g. GB.' }) @MaxLength(2) country!: string;
}

@ObjectType('MarketplaceDelivery', { description: 'The delivery address of a marketplace order (its buyer, seller and staff only).' })
export class MarketplaceDeliveryView {
  @Field(() => String, { description: 'Recipient name.' }) name!: string;
  @Field(() => String, { description: 'Phone for the carrier.' }) phone!: string;
  @Field(() => String, { description: 'Street address.' }) address!: string;
  @Field(() => String, { description: 'Town or city.' }) city!: string;
  @Field(() => String, { description: 'Postcode.' }) postalCode!: string;
  @Field(() => String, { description: 'ISO country code.' }) country!: string;
}

@ObjectType('MarketplaceOrder', { description: 'A marketplace purchase held in escrow, as its buyer, its seller or staff see it.' })
export class MarketplaceOrderView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => String, { description: 'Order number, e.g. MP-7K3M9Q2X.' }) number!: string;
  @Field(() => MarketplaceOrderStatusValue, { description: 'Where the order stands.' }) status!: MarketplaceOrderStatusValue;
  @Field(() => MarketplaceOrderRoleValue, { description: 'The viewer’s part in it.' }) viewerRole!: MarketplaceOrderRoleValue;
  @Field(() => ID, { description: 'The listing bought.' }) listingId!: string;
  @Field(() => String, { description: 'What was bought: brand, model and year.' }) title!: string;
  @Field(() => ListingPhotoView, { nullable: true, description: 'The listing’s first photo.' }) photo!: ListingPhotoView | null;
  @Field(() => String, { nullable: true, description: 'The other party: the seller’s public name for the buyer, the recipient’s name for the seller.' }) counterpartyName!: string | null;
  @Field(() => Money, { description: 'The asking price.' }) price!: Money;
  @Field(() => Money, { description: 'Insured delivery.' }) insuredDelivery!: Money;
  @Field(() => Money, { description: 'What the buyer pays: price plus insured delivery.' }) total!: Money;
  @Field(() => Money, { nullable: true, description: 'The marketplace commission (seller and staff only).' }) commission!: Money | null;
  @Field(() => Money, { nullable: true, description: 'What the seller receives: price less commission (seller and staff only).' }) sellerProceeds!: Money | null;
  @Field(() => MarketplaceDeliveryView, { description: 'Where it is delivered.' }) delivery!: MarketplaceDeliveryView;
  @Field(() => GraphQLDateTimeISO, { description: 'When the checkout started.' }) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { description: 'When the reservation ends if unpaid.' }) reservedUntil!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When it was paid.' }) paidAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'The seller must ship by then.' }) shipBy!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When it was shipped.' }) shippedAt!: Date | null;
  @Field(() => CarrierValue, { nullable: true, description: 'The carrier.' }) carrier!: CarrierValue | null;
  @Field(() => String, { nullable: true, description: 'The carrier’s name.' }) carrierName!: string | null;
  @Field(() => String, { nullable: true, description: 'The tracking number.' }) trackingNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'The carrier’s tracking page for this parcel.' }) trackingUrl!: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When delivery was confirmed.' }) deliveredAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the inspection period ends.' }) inspectionEndsAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When it was accepted.' }) acceptedAt!: Date | null;
  @Field(() => Boolean, { description: 'Accepted because the inspection period ended without a dispute.' }) autoAccepted!: boolean;
  @Field(() => String, { nullable: true, description: 'The buyer’s dispute.' }) disputeReason!: string | null;
  @Field(() => Int, { description: 'How many photos the dispute carries.' }) disputePhotoCount!: number;
  @Field(() => [String], { description: 'Where the dispute photos are viewed (the order’s buyer, seller and staff only).' }) disputePhotoUrls!: string[];
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the dispute was opened.' }) disputedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Staff’s reason for their decision on the dispute.' }) resolutionReason!: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the funds were released to the seller.' }) releasedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the proceeds were paid out.' }) paidOutAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the buyer was refunded.' }) refundedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why: not_shipped, dispute or late_payment.' }) refundReason!: string | null;
  @Field(() => String, { nullable: true, description: 'What the viewer must do next, or is waiting for.' }) nextStep!: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'By when the next step is due.' }) nextStepBy!: Date | null;
  @Field(() => MarketplaceOrderStaffDetailsView, { nullable: true, description: 'The parties and the payout, for staff only.' }) staffDetails!: MarketplaceOrderStaffDetailsView | null;
}

@ObjectType('MarketplaceOrderStaffDetails', { description: 'What only staff see of a marketplace order: the parties and the payout.' })
export class MarketplaceOrderStaffDetailsView {
  @Field(() => String, { description: 'The buyer’s email.' }) buyerEmail!: string;
  @Field(() => ID, { description: 'The seller id.' }) sellerId!: string;
  @Field(() => String, { description: 'The seller’s business or legal name.' }) sellerName!: string;
  @Field(() => String, { description: 'The seller’s account email.' }) sellerEmail!: string;
  @Field(() => String, { nullable: true, description: 'The seller’s Stripe connected account, where payouts go.' }) sellerStripeAccountId!: string | null;
  @Field(() => String, { nullable: true, description: 'The gateway’s transfer of the proceeds to the seller (tr_…).' }) payoutTransferId!: string | null;
  @Field(() => String, { nullable: true, description: 'The gateway’s refund reference (re_…).' }) refundReference!: string | null;
}

@ObjectType('MarketplaceLedgerEntry', { description: 'One line of the double-entry ledger for a marketplace order (staff only).' })
export class MarketplaceLedgerEntryView {
  @Field(() => ID, { description: 'Identifier.' }) id!: string;
  @Field(() => String, { description: 'The movement it belongs to: payment, release, refund or payout.' }) movement!: string;
  @Field(() => String, { description: 'The ledger account, e.g. buyer_funds_held.' }) account!: string;
  @Field(() => Money, { description: 'Signed amount: the lines of one movement sum to zero.' }) amount!: Money;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was posted.' }) createdAt!: Date;
}

@ObjectType('MarketplaceOrderStatusCount', { description: 'How many marketplace orders are in one status (staff).' })
export class MarketplaceOrderStatusCountView {
  @Field(() => MarketplaceOrderStatusValue, { description: 'The status.' }) status!: MarketplaceOrderStatusValue;
  @Field(() => Int, { description: 'How many orders.' }) count!: number;
}

@ObjectType('MarketplaceCheckout', { description: 'A started marketplace checkout: the reserved order and its payment.' })
export class MarketplaceCheckoutView {
  @Field(() => MarketplaceOrderView, { description: 'The order, reserved for the buyer.' }) order!: MarketplaceOrderView;
  @Field(() => String, { description: 'The PaymentIntent client secret for Stripe.js (or the simulated card form).' }) clientSecret!: string;
  @Field(() => String, { nullable: true, description: 'Stripe publishable key; null with the simulated gateway.' }) publishableKey!: string | null;
}

@ObjectType('MarketplaceCheckoutPreview', { description: 'What a buyer is about to buy, priced by the server, and whether they may.' })
export class MarketplaceCheckoutPreviewView {
  @Field(() => ID, { description: 'The listing.' }) listingId!: string;
  @Field(() => String, { description: 'Brand, model and year.' }) title!: string;
  @Field(() => String, { description: 'The reference number.' }) reference!: string;
  @Field(() => String, { description: 'The condition, as listed.' }) conditionLabel!: string;
  @Field(() => ListingPhotoView, { nullable: true, description: 'The first photo.' }) photo!: ListingPhotoView | null;
  @Field(() => String, { description: 'The seller’s public name.' }) sellerName!: string;
  @Field(() => Money, { description: 'The asking price.' }) price!: Money;
  @Field(() => Money, { description: 'Insured delivery.' }) insuredDelivery!: Money;
  @Field(() => Money, { description: 'What the buyer pays: price plus insured delivery.' }) total!: Money;
  @Field(() => String, { nullable: true, description: 'Why the viewer cannot buy it now (the message starting the checkout would give); null when they can.' }) refusal!: string | null;
  @Field(() => String, { nullable: true, description: 'The refusal’s code: VERIFICATION_REQUIRED, OWN_LISTING, RESERVED, SOLD, NOT_FOR_SALE or RESERVATION_LIMIT (the buyer already holds 2 unpaid reservations).' }) refusalReason!: string | null;
}

@ObjectType('MarketplaceSellerBalance', { description: 'A seller’s money, summed from the ledger.' })
export class SellerBalanceView {
  @Field(() => Money, { description: 'Buyers’ payments for the seller’s sales, held until accepted (before commission).' }) held!: Money;
  @Field(() => Money, { description: 'Released to the seller and not yet paid out.' }) available!: Money;
  @Field(() => Money, { description: 'Paid out to the seller’s account.' }) paidOut!: Money;
}

@ObjectType('MarketplaceEscrowTerms', { description: 'The marketplace’s terms, as the server applies them.' })
export class EscrowTermsView {
  @Field(() => Float, { description: 'Commission on the asking price, in per cent.' }) commissionPercent!: number;
  @Field(() => Money, { description: 'Insured delivery added to each order.' }) insuredDelivery!: Money;
  @Field(() => Int, { description: 'How long a started checkout reserves the listing.' }) reservationMinutes!: number;
  @Field(() => Int, { description: 'Business days the seller has to ship.' }) shipWithinBusinessDays!: number;
  @Field(() => Int, { description: 'Days the buyer has to inspect after delivery.' }) inspectionDays!: number;
}

export const StaffMarketplaceOrderPageView = staffPageType(MarketplaceOrderView, 'StaffMarketplaceOrderPage', 'Staff: one page of marketplace orders, disputes first, then newest.');
export type StaffMarketplaceOrderPageView = InstanceType<typeof StaffMarketplaceOrderPageView>;

import { Money } from '../../graphql/money.type';
import type { Listing } from './listings/listing.entity';
import { FLAG_WORDS, type ListingFlag } from './listings/listing-moderation.service';
import type { ListingForReviewView, OwnListingView, SellerApplicationView } from './marketplace-account.types';
import { sellerStatusValue, sellerTypeValue, statusValue } from './marketplace-enums';
import { titleOf, toPhotoView } from './marketplace.mapper';
import type { Seller } from './sellers/seller.entity';

export function toApplicationView(seller: Seller): SellerApplicationView {
  return {
    id: String(seller.id),
    status: sellerStatusValue(seller.status),
    sellerType: sellerTypeValue(seller.sellerType),
    legalName: seller.legalName,
    businessName: seller.businessName,
    companyNumber: seller.companyNumber,
    city: seller.city,
    payoutAccount: `•••• ${seller.accountLast4}`,
    payoutReference: seller.payoutReference,
    stripeAccountId: seller.stripeAccountId,
    decisionReason: seller.decisionReason,
    submittedAt: seller.createdAt,
    decidedAt: seller.decidedAt,
    email: seller.user.email,
    documentUrl: `/api/marketplace/sellers/${seller.id}/document`,
  };
}

export function toOwnListingView(listing: Listing): OwnListingView {
  const title = titleOf(listing);
  const [first] = listing.photos.getItems();
  return {
    id: String(listing.id),
    title,
    status: statusValue(listing.status),
    price: Money.ofPence(listing.pricePence),
    photo: first ? toPhotoView(first.storedName, title, 0, 1) : null,
    views: listing.views,
    rejectionReason: listing.rejectionReason,
    serialNumber: listing.serialNumber,
    updatedAt: listing.updatedAt,
  };
}

export function toReviewView(listing: Listing, flags: ListingFlag[], sellerName: string): ListingForReviewView {
  const title = titleOf(listing);
  const photos = listing.photos.getItems();
  return {
    ...toOwnListingView(listing),
    sellerName,
    sellerId: String(listing.seller.id),
    proofUrl: `/api/marketplace/listings/${listing.id}/proof`,
    photos: photos.map((photo, index) => toPhotoView(photo.storedName, title, index, photos.length)),
    flags: flags.map((flag) => FLAG_WORDS[flag]),
    submittedAt: listing.submittedAt,
  };
}

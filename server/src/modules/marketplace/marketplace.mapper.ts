import { Money } from '../../graphql/money.type';
import { MARKETPLACE_COMMISSION_BASIS_POINTS } from './escrow/escrow-terms';
import type { ListingCardRow } from './browse/marketplace-browse';
import type { MarketBand } from './browse/market-band';
import type { Listing } from './listings/listing.entity';
import type { ListingCondition } from '@aurum/rules/marketplace/listing-status';
import { conditionValue, MarketPositionValue, sellerTypeValue, statusValue } from './marketplace-enums';
import { photoFile } from './marketplace-files';
import type { ListingPhotoView, MarketplaceListingCard, MarketplaceListingView, MarketplaceSellerCard, MarketValueBand } from './marketplace.types';
import type { SellerType } from '@aurum/rules/marketplace/seller-status';

/** The marketplace's commission on a sale, shown to sellers before they list: the one the escrow charges. */
export const MARKETPLACE_COMMISSION_PERCENT = MARKETPLACE_COMMISSION_BASIS_POINTS / 100;

export const photoUrl = (storedName: string, size: 'large' | 'thumb') => `/images/marketplace/${photoFile(storedName, size)}`;

export function toPhotoView(storedName: string, title: string, index: number, count: number): ListingPhotoView {
  return { url: photoUrl(storedName, 'large'), thumbUrl: photoUrl(storedName, 'thumb'), alt: count > 1 ? `${title}, photo ${index + 1} of ${count}` : title };
}

export const titleOf = (row: { brand: string; model: string; reference: string }) => `${row.brand} ${row.model} ${row.reference}`;

export function toCardView(row: ListingCardRow): MarketplaceListingCard {
  const title = titleOf(row);
  return {
    id: String(row.id),
    title,
    brand: row.brand,
    model: row.model,
    reference: row.reference,
    year: row.year,
    condition: conditionValue(row.condition as ListingCondition),
    conditionLabel: row.condition,
    hasBox: row.hasBox,
    hasPapers: row.hasPapers,
    caseSizeMm: row.caseSizeMm,
    price: Money.ofPence(row.pricePence),
    photo: toPhotoView(row.photo, title, 0, 1),
    sellerType: sellerTypeValue(row.sellerType as SellerType),
    sellerName: row.sellerName,
    publishedAt: row.publishedAt,
  };
}

const POSITIONS = { below: MarketPositionValue.BELOW_BAND, within: MarketPositionValue.WITHIN_BAND, above: MarketPositionValue.ABOVE_BAND } as const;

export function toBandView(band: MarketBand): MarketValueBand {
  return {
    low: Money.ofPence(band.lowPence),
    median: Money.ofPence(band.medianPence),
    high: Money.ofPence(band.highPence),
    sales: band.sales,
    position: POSITIONS[band.position],
    classification: band.classification,
    score: band.score,
    explanation: band.explanation,
    asOf: band.asOf,
  };
}

export function toListingView(listing: Listing, seller: MarketplaceSellerCard, band: MarketBand | null): MarketplaceListingView {
  const title = titleOf(listing);
  const photos = listing.photos.getItems();
  return {
    id: String(listing.id),
    title,
    brand: listing.brand,
    model: listing.model,
    reference: listing.reference,
    year: listing.year,
    condition: conditionValue(listing.condition),
    conditionLabel: listing.condition,
    hasBox: listing.hasBox,
    hasPapers: listing.hasPapers,
    serviceHistory: listing.serviceHistory,
    caseSizeMm: listing.caseSizeMm,
    caseMaterial: listing.caseMaterial,
    movement: listing.movement,
    description: listing.description,
    price: Money.ofPence(listing.pricePence),
    status: statusValue(listing.status),
    photos: photos.map((photo, index) => toPhotoView(photo.storedName, title, index, photos.length)),
    seller,
    marketValue: band ? toBandView(band) : null,
    publishedAt: listing.publishedAt,
  };
}

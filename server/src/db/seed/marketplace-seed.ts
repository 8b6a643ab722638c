import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { SeedRandom } from '../../common/seed-random';
import { WATCH_VARIANTS, type WatchVariant } from './watch-variants';
import { hashPassword } from '../../modules/accounts/password-hasher';
import { User } from '../../modules/accounts/user.entity';
import { renderProductSvg } from '../../media-art/product-art';
import { Listing, ListingPhoto } from '../../modules/marketplace/listings/listing.entity';
import { LISTING_CONDITIONS } from '@aurum/rules/marketplace/listing-status';
import type { FileStore } from '../../common/files/file-store';
import { StagedFiles } from '../../common/files/staged-files';
import { MARKETPLACE_FOLDERS, stagePhoto } from '../../modules/marketplace/marketplace-files';
import { seedDemoReviews } from './review-seed';
import { productionYears } from './reference-facts';
import { Seller } from '../../modules/marketplace/sellers/seller.entity';

export const DEMO_LISTINGS = 40;
/** Earlier sales of the demo sellers (two each), completed and reviewed. */
export const DEMO_SOLD = 8;
const PHOTOS_PER_LISTING = 3;

/** The demo sellers: two dealers and two private sellers, all approved. Their accounts cannot sign in (random passwords). */
const DEMO_SELLERS = [
  { email: 'dealer.mayfair@aurum.example', firstName: 'Henry', lastName: 'Lowell', sellerType: 'dealer', legalName: 'Henry Lowell', businessName: 'Mayfair Watch Exchange', companyNumber: '09876543', addressLine: '41 Bruton Place', city: 'London', postcode: 'W1J 6PR' },
  { email: 'dealer.edinburgh@aurum.example', firstName: 'Fiona', lastName: 'Baird', sellerType: 'dealer', legalName: 'Fiona Baird', businessName: 'Baird & Co. Fine Timepieces', companyNumber: 'SC612345', addressLine: '18 Thistle Street', city: 'Edinburgh', postcode: 'EH2 1EN' },
  { email: 'james.pemberton@aurum.example', firstName: 'James', lastName: 'Pemberton', sellerType: 'private', legalName: 'James Pemberton', businessName: null, companyNumber: null, addressLine: '7 Royal Crescent', city: 'Bath', postcode: 'BA1 2LR' },
  { email: 'olivia.grant@aurum.example', firstName: 'Olivia', lastName: 'Grant', sellerType: 'private', legalName: 'Olivia Grant', businessName: null, companyNumber: null, addressLine: '22 King Street', city: 'Manchester', postcode: 'M2 4LQ' },
] as const;

const SERVICE_NOTES = ['Serviced by the maker in 2023, with the service card.', 'Full service at an independent workshop in 2022; receipts included.', 'Never serviced; running within chronometer tolerances.', 'Serviced in 2021 with new gaskets and pressure-tested.'];

/** Square WebP photos drawn from the shop's watch artwork; listings of one reference share their files. */
async function renderPhotos(files: StagedFiles, folder: string, variant: WatchVariant, cache: Map<string, string[]>): Promise<string[]> {
  const key = `${variant.brand}|${variant.reference}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const art = {
    sku: `MKT-${variant.reference}`,
    name: `${variant.brand} ${variant.model}`,
    brand: variant.brand,
    category: 'watches' as const,
    colors: [...variant.colors],
    materials: [...variant.materials],
    caseMaterial: variant.caseMaterial,
    dialColor: variant.dialColor,
    strapMaterial: variant.strapMaterial,
    caseDiameterMm: variant.mm,
    movement: variant.movement,
    waterResistanceM: variant.waterResistanceM,
    complications: [...variant.complications],
  };
  const views = Array.from({ length: PHOTOS_PER_LISTING }, (_, view) => view);
  const names = await Promise.all(views.map((view) => stagePhoto(files, folder, Buffer.from(renderProductSvg(art, view)))));
  cache.set(key, names);
  return names;
}

/**
 * A living demo marketplace: approved sellers and DEMO_LISTINGS live listings
 * of references the market data follows, with generated photos. Runs once
 * (when there are no sellers yet); deterministic listings, fresh files.
 */
/** A listed piece's year: within its reference's production years. */
function yearsOf(reference: string): [number, number] {
  const { from, to } = productionYears(reference, new Date().getUTCFullYear());
  return [from, to];
}

export async function seedDemoMarketplace(em: EntityManager, store: FileStore): Promise<string | null> {
  if ((await em.count(Seller, {})) > 0) return null;
  const random = new SeedRandom(0x4d4b54);
  const files = new StagedFiles(store);
  const proof = await stagePhoto(files, MARKETPLACE_FOLDERS.proofs, await sharp({ create: { width: 800, height: 800, channels: 3, background: '#1a1712' } }).png().toBuffer());
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const approvedAt = new Date(Date.now() - 400 * 86_400_000);
  const sellers = DEMO_SELLERS.map(({ email, firstName, lastName, ...application }, index) => {
    const user = em.create(User, { email, username: email, firstName, lastName, passwordHash, role: 'customer', emailVerified: true, phoneVerified: true, phone: `+4474001002${index}0` });
    return em.create(Seller, {
      ...application,
      user,
      status: 'approved',
      phone: `+4474001002${index}0`,
      documentStoredName: 'demo-identity-checked-offline',
      documentContentType: 'application/pdf',
      documentOriginalName: 'identity.pdf',
      accountLast4: String(4000 + index * 1111).slice(-4),
      payoutReference: `PAY-DEMO${index + 1}`,
      termsAcceptedAt: approvedAt,
      approvedAt: new Date(approvedAt.getTime() + index * 40 * 86_400_000),
      decidedAt: approvedAt,
    });
  });
  // Sixteen references, as on a real marketplace where the same models come up again and again (and photos render once each).
  const watches = new SeedRandom(0x524546).shuffleInPlace(WATCH_VARIANTS.filter((variant) => !variant.disc)).slice(0, 16);
  const cache = new Map<string, string[]>();
  const sold: Listing[] = [];
  for (let index = 0; index < DEMO_LISTINGS + DEMO_SOLD; index += 1) {
    const variant = random.pick(watches);
    const photos = await renderPhotos(files, MARKETPLACE_FOLDERS.photos, variant, cache);
    const isSold = index >= DEMO_LISTINGS;
    const publishedAt = new Date(Date.now() - (index * 29 + random.int(0, 20) + (isSold ? 2400 : 0)) * 3_600_000);
    const listing = em.create(Listing, {
      seller: sellers[index % sellers.length],
      status: isSold ? 'sold' : 'live',
      brand: variant.brand,
      model: variant.model,
      reference: variant.reference,
      year: random.int(...yearsOf(variant.reference)),
      condition: random.pick(LISTING_CONDITIONS),
      hasBox: random.chance(0.75),
      hasPapers: random.chance(0.65),
      serviceHistory: random.pick(SERVICE_NOTES),
      caseSizeMm: variant.mm,
      caseMaterial: variant.labels.caseMaterial.slice(0, 60),
      movement: variant.movement,
      description: `${variant.brand} ${variant.model} reference ${variant.reference}, ${variant.mm} mm in ${variant.caseProse}. ${variant.blurb}`.slice(0, 5000),
      pricePence: Math.round((variant.priceGbp * random.range(0.78, 1.12)) / 50) * 50 * 100,
      serialNumber: `DEMO${(index + 1).toString().padStart(4, '0')}${random.int(1000, 9999)}`,
      proofStoredName: proof,
      submittedAt: publishedAt,
      publishedAt,
    });
    photos.forEach((storedName, position) => em.create(ListingPhoto, { listing, position, storedName }));
    if (isSold) sold.push(listing);
  }
  await em.flush();
  const reviewed = await seedDemoReviews(em, sold);
  return `Seeded the demo marketplace (${sellers.length} sellers, ${DEMO_LISTINGS} live listings, ${reviewed} completed sales with published reviews)`;
}

import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../../../common/request-context';
import { AppError } from '../../../common/errors';
import { detectAttachmentType } from '../../../common/file-content';
import type { FileStore } from '../../../common/files/file-store';
import { StagedFiles } from '../../../common/files/staged-files';
import { MARKETPLACE_FOLDERS, stagePhoto } from '../marketplace-files';
import { Seller } from '../sellers/seller.entity';
import type { UploadedFile } from '../sellers/seller.service';
import { Listing, ListingPhoto, StolenSerial } from './listing.entity';
import { type CleanListing, LISTING_MESSAGES, LISTING_PHOTOS, type ListingFields, MAX_PHOTO_BYTES, REVIEWED_FIELDS, validateListing } from '@aurum/rules/marketplace/listing-rules';
import { hasPublicPage, type ListingMove } from '@aurum/rules/marketplace/listing-status';
import { type ListingEffect, listingMachine, notTheOwners } from './listing-machine';
import type { EffectHandlers } from '../../../common/state-machine';
import { UnreadableImageError } from '../../../common/uploads/square-webp';

export type ListingIntent = 'draft' | 'submit';

export interface ListingUpload {
  photos: UploadedFile[];
  proof: UploadedFile | null;
}

const isImage = (file: UploadedFile) => detectAttachmentType(file.bytes)?.contentType.startsWith('image/') ?? false;

/** Photos and proof are checked by content before anything is written. */
function checkFiles(upload: ListingUpload, photosRequired: boolean, proofRequired: boolean, errors: Record<string, string>) {
  const files = [...upload.photos, ...(upload.proof ? [upload.proof] : [])];
  if (files.some((file) => file.bytes.length > MAX_PHOTO_BYTES)) throw new AppError('PAYLOAD_TOO_LARGE', LISTING_MESSAGES.photoSize);
  if (photosRequired || upload.photos.length > 0) {
    if (upload.photos.length < LISTING_PHOTOS.min || upload.photos.length > LISTING_PHOTOS.max) errors.photos = LISTING_MESSAGES.photos;
    else if (!upload.photos.every(isImage)) errors.photos = LISTING_MESSAGES.photoType;
  }
  if (proofRequired && !upload.proof) errors.proof = LISTING_MESSAGES.proof;
  else if (upload.proof && !isImage(upload.proof)) errors.proof = LISTING_MESSAGES.photoType;
}

/** An image whose header looked right but which cannot be decoded is refused like any other non-image. */
async function storePhoto(files: StagedFiles, folder: string, file: UploadedFile, field: string): Promise<string> {
  try {
    return await stagePhoto(files, folder, file.bytes);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw new AppError('BAD_USER_INPUT', LISTING_MESSAGES.photoType, { fields: { [field]: LISTING_MESSAGES.photoType } });
  }
}

/** A seller's own listings (issue 13 §2): create, edit, submit, withdraw, relist. */
export class ListingService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: FileStore,
  ) {}

  private async approvedSeller(user: CurrentUser): Promise<Seller> {
    const seller = await this.em.findOne(Seller, { user: user.id, status: 'approved' });
    if (!seller) throw new AppError('FORBIDDEN', LISTING_MESSAGES.notSeller);
    return seller;
  }

  private async refuseStolen(tx: EntityManager, serialNumber: string) {
    if (await tx.count(StolenSerial, { serialNumber })) {
      throw new AppError('BAD_USER_INPUT', LISTING_MESSAGES.stolen, { fields: { serialNumber: LISTING_MESSAGES.stolen } });
    }
  }

  async create(user: CurrentUser, fields: ListingFields, upload: ListingUpload, intent: ListingIntent): Promise<Listing> {
    const seller = await this.approvedSeller(user);
    const { errors, clean } = validateListing(fields);
    checkFiles(upload, true, true, errors);
    if (!clean || Object.keys(errors).length > 0) throw new AppError('BAD_USER_INPUT', LISTING_MESSAGES.correctErrors, { fields: errors });
    await this.refuseStolen(this.em, clean.serialNumber);
    const files = new StagedFiles(this.store);
    try {
      const photoNames = await this.storePhotos(files, upload.photos);
      const proofName = await storePhoto(files, MARKETPLACE_FOLDERS.proofs, upload.proof!, 'proof');
      return await this.em.transactional(async (tx) => {
        await this.refuseStolen(tx, clean.serialNumber);
        const now = new Date();
        const listing = tx.create(Listing, { ...clean, seller, proofStoredName: proofName, status: intent === 'submit' ? 'pending_review' : 'draft', submittedAt: intent === 'submit' ? now : null });
        photoNames.forEach((storedName, position) => tx.create(ListingPhoto, { listing, position, storedName }));
        await tx.flush();
        return listing;
      });
    } catch (error) {
      await files.discard();
      throw error;
    }
  }

  /**
   * An owner's edit. On a live listing a price-only change applies at once;
   * any other change sends it back to review. Photos sent replace the set.
   */
  async update(user: CurrentUser, id: number, fields: ListingFields, upload: ListingUpload): Promise<Listing> {
    const seller = await this.approvedSeller(user);
    const { errors, clean } = validateListing(fields);
    checkFiles(upload, false, false, errors);
    if (!clean || Object.keys(errors).length > 0) throw new AppError('BAD_USER_INPUT', LISTING_MESSAGES.correctErrors, { fields: errors });
    await this.refuseStolen(this.em, clean.serialNumber);
    const files = new StagedFiles(this.store);
    try {
      const photoNames = upload.photos.length ? await this.storePhotos(files, upload.photos) : null;
      const proofName = upload.proof ? await storePhoto(files, MARKETPLACE_FOLDERS.proofs, upload.proof, 'proof') : null;
      return await this.em.transactional(async (tx) => {
        const listing = await this.ownListing(tx, seller, id);
        await listingMachine.perform(listing.status, 'edit', this.ownerEffects(tx, listing));
        const reviewed = REVIEWED_FIELDS.some((field) => listing[field] !== clean[field]) || photoNames !== null || proofName !== null;
        Object.assign(listing, clean satisfies CleanListing);
        if (proofName) listing.proofStoredName = proofName;
        if (photoNames) {
          await tx.nativeDelete(ListingPhoto, { listing: listing.id });
          photoNames.forEach((storedName, position) => tx.create(ListingPhoto, { listing, position, storedName }));
        }
        if (reviewed && (listing.status === 'live' || listing.status === 'rejected')) {
          listing.status = 'pending_review';
          listing.submittedAt = new Date();
          listing.rejectionReason = null;
        }
        await tx.flush();
        return listing;
      });
    } catch (error) {
      await files.discard();
      throw error;
    }
  }

  /** submit, withdraw or relist by the owner; the state machine decides what is allowed. */
  async move(user: CurrentUser, id: number, move: Extract<ListingMove, 'submit' | 'withdraw' | 'relist'>): Promise<Listing> {
    const seller = await this.approvedSeller(user);
    return this.em.transactional(async (tx) => {
      const listing = await this.ownListing(tx, seller, id);
      await listingMachine.perform(listing.status, move, this.ownerEffects(tx, listing), {
        enter: (to) => {
          listing.status = to;
          if (to === 'pending_review') {
            listing.submittedAt = new Date();
            listing.rejectionReason = null;
          }
        },
      });
      await tx.flush();
      return listing;
    });
  }

  /** The signed-in seller's listings, newest first (any state). */
  async mine(user: CurrentUser): Promise<Listing[]> {
    const seller = await this.em.findOne(Seller, { user: user.id });
    if (!seller) return [];
    return this.em.find(Listing, { seller }, { populate: ['photos', 'seller'], orderBy: { updatedAt: 'desc', id: 'desc' } });
  }

  /**
   * A listing as the viewer may see it: listings with a public page (live,
   * reserved or sold) of approved sellers for everyone, any state for its
   * owner and staff; null otherwise. A visitor's view of a live listing is
   * counted.
   */
  async forViewer(viewer: CurrentUser | null, id: number): Promise<Listing | null> {
    const listing = await this.em.findOne(Listing, { id }, { populate: ['photos', 'seller', 'seller.user'] });
    if (!listing || !visibleTo(listing, viewer)) return null;
    const staffOrOwner = viewer !== null && (viewer.isAdmin || listing.seller.user.id === viewer.id);
    if (listing.status === 'live' && !staffOrOwner) await this.em.getKnex().raw('update marketplace_listing set views = views + 1 where id = ?', [id]);
    return listing;
  }

  /** Whether the listing's page is public (as forViewer decides for a visitor), without counting a view: the page's HTTP status. */
  async isPublic(id: number): Promise<boolean> {
    const listing = await this.em.findOne(Listing, { id }, { populate: ['seller', 'seller.user'] });
    return listing !== null && visibleTo(listing, null);
  }

  /** The effects of the owner's moves: a listing going (back) to review is refused when its serial is reported stolen. */
  private ownerEffects(tx: EntityManager, listing: Listing): EffectHandlers<ListingEffect> {
    return { refuseStolenSerial: () => this.refuseStolen(tx, listing.serialNumber), ...notTheOwners() };
  }

  private async ownListing(tx: EntityManager, seller: Seller, id: number): Promise<Listing> {
    const listing = await tx.findOne(Listing, { id, seller }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!listing) throw new AppError('NOT_FOUND', LISTING_MESSAGES.notFound);
    return listing;
  }

  private async storePhotos(files: StagedFiles, photos: UploadedFile[]): Promise<string[]> {
    const names: string[] = [];
    for (const photo of photos) names.push(await storePhoto(files, MARKETPLACE_FOLDERS.photos, photo, 'photos'));
    return names;
  }
}

/** A listing's page is public while it is live, reserved or sold and its seller approved; its owner and staff see it in every state. */
function visibleTo(listing: Listing, viewer: CurrentUser | null): boolean {
  if (hasPublicPage(listing.status) && listing.seller.status === 'approved') return true;
  return viewer !== null && (viewer.isAdmin || listing.seller.user.id === viewer.id);
}

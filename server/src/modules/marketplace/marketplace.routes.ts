import { type NextFunction, type Request, type Response, Router } from 'express';
import { requireUser } from '../../common/auth';
import { AppError } from '../../common/errors';
import { type ReceivedFile, receivedFiles, receiveUpload } from '../../common/uploads/receive-upload';
import { accountUploadAllowance } from '../../http/upload-allowance';
import { rejectNulCharacters } from '../../http/reject-nul';
import { requestContext } from '../../http/request-context';
import { parseMarketplaceId } from './browse/browse-input';
import { LISTING_MESSAGES, LISTING_PHOTOS, type ListingFields, MAX_PHOTO_BYTES } from '@aurum/rules/marketplace/listing-rules';
import type { ListingIntent } from './listings/listing.service';
import { toPageView } from './marketplace.resolver';
import type { FileStore } from '../../common/files/file-store';
import { sendStoredFile } from '../../common/files/send-stored-file';
import { MARKETPLACE_FOLDERS, photoFile } from './marketplace-files';
import { parseBrowseQuery } from './marketplace-query-params';
import { MAX_DOCUMENT_BYTES, SELLER_MESSAGES, type SellerApplicationFields } from '@aurum/rules/marketplace/seller-rules';
import type { UploadedFile } from './sellers/seller.service';

const FILE_PATTERN = /^[0-9a-f-]{36}-(large|thumb)\.webp$/;

const UNREADABLE = 'The form could not be read.';

/** Listing photos and the proof, read while they stream (common/uploads): 10 MB each, within the account's daily upload budget. */
const parseListingUpload = receiveUpload({
  files: LISTING_PHOTOS.max + 1,
  fileBytes: MAX_PHOTO_BYTES,
  totalBytes: (LISTING_PHOTOS.max + 1) * MAX_PHOTO_BYTES,
  fileFields: /^(photo_\d+|proof)$/,
  fields: 30,
  messages: { fileTooLarge: LISTING_MESSAGES.photoSize, tooManyFiles: LISTING_MESSAGES.photos, unreadable: UNREADABLE },
  allowance: accountUploadAllowance,
});

/** The seller's identity document: one file of 10 MB, within the account's daily upload budget. */
const parseDocumentUpload = receiveUpload({
  files: 1,
  fileBytes: MAX_DOCUMENT_BYTES,
  totalBytes: MAX_DOCUMENT_BYTES,
  fileFields: /^document$/,
  fields: 30,
  messages: { fileTooLarge: SELLER_MESSAGES.documentSize, tooManyFiles: SELLER_MESSAGES.document, unreadable: UNREADABLE },
  allowance: accountUploadAllowance,
});

/** Sign-in is checked before the body is read, so visitors cannot make the server buffer uploads. */
function signedIn(req: Request, _res: Response, next: NextFunction) {
  requireUser(requestContext(req));
  next();
}

const text = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
const flag = (body: Record<string, unknown>, name: string) => ['true', 'on', '1'].includes(text(body, name));
const filesNamed = (req: Request, pattern: RegExp): UploadedFile[] =>
  receivedFiles(req).filter((file: ReceivedFile) => pattern.test(file.field)).map((file) => ({ originalName: file.originalName, bytes: file.bytes }));

function listingFields(body: Record<string, unknown>): ListingFields {
  return {
    brand: text(body, 'brand'),
    model: text(body, 'model'),
    reference: text(body, 'reference'),
    year: text(body, 'year'),
    condition: text(body, 'condition'),
    hasBox: flag(body, 'hasBox'),
    hasPapers: flag(body, 'hasPapers'),
    serviceHistory: text(body, 'serviceHistory'),
    caseSizeMm: text(body, 'caseSizeMm'),
    caseMaterial: text(body, 'caseMaterial'),
    movement: text(body, 'movement'),
    description: text(body, 'description'),
    priceGbp: text(body, 'priceGbp'),
    serialNumber: text(body, 'serialNumber'),
  };
}

function applicationFields(body: Record<string, unknown>): SellerApplicationFields {
  return {
    sellerType: text(body, 'sellerType'),
    legalName: text(body, 'legalName'),
    businessName: text(body, 'businessName'),
    companyNumber: text(body, 'companyNumber'),
    addressLine: text(body, 'addressLine'),
    city: text(body, 'city'),
    postcode: text(body, 'postcode'),
    sortCode: text(body, 'sortCode'),
    accountNumber: text(body, 'accountNumber'),
    acceptTerms: flag(body, 'acceptTerms'),
  };
}

const notFound = () => new AppError('NOT_FOUND', LISTING_MESSAGES.notFound);
const listingId = (req: Request) => parseMarketplaceId(String(req.params.id)) ?? (() => { throw notFound(); })();

/**
 * REST facade of the marketplace: browse and detail for partners and scripts,
 * multipart uploads for applications and listings (files do not travel over
 * GraphQL here), and the photo and private-file downloads.
 */
export function marketplaceRoutes(store: FileStore): Router {
  const router = Router();

  router.get('/marketplace/listings', async (req, res) => {
    const { filter, sort, page } = parseBrowseQuery(req.query);
    const result = await requestContext(req).services.marketplace.browse.browse(filter, sort, page);
    res.set('Cache-Control', 'public, max-age=60').set('X-Total-Count', String(result.total)).json(toPageView(result));
  });

  router.get('/marketplace/listings/:id', async (req, res) => {
    const context = requestContext(req);
    const listing = await context.services.marketplace.browse.listing(context.user, listingId(req));
    if (!listing) throw notFound();
    res.set('Cache-Control', 'private, no-store').json(listing);
  });

  router.post('/marketplace/seller-application', signedIn, parseDocumentUpload, rejectNulCharacters, async (req, res) => {
    const context = requestContext(req);
    const [document] = filesNamed(req, /^document$/);
    const seller = await context.services.marketplace.sellers.apply(requireUser(context), applicationFields(req.body ?? {}), document ?? null);
    res.status(201).set('Cache-Control', 'no-store').json({ sellerId: String(seller.id), status: seller.status });
  });

  router.post('/marketplace/listings', signedIn, parseListingUpload, rejectNulCharacters, async (req, res) => {
    const context = requestContext(req);
    const body = req.body ?? {};
    const intent: ListingIntent = text(body, 'intent') === 'draft' ? 'draft' : 'submit';
    const [proof] = filesNamed(req, /^proof$/);
    const listing = await context.services.marketplace.listings.create(requireUser(context), listingFields(body), { photos: filesNamed(req, /^photo_\d+$/), proof: proof ?? null }, intent);
    res.status(201).set('Cache-Control', 'no-store').json({ listingId: String(listing.id), status: listing.status });
  });

  router.put('/marketplace/listings/:id', signedIn, parseListingUpload, rejectNulCharacters, async (req, res) => {
    const context = requestContext(req);
    const [proof] = filesNamed(req, /^proof$/);
    const listing = await context.services.marketplace.listings.update(requireUser(context), listingId(req), listingFields(req.body ?? {}), { photos: filesNamed(req, /^photo_\d+$/), proof: proof ?? null });
    res.set('Cache-Control', 'no-store').json({ listingId: String(listing.id), status: listing.status });
  });

  /** The proof-of-ownership photo: the listing's owner and staff only. */
  router.get('/marketplace/listings/:id/proof', async (req, res, next) => {
    const context = requestContext(req);
    const user = requireUser(context);
    const listing = await context.services.marketplace.listings.forViewer(user, listingId(req));
    if (!listing || (!user.isAdmin && listing.seller.user.id !== user.id)) throw notFound();
    res.set({ 'Cache-Control': 'private, no-store', 'Content-Type': 'image/webp', 'X-Content-Type-Options': 'nosniff' });
    await sendStoredFile(req, res, next, store, `${MARKETPLACE_FOLDERS.proofs}/${photoFile(listing.proofStoredName, 'large')}`, LISTING_MESSAGES.notFound);
  });

  /** A seller's identity document: its owner and staff only. */
  router.get('/marketplace/sellers/:id/document', async (req, res, next) => {
    const context = requestContext(req);
    const id = parseMarketplaceId(String(req.params.id));
    if (id === null) throw new AppError('NOT_FOUND', 'Seller application not found.');
    const seller = await context.services.marketplace.sellers.document(requireUser(context), id);
    res.set({
      'Cache-Control': 'private, no-store',
      'Content-Type': seller.documentContentType,
      'Content-Disposition': `attachment; filename="${seller.documentOriginalName.replace(/"/g, '')}"`,
      'X-Content-Type-Options': 'nosniff',
    });
    await sendStoredFile(req, res, next, store, `${MARKETPLACE_FOLDERS.documents}/${seller.documentStoredName}`, 'Seller application not found.');
  });

  return router;
}

/** GET /images/marketplace/{name}-{large|thumb}.webp: listing photos, immutable under their generated names. */
export function marketplacePhotoRoutes(store: FileStore): Router {
  const router = Router();
  router.get('/images/marketplace/:file', async (req, res, next) => {
    const file = String(req.params.file);
    if (!FILE_PATTERN.test(file)) return next(new AppError('NOT_FOUND', 'Image not found'));
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Type': 'image/webp', 'X-Content-Type-Options': 'nosniff' });
    await sendStoredFile(req, res, next, store, `${MARKETPLACE_FOLDERS.photos}/${file}`, 'Image not found');
  });
  return router;
}

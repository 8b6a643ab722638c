import type { ListingStatus, OwnListingMove } from '../../gql/graphql';
import { LISTING_MESSAGES, LISTING_PHOTOS, MAX_PHOTO_BYTES, validateListing } from '@aurum/rules/marketplace/listing-rules';
import { hasPublicPage, LISTING_CONDITIONS, LISTING_MOVES } from '@aurum/rules/marketplace/listing-status';

/** The listing rules and messages, shared with the server (@aurum/rules) so they never drift apart. */
export { LISTING_CONDITIONS, LISTING_MESSAGES, LISTING_PHOTOS };

export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export const STATUS_LABELS: Record<ListingStatus, string> = {
  DRAFT: 'Draft',
  PENDING_REVIEW: 'Pending review',
  LIVE: 'Live',
  REJECTED: 'Rejected',
  RESERVED: 'Reserved',
  SOLD: 'Sold',
  WITHDRAWN: 'Withdrawn',
};
export const LISTING_STATUS_ORDER = Object.keys(STATUS_LABELS) as ListingStatus[];

const MOVE_LABELS: Record<OwnListingMove, string> = { SUBMIT: 'Submit for review', WITHDRAW: 'Withdraw', RELIST: 'Relist' };

/** The moves a seller may make on a listing in this state (the server's move table), with their button words. */
export function movesFor(status: ListingStatus): { move: OwnListingMove; label: string }[] {
  const word = status.toLowerCase();
  return (Object.keys(MOVE_LABELS) as OwnListingMove[])
    .filter((move) => (LISTING_MOVES[move.toLowerCase() as 'submit' | 'withdraw' | 'relist'].from as readonly string[]).includes(word))
    .map((move) => ({ move, label: MOVE_LABELS[move] }));
}

/** Whether the listing has a public page to view (live, reserved or sold: the same rule as the server's). */
export const canView = (status: ListingStatus) => hasPublicPage(status.toLowerCase() as Lowercase<ListingStatus>);

/** Whether the seller can still edit it (reserved, sold and withdrawn listings are settled). */
export const canEdit = (status: ListingStatus) => (LISTING_MOVES.edit.from as readonly string[]).includes(status.toLowerCase());

export interface ListingValues {
  brand?: string;
  model?: string;
  reference?: string;
  year?: string;
  condition?: string;
  hasBox?: boolean;
  hasPapers?: boolean;
  serviceHistory?: string;
  caseSizeMm?: string;
  caseMaterial?: string;
  movement?: string;
  description?: string;
  priceGbp?: string;
  serialNumber?: string;
  photos?: File[];
  proof?: File | null;
}

export const TEXT_FIELDS = ['brand', 'model', 'reference', 'year', 'condition', 'serviceHistory', 'caseSizeMm', 'caseMaterial', 'movement', 'description', 'priceGbp', 'serialNumber'] as const;

const isPhoto = (file: File) => /^image\/(png|jpeg|gif|webp)$/.test(file.type);

/** The photos' message: 3–12 images of 10 MB or less; on an edit none means "keep the current ones". */
export function photosError(photos: readonly File[], editing: boolean): string | undefined {
  if (editing && photos.length === 0) return undefined;
  if (photos.length < LISTING_PHOTOS.min || photos.length > LISTING_PHOTOS.max) return LISTING_MESSAGES.photos;
  if (!photos.every(isPhoto)) return LISTING_MESSAGES.photoType;
  if (photos.some((file) => file.size > MAX_PHOTO_BYTES)) return LISTING_MESSAGES.photoSize;
  return undefined;
}

/** Field → message for react-final-form: the server's rules, the photos and (new listings only) the proof. */
export function validateListingForm(values: ListingValues, editing: boolean, today = new Date()): Record<string, string> {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name] ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  const errors: Record<string, string> = { ...validateListing({ ...text, hasBox: values.hasBox === true, hasPapers: values.hasPapers === true }, today).errors };
  const photos = photosError(values.photos ?? [], editing);
  if (photos) errors.photos = photos;
  if (values.proof && !isPhoto(values.proof)) errors.proof = LISTING_MESSAGES.photoType;
  else if (!values.proof && !editing) errors.proof = LISTING_MESSAGES.proof;
  return errors;
}

/** The multipart body of POST /api/marketplace/listings and PUT …/:id: photo_0…photo_11, proof, intent. */
export function listingFormData(values: ListingValues, intent: 'submit' | 'draft' | null): FormData {
  const form = new FormData();
  for (const name of TEXT_FIELDS) form.append(name, values[name] ?? '');
  form.append('hasBox', values.hasBox ? 'true' : 'false');
  form.append('hasPapers', values.hasPapers ? 'true' : 'false');
  if (intent) form.append('intent', intent);
  (values.photos ?? []).forEach((file, index) => form.append(`photo_${index}`, file, file.name));
  if (values.proof) form.append('proof', values.proof, values.proof.name);
  return form;
}

/** A known reference fills in brand and model only while the seller has typed neither (never overwrites their words). */
export const shouldPrefillFromReference = (values: Pick<ListingValues, 'brand' | 'model'>) => !values.brand?.trim() && !values.model?.trim();

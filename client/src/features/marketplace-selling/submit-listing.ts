import { sendMultipart } from '../../lib/send-multipart';
import { listingFormData, type ListingValues } from './rules';

export const LISTING_FAILURE = 'Your listing could not be saved. Please try again.';
export type ListingIntent = 'submit' | 'draft';
type Saved = { listingId: string; status: string };

/** POST /api/marketplace/listings (new, with its intent) or PUT /api/marketplace/listings/:id (edit). */
export function saveListing(values: ListingValues, target: { id: string } | { intent: ListingIntent }) {
  return 'id' in target
    ? sendMultipart<Saved>('PUT', `/api/marketplace/listings/${encodeURIComponent(target.id)}`, listingFormData(values, null), LISTING_FAILURE)
    : sendMultipart<Saved>('POST', '/api/marketplace/listings', listingFormData(values, target.intent), LISTING_FAILURE);
}

/** The toast after a save, by what the server says the listing now is. */
export function savedMessage(status: string, editing: boolean): string {
  if (status === 'draft') return 'Draft saved';
  if (status === 'pending_review') return editing ? 'Changes sent for review' : 'Listing submitted for review';
  return 'Listing updated';
}

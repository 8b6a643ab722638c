export const LISTING_CONDITIONS = ['New', 'Excellent', 'Very Good', 'Good', 'Fair'] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];

export const LISTING_STATUSES = ['draft', 'pending_review', 'live', 'rejected', 'reserved', 'sold', 'withdrawn'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export type ListingMove = 'submit' | 'approve' | 'reject' | 'withdraw' | 'relist' | 'edit';

/**
 * Every move a listing can make and the states it may start from. Owners
 * submit, edit, withdraw and relist; staff approve and reject. reserved and
 * sold belong to the checkout (marketplace part 2).
 */
export const LISTING_MOVES: Record<ListingMove, { from: readonly ListingStatus[]; to: ListingStatus | null; label: string }> = {
  submit: { from: ['draft', 'rejected'], to: 'pending_review', label: 'submitted for review' },
  approve: { from: ['pending_review'], to: 'live', label: 'approved' },
  reject: { from: ['pending_review'], to: 'rejected', label: 'rejected' },
  withdraw: { from: ['draft', 'pending_review', 'live', 'rejected'], to: 'withdrawn', label: 'withdrawn' },
  relist: { from: ['withdrawn'], to: 'pending_review', label: 'relisted' },
  /** Target decided by what changed: a price-only edit keeps a live listing live. */
  edit: { from: ['draft', 'pending_review', 'live', 'rejected'], to: null, label: 'edited' },
};

/** Open listings hold their serial: a second one with the same serial is flagged. */
export const SERIAL_HOLDING_STATUSES: readonly ListingStatus[] = ['pending_review', 'live', 'reserved'];

/**
 * Listings with a public page: live ones, and those a buyer has reserved or
 * bought (a sold watch keeps its page, marked Sold, so links from orders,
 * emails and searches still open). Drafts, listings in review, rejected and
 * withdrawn ones were never public or are taken down: their page is a 404.
 */
export const PUBLIC_LISTING_STATUSES: readonly ListingStatus[] = ['live', 'reserved', 'sold'];

export const hasPublicPage = (status: ListingStatus) => PUBLIC_LISTING_STATUSES.includes(status);

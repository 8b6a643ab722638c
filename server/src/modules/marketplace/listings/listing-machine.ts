import { LISTING_MOVES, type ListingMove, type ListingStatus } from '@aurum/rules/marketplace/listing-status';
import { notDeclaredHere, StateMachine, withEffects } from '../../../common/state-machine';

const STATUS_WORDS: Record<ListingStatus, string> = {
  draft: 'a draft',
  pending_review: 'pending review',
  live: 'live',
  rejected: 'rejected',
  reserved: 'reserved',
  sold: 'sold',
  withdrawn: 'withdrawn',
};

/**
 * What a move does besides the status: a listing going (back) on sale is
 * refused when its serial is in the stolen register (checked under the lock,
 * so the move and the check commit together); staff decisions are recorded
 * and the seller emailed; an approved listing tells the customers whose saved
 * searches it matches (a job, run after the approval commits).
 */
export type ListingEffect = 'refuseStolenSerial' | 'audit' | 'emailSeller' | 'alertSavedSearches';

export const listingMachine = new StateMachine<ListingStatus, ListingMove, never, unknown, ListingEffect>({
  name: 'listing',
  moves: withEffects(LISTING_MOVES, {
    submit: ['refuseStolenSerial'],
    approve: ['refuseStolenSerial', 'audit', 'emailSeller', 'alertSavedSearches'],
    reject: ['audit', 'emailSeller'],
    withdraw: [],
    relist: ['refuseStolenSerial'],
    edit: [],
  }),
  refusal: (state, move) => `A listing that is ${STATUS_WORDS[state]} cannot be ${LISTING_MOVES[move].label}.`,
});

/** The staff's effects, for the owner's moves, which never declare them. */
export const notTheOwners = () => notDeclaredHere<'audit' | 'emailSeller' | 'alertSavedSearches'>('listing', 'the owner', ['audit', 'emailSeller', 'alertSavedSearches']);

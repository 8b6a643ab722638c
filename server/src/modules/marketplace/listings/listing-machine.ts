import { LISTING_MOVES, type ListingMove, type ListingStatus } from '@aurum/rules/marketplace/listing-status';
import { StateMachine } from '../../../common/state-machine';

const STATUS_WORDS: Record<ListingStatus, string> = {
  draft: 'a draft',
  pending_review: 'pending review',
  live: 'live',
  rejected: 'rejected',
  reserved: 'reserved',
  sold: 'sold',
  withdrawn: 'withdrawn',
};

export const listingMachine = new StateMachine<ListingStatus, ListingMove>({
  name: 'listing',
  moves: LISTING_MOVES,
  refusal: (state, move) => `A listing that is ${STATUS_WORDS[state]} cannot be ${LISTING_MOVES[move].label}.`,
});

/** Refuses a move the listing's state does not allow (ILLEGAL_TRANSITION). */
export function checkListingMove(move: ListingMove, current: ListingStatus): void {
  listingMachine.move(current, move);
}

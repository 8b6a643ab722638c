import { describe, expect, it } from 'vitest';
import { canEdit, canView, LISTING_MESSAGES, listingFormData, movesFor, photosError, shouldPrefillFromReference, validateListingForm } from './rules';

const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const VALID = {
  brand: 'Rolex',
  model: 'Submariner Date',
  reference: '126610LN',
  year: '2021',
  condition: 'Excellent',
  hasBox: true,
  hasPapers: false,
  caseSizeMm: '41',
  caseMaterial: 'Stainless Steel',
  movement: 'Automatic',
  description: 'Worn gently on weekends; the bezel and bracelet are crisp.',
  priceGbp: '11,250',
  serialNumber: 'AB12-3456',
  photos: [png(), png(), png()],
  proof: png('proof.png'),
};

describe('what a seller may do with a listing', () => {
  it('follows the server’s move table', () => {
    expect(movesFor('DRAFT').map((m) => m.move)).toEqual(['SUBMIT', 'WITHDRAW']);
    expect(movesFor('REJECTED').map((m) => m.move)).toEqual(['SUBMIT', 'WITHDRAW']);
    expect(movesFor('PENDING_REVIEW').map((m) => m.move)).toEqual(['WITHDRAW']);
    expect(movesFor('LIVE').map((m) => m.move)).toEqual(['WITHDRAW']);
    expect(movesFor('WITHDRAWN').map((m) => m.move)).toEqual(['RELIST']);
    expect(movesFor('SOLD')).toEqual([]);
    expect(movesFor('RESERVED')).toEqual([]);
  });

  it('edits open listings only', () => {
    expect(canEdit('LIVE')).toBe(true);
    expect(canEdit('DRAFT')).toBe(true);
    expect(canEdit('SOLD')).toBe(false);
    expect(canEdit('WITHDRAWN')).toBe(false);
  });

  it('offers View on listings with a public page: live, reserved and sold, never drafts, reviews, rejected or withdrawn', () => {
    expect((['LIVE', 'RESERVED', 'SOLD'] as const).every(canView)).toBe(true);
    expect((['DRAFT', 'PENDING_REVIEW', 'REJECTED', 'WITHDRAWN'] as const).some(canView)).toBe(false);
  });
});

describe('the listing form', () => {
  it('accepts a complete listing', () => {
    expect(validateListingForm(VALID, false, new Date('2026-06-01'))).toEqual({});
  });

  it('needs 3–12 photos and a proof for a new listing; an edit may keep both', () => {
    expect(validateListingForm({ ...VALID, photos: [png()], proof: null }, false)).toEqual({ photos: LISTING_MESSAGES.photos, proof: LISTING_MESSAGES.proof });
    expect(validateListingForm({ ...VALID, photos: [], proof: null }, true, new Date('2026-06-01'))).toEqual({});
    expect(photosError(Array.from({ length: 13 }, () => png()), false)).toBe(LISTING_MESSAGES.photos);
    expect(photosError([png(), png(), new File(['%PDF'], 'x.pdf', { type: 'application/pdf' })], false)).toBe(LISTING_MESSAGES.photoType);
  });

  it('uses the server’s words for field rules', () => {
    expect(validateListingForm({ ...VALID, caseSizeMm: '61', priceGbp: '99' }, false)).toEqual({ caseSizeMm: LISTING_MESSAGES.caseSize, priceGbp: LISTING_MESSAGES.price });
  });

  it('sends photo_0…, proof, the box and papers words and the intent', () => {
    const form = listingFormData(VALID, 'draft');
    expect(form.get('intent')).toBe('draft');
    expect(form.get('hasBox')).toBe('true');
    expect(form.get('hasPapers')).toBe('false');
    expect(form.has('photo_2')).toBe(true);
    expect(form.has('photo_3')).toBe(false);
    expect(form.has('proof')).toBe(true);
    expect(listingFormData({ ...VALID, photos: [] }, null).has('intent')).toBe(false);
  });
});

describe('filling in from a known reference', () => {
  it('fills brand and model only while the seller has typed neither', () => {
    expect(shouldPrefillFromReference({ brand: '', model: '  ' })).toBe(true);
    expect(shouldPrefillFromReference({ brand: 'Rolex', model: '' })).toBe(false);
    expect(shouldPrefillFromReference({ brand: '', model: 'Submariner' })).toBe(false);
  });
});

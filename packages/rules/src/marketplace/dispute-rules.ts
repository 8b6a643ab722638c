/** A buyer's dispute of a marketplace order: what it must say and what photos it may carry. */
export const DISPUTE_RULES = { reasonMin: 10, reasonMax: 1_000, photosMax: 5, photoMaxBytes: 10 * 1024 * 1024 } as const;

export const DISPUTE_MESSAGES = {
  reason: `Please describe the problem in ${DISPUTE_RULES.reasonMin} to ${DISPUTE_RULES.reasonMax.toLocaleString('en-GB')} characters.`,
  photos: `Add up to ${DISPUTE_RULES.photosMax} photos.`,
  photoType: 'Dispute photos must be images (PNG, JPEG, GIF or WebP).',
  photoSize: 'Each photo may be at most 10 MB.',
} as const;

/** The picker's types; the server judges the bytes, not the declared type. */
export const DISPUTE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export interface DisputeValues<Photo extends { type: string; size: number } = { type: string; size: number }> {
  reason?: string;
  photos?: Photo[];
}

/** The first rule each field breaks, as the browser sees the form (the server checks the same, and the bytes). */
export function validateDispute(values: DisputeValues): Partial<Record<keyof DisputeValues, string>> {
  const errors: Partial<Record<keyof DisputeValues, string>> = {};
  const reason = (values.reason ?? '').trim();
  if (reason.length < DISPUTE_RULES.reasonMin || reason.length > DISPUTE_RULES.reasonMax) errors.reason = DISPUTE_MESSAGES.reason;
  const photos = values.photos ?? [];
  if (photos.length > DISPUTE_RULES.photosMax) errors.photos = DISPUTE_MESSAGES.photos;
  else if (photos.some((photo) => !(DISPUTE_PHOTO_TYPES as readonly string[]).includes(photo.type))) errors.photos = DISPUTE_MESSAGES.photoType;
  else if (photos.some((photo) => photo.size > DISPUTE_RULES.photoMaxBytes)) errors.photos = DISPUTE_MESSAGES.photoSize;
  return errors;
}

import { type ShippingValues, validateShipping } from '../checkout/shipping-rules';

/** The delivery address of a marketplace order: the shop checkout's fields without the email (the account's is used). */
export type DeliveryValues = Omit<ShippingValues, 'email'>;

/** The shop checkout's address rules and words (the server checks the same: modules/orders/checkout-details.ts). */
export function validateDelivery(values: Partial<DeliveryValues>): Partial<Record<keyof DeliveryValues, string>> {
  // The marketplace takes no email here; only the address fields are judged.
  const { email: _email, ...errors } = validateShipping({ ...values, email: '' });
  return errors;
}

/** The server's dispute rules (escrow.service.ts DISPUTE_RULES), checked here first. */
export const DISPUTE_RULES = { reasonMin: 10, reasonMax: 1_000, photosMax: 5, photoMaxBytes: 10 * 1024 * 1024 } as const;

/** The server's words (escrow.service.ts ESCROW_SERVICE_MESSAGES and escrow.routes.ts). */
export const DISPUTE_MESSAGES = {
  reason: `Please describe the problem in ${DISPUTE_RULES.reasonMin} to ${DISPUTE_RULES.reasonMax.toLocaleString('en-GB')} characters.`,
  photos: `Add up to ${DISPUTE_RULES.photosMax} photos.`,
  photoType: 'Dispute photos must be images (PNG, JPEG, GIF or WebP).',
  photoSize: 'Each photo may be at most 10 MB.',
} as const;

export const DISPUTE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export interface DisputeValues {
  reason?: string;
  photos?: File[];
}

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

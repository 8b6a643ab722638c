import { AppError } from '../../common/errors';

/**
 * The carriers Aurum dispatches with, and where a customer follows a parcel.
 * Every one is insured and signed for, as the shipping page promises.
 */
export const CARRIERS = {
  royal_mail: { name: 'Royal Mail Special Delivery', trackingUrl: (n: string) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}` },
  dpd: { name: 'DPD', trackingUrl: (n: string) => `https://track.dpd.co.uk/parcels/${n}` },
  dhl_express: { name: 'DHL Express', trackingUrl: (n: string) => `https://www.dhl.com/gb-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}` },
  fedex: { name: 'FedEx', trackingUrl: (n: string) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  ups: { name: 'UPS', trackingUrl: (n: string) => `https://www.ups.com/track?tracknum=${n}` },
} as const;

export type Carrier = keyof typeof CARRIERS;

export const isCarrier = (value: string | null | undefined): value is Carrier => value != null && Object.hasOwn(CARRIERS, value);

export const DISPATCH_MESSAGES = {
  carrier: 'Please choose the carrier.',
  trackingRequired: 'Please enter the tracking number.',
  trackingFormat: 'Tracking numbers have 6 to 40 letters, digits or hyphens.',
} as const;

/** Carriers print numbers in groups ("AB 1234 5678 9GB"): kept without spaces, in capitals. */
export const normaliseTrackingNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

const TRACKING_PATTERN = /^[A-Z0-9-]{6,40}$/;

export interface DispatchDetails {
  carrier: Carrier;
  trackingNumber: string;
}

/** Checks a dispatch form; BAD_USER_INPUT lists each wrong field with its message. */
export function parseDispatch(input: { carrier?: string | null; trackingNumber?: string | null }): DispatchDetails {
  const fields: { field: string; messages: string[] }[] = [];
  const carrier = input.carrier?.trim().toLowerCase() ?? '';
  if (!isCarrier(carrier)) fields.push({ field: 'carrier', messages: [DISPATCH_MESSAGES.carrier] });
  const trackingNumber = normaliseTrackingNumber(input.trackingNumber ?? '');
  if (!trackingNumber) fields.push({ field: 'trackingNumber', messages: [DISPATCH_MESSAGES.trackingRequired] });
  else if (!TRACKING_PATTERN.test(trackingNumber)) fields.push({ field: 'trackingNumber', messages: [DISPATCH_MESSAGES.trackingFormat] });
  const [first] = fields;
  if (first) throw new AppError('BAD_USER_INPUT', first.messages[0], { fields });
  return { carrier: carrier as Carrier, trackingNumber };
}

/** Where the customer follows the parcel; encoded, since the number is stored as given. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  if (!isCarrier(carrier) || !trackingNumber) return null;
  return CARRIERS[carrier].trackingUrl(encodeURIComponent(trackingNumber));
}

export const carrierName = (carrier: string | null | undefined) => (isCarrier(carrier) ? CARRIERS[carrier].name : (carrier ?? null));

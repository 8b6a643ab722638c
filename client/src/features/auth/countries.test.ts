import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByIso, DEFAULT_COUNTRY_ISO, examplePhone, internationalPhone } from './countries';

describe('country picker data', () => {
  it('has about 230 countries with name, ISO code, dial code and flag, the United Kingdom first by default', () => {
    expect(COUNTRIES.length).toBeGreaterThan(220);
    expect(countryByIso(DEFAULT_COUNTRY_ISO)).toEqual({ name: 'United Kingdom', iso: 'GB', dialCode: '+44', flag: '🇬🇧' });
    expect(countryByIso('US')).toEqual({ name: 'United States', iso: 'US', dialCode: '+1', flag: '🇺🇸' });
    expect(countryByIso('GB')).toEqual({ name: 'United Kingdom', iso: 'GB', dialCode: '+44', flag: '🇬🇧' });
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
  });

  it("gives every country libphonenumber-js knows its calling code (Kosovo +383, not Monaco's +377)", () => {
    const known = COUNTRIES.filter((country) => isSupportedCountry(country.iso));
    expect(known.length).toBeGreaterThan(220);
    const wrong = known.filter((country) => country.dialCode !== `+${getCountryCallingCode(country.iso as never)}`);
    expect(wrong).toEqual([]);
    expect(countryByIso('XK').dialCode).toBe('+383');
    expect(countryByIso('MC').dialCode).toBe('+377');
    expect(countryByIso('AG').dialCode).toBe('+1');
    expect(countryByIso('VA').dialCode).toBe('+39');
    for (const country of COUNTRIES) expect(country.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
  });

  it('turns national numbers into international ones and gives a real example per country', () => {
    expect(internationalPhone('GB', '07400 123456')).toBe('+447400123456');
    expect(internationalPhone('US', '(201) 555-0123')).toBe('+12015550123');
    expect(internationalPhone('FR', '+33 6 12 34 56 78')).toBe('+33612345678');
    expect(examplePhone('GB')).toMatch(/^\+447\d{9}$/);
  });
});

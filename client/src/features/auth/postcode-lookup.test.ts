import { describe, expect, it } from 'vitest';
import { checkPostcode, lookupPostcode, POSTCODE_MESSAGES } from './postcode-lookup';

const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('UK postcode lookup (§5)', () => {
  it('upper-cases and checks the format', () => {
    expect(checkPostcode('')).toBe('Please enter a postcode');
    expect(checkPostcode('   ')).toBe('Please enter a postcode');
    expect(checkPostcode('12345')).toBe('Please enter a valid UK postcode (e.g., SW1A 1AA)');
    expect(checkPostcode('sw1a 1aa')).toBeNull();
    expect(checkPostcode('W1K2RD')).toBeNull();
  });

  it('fills city, county, postcode and country from the service', async () => {
    let asked = '';
    const fetchImpl = (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ status: 200, result: { admin_district: 'Westminster', parish: null, region: 'London', admin_county: null, postcode: 'W1K 2RD' } }), { status: 200 });
    }) as unknown as typeof fetch;
    const result = await lookupPostcode('w1k 2rd', fetchImpl);
    expect(asked).toBe('https://api.postcodes.io/postcodes/W1K%202RD');
    expect(result).toEqual({ ok: true, address: { city: 'Westminster', county: 'London', postcode: 'W1K 2RD', country: 'United Kingdom' } });
  });

  it('says so when the postcode does not exist', async () => {
    expect(await lookupPostcode('ZZ1 1ZZ', answer(404, { status: 404, error: 'Postcode not found' }))).toEqual({ ok: false, message: 'Postcode not found. Please check and try again.', manualEntry: false });
  });

  it('falls back to manual entry on a non-OK answer or no network', async () => {
    expect(await lookupPostcode('SW1A 1AA', answer(500, {}))).toEqual({ ok: false, message: POSTCODE_MESSAGES.notOk, manualEntry: true });
    expect(POSTCODE_MESSAGES.notOk).toBe('Unable to lookup postcode. Please enter address details manually.');
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await lookupPostcode('SW1A 1AA', offline)).toEqual({ ok: false, message: 'Postcode lookup service unavailable. Please enter address details manually.', manualEntry: true });
  });

  it('never calls the service for an empty or malformed postcode', async () => {
    const never = (async () => {
      throw new Error('called');
    }) as unknown as typeof fetch;
    expect((await lookupPostcode('', never)).ok).toBe(false);
    expect((await lookupPostcode('NOT A POSTCODE', never)).ok).toBe(false);
  });
});

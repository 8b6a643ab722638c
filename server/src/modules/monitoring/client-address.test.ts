import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:aa:1::1', '2001:db8:aa:1::/64'],
    ['2001:0db8:00aa:0001:ffff:1:2:3', '2001:db8:aa:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

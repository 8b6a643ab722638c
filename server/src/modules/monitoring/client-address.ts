import { isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address. An IPv6 host usually owns a whole
 * /64, so counting per address would let it rotate through 2^64 of them:
 * count per /64 prefix instead. IPv4-mapped addresses count as IPv4.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, '::' filled in; a zone id (%eth0) is ignored. */
function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const zeros = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

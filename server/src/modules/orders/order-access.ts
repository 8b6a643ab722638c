import type { EntityManager } from '@mikro-orm/postgresql';
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { AccountKeys } from '../accounts/account-keys';

// No 0/O, 1/I/L: numbers are read out over the phone.
const NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const NUMBER_LENGTH = 8;
export const ORDER_NUMBER_PATTERN = /^AUR-[A-HJ-NP-Z2-9]{8}$/;

/** A random order number (31^8 ≈ 8.5 × 10^11 values): not sequential, so it tells nothing about sales. */
export function newOrderNumber(): string {
  let suffix = '';
  for (let i = 0; i < NUMBER_LENGTH; i++) suffix += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `AUR-${suffix}`;
}

/**
 * The guest's key to an order: an HMAC of the order id under the server's
 * secret key (AUTH_SECRET or the key kept in the database). Nothing to
 * store, the same in every process, and impossible to guess from the order
 * number; it travels in the buyer's checkout session and the email link.
 */
export class OrderAccessTokens {
  constructor(private readonly keys: AccountKeys) {}

  async issue(em: EntityManager, orderId: string): Promise<string> {
    return Buffer.from(await this.keys.digest(em, `order-access:${orderId}`), 'hex').toString('base64url');
  }

  async verify(em: EntityManager, orderId: string, token: string): Promise<boolean> {
    const expected = Buffer.from(await this.issue(em, orderId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

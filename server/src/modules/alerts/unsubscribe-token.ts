import type { EntityManager } from '@mikro-orm/postgresql';
import { timingSafeEqual } from 'node:crypto';
import type { AccountKeys } from '../accounts/account-keys';
import { ALERT_KINDS, type AlertKind } from './alert-rules';

/** What an unsubscribe link turns off: one kind of alert email, or all of them. */
export type UnsubscribeScope = AlertKind | 'ALL';
export const UNSUBSCRIBE_SCOPES: readonly UnsubscribeScope[] = [...ALERT_KINDS, 'ALL'];

export interface UnsubscribeClaim {
  userId: number;
  scope: UnsubscribeScope;
  /** When the link was made (seconds since the epoch), signed with the rest. */
  issuedAt: number;
}

const TOKEN = /^([1-9]\d{0,9})\.([A-Z_]{3,20})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The key of an alert email's unsubscribe links: `user.scope.issuedAt.signature`, the signature an HMAC of the
 * other three under the server's account key (AccountKeys: AUTH_SECRET or the key kept in the database), so every
 * process agrees and nothing is stored. The user id is inside what is signed: a link only ever acts on the account
 * it was made for, and one with any part changed is refused.
 */
export class UnsubscribeTokens {
  constructor(private readonly keys: AccountKeys) {}

  async issue(em: EntityManager, userId: number, scope: UnsubscribeScope, issuedAt = new Date()): Promise<string> {
    const seconds = Math.floor(issuedAt.getTime() / 1000);
    return `${userId}.${scope}.${seconds}.${await this.sign(em, userId, scope, seconds)}`;
  }

  /** The claim a genuine token makes, or null for anything else (malformed, tampered, signed with another key). */
  async verify(em: EntityManager, token: unknown): Promise<UnsubscribeClaim | null> {
    const match = typeof token === 'string' ? TOKEN.exec(token) : null;
    if (!match) return null;
    const [, user, scope, seconds, signature] = match;
    if (!(UNSUBSCRIBE_SCOPES as readonly string[]).includes(scope)) return null;
    const claim: UnsubscribeClaim = { userId: Number(user), scope: scope as UnsubscribeScope, issuedAt: Number(seconds) };
    const expected = Buffer.from(await this.sign(em, claim.userId, claim.scope, claim.issuedAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? claim : null;
  }

  private async sign(em: EntityManager, userId: number, scope: UnsubscribeScope, seconds: number): Promise<string> {
    return Buffer.from(await this.keys.digest(em, `alert-unsubscribe:${userId}:${scope}:${seconds}`), 'hex').toString('base64url');
  }
}

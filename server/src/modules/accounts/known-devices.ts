import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { sameDigest, type AccountKeys } from './account-keys';
import { DEVICE_COOKIE_PREFIX, type DeviceCookie } from './device-cookie';

/**
 * Browsers that have signed in to an account before (OWASP's device cookies): a signed cookie naming the account
 * (HMAC with AUTH_SECRET, or the key kept in the database) and a random device id. A recognised browser keeps its
 * own sign-in tries when the account is locked for every other browser (sign-in.service.ts).
 */
export class KnownDevices {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: AccountKeys,
  ) {}

  /** The device id of this browser for `email`, when it holds a valid cookie for that account. */
  async recognise(email: string, cookies: Readonly<Record<string, string>> | undefined): Promise<string | undefined> {
    if (!cookies || Object.keys(cookies).length === 0) return undefined;
    const value = cookies[await this.cookieName(email)];
    if (!value) return undefined;
    const [device, signature] = value.split('.');
    return sameDigest(signature, await this.signature(email, device)) ? device : undefined;
  }

  /** The cookie for a browser that has just signed in to `email` (its device id kept, when it had one). */
  async issue(email: string, device = randomBytes(16).toString('base64url')): Promise<DeviceCookie> {
    return { name: await this.cookieName(email), value: `${device}.${await this.signature(email, device)}` };
  }

  /** One name per account, without the email in it. */
  private async cookieName(email: string): Promise<string> {
    return DEVICE_COOKIE_PREFIX + (await this.keys.digest(this.em, `device-cookie-name|${email}`)).slice(0, 16);
  }

  private signature(email: string, device: string): Promise<string> {
    return this.keys.digest(this.em, `device-cookie|${email}|${device}`);
  }
}

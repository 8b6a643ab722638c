import type { EntityManager } from '@mikro-orm/postgresql';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits, URL-safe: session cookies, email links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Keyed hashes (HMAC-SHA256) of tokens and codes, the only form in which they
 * are stored. The key is AUTH_SECRET, or else a key generated once and kept
 * in the database, so that all server processes agree without configuration.
 */
export class AccountKeys {
  private key?: Promise<Buffer>;

  constructor(private readonly configuredSecret?: string) {}

  async digest(em: EntityManager, value: string): Promise<string> {
    return createHmac('sha256', await this.load(em)).update(value).digest('hex');
  }

  private load(em: EntityManager): Promise<Buffer> {
    if (this.configuredSecret) return (this.key ??= Promise.resolve(Buffer.from(this.configuredSecret)));
    this.key ??= loadOrCreateSecret(em).catch((error) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}

async function loadOrCreateSecret(em: EntityManager): Promise<Buffer> {
  const connection = em.getConnection();
  await connection.execute(
    `insert into server_secret (name, value, created_at) values ('auth', ?, now()) on conflict (name) do nothing`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await connection.execute<{ value: string }[]>(`select value from server_secret where name = 'auth'`);
  return Buffer.from(row.value);
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

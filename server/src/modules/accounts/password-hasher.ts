import { argon2id, hash, verify } from 'argon2';

/**
 * argon2id with OWASP's minimum settings (19 MiB, 2 passes, 1 lane): the
 * hash string records the algorithm and its parameters, so stronger settings
 * can be introduced later without invalidating stored hashes.
 */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time a real check takes when there is no account, so response
 * times do not tell which emails are registered. Always false.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  await verifyPassword(await decoyHash, password);
  return false;
}

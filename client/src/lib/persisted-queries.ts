import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries in production builds: a query goes as its
 * SHA-256 hash by GET (so catalogue answers are cacheable by the browser and
 * CDNs), and once with its text when the server does not know the hash yet.
 * Mutations stay POST. Without Web Crypto (a page served over plain HTTP from
 * another host) queries simply go in full.
 */
export function persistedQueriesLink(): PersistedQueryLink | null {
  if (!import.meta.env.PROD || typeof crypto === 'undefined' || !crypto.subtle) return null;
  return new PersistedQueryLink({ sha256, useGETForHashedQueries: true });
}

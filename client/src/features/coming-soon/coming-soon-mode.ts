/** The server marks index.html with this meta tag when COMING_SOON=true (server/src/modules/accounts/coming-soon.ts). */
export function isComingSoonMode(): boolean {
  return typeof document !== 'undefined' && document.querySelector('meta[name="aurum-coming-soon"][content="true"]') !== null;
}

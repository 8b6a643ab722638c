import { readFileSync } from 'node:fs';

/** The flag the SPA reads before routing; a meta tag, because the CSP allows no inline script. */
export const COMING_SOON_META = '<meta name="aurum-coming-soon" content="true">';

/**
 * index.html marked for coming-soon mode (COMING_SOON=true): the SPA then
 * shows the coming-soon page on every path but /admin/login, unless the
 * signed-in user is an admin.
 */
export function comingSoonIndexHtml(indexFile: string): string {
  return readFileSync(indexFile, 'utf8').replace('<head>', `<head>\n    ${COMING_SOON_META}`);
}

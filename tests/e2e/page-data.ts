import type { Page } from '@playwright/test';

/**
 * Serves every page without the first screen's data the server inlines
 * (server/src/http/page-html.ts), so the page fetches it as it did before:
 * for tests of the loading and failure states of that fetch.
 */
export async function withoutPageData(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script type="application\/json" id="aurum-page-data">[^<]*<\/script>/, '')
      // Without its data the page cannot hydrate the server's render of it either: the browser renders it.
      .replace(/<div id="root" data-server-rendered>[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
    await route.fulfill({ response, body: html });
  });
}

import type { Page } from '@playwright/test';

/** Pre-hydration tests (issue 35): the app's scripts held back, the CPU as slow as a mid-range phone's. */

/** Holds every script of the app until `release` is called; the server-rendered HTML paints without them. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A 4× CPU slowdown, as a mid-range phone's. */
export async function phoneSpeedCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The server-rendered first screen, until the page's scripts take it over. */
export const serverRendered = (page: Page) => page.locator('#root[data-server-rendered]');

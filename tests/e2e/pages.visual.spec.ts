import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, catalogue } from './shop-lists-helpers';

/**
 * The first screen of the main pages and dialogs at a phone's, a tablet's, a laptop's and a wide screen's width,
 * against committed baselines (issue 37, visual check). The `visual` project runs before every other, on the
 * freshly seeded shop, so what the pages show does not depend on what other tests changed.
 * To accept a deliberate change: `npx playwright test --project=visual --update-snapshots`, then look at the new PNGs.
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'wide', width: 1440, height: 900 },
] as const;

/** Parts that change by themselves: times, countdowns, live counts. */
const MOVING = ['time', '[data-live-count]', '[aria-live="polite"]:not(:empty)'];

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    for (const image of inView) image.loading = 'eager';
    await Promise.all(inView.map((image) => (image.complete ? image.decode().catch(() => undefined) : new Promise((done) => image.addEventListener('load', done, { once: true })))));
  });
}

async function firstScreen(page: Page, name: string): Promise<void> {
  await settled(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: 'disabled', caret: 'hide', mask: MOVING.map((selector) => page.locator(selector)), maxDiffPixelRatio: 0.003 });
}

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.beforeEach(async ({ page }) => {
      await acceptCookies(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    for (const [name, path] of [
      ['home', '/'],
      ['watches', '/watches'],
      ['marketplace', '/marketplace'],
      ['marketplace-listings', '/marketplace/listings'],
      ['contact', '/contact'],
      ['sign-up', '/auth?mode=signup'],
    ] as const) {
      test(`${path} looks as its baseline`, async ({ page }) => {
        await page.goto(path);
        await firstScreen(page, `${size.name}-${name}`);
      });
    }

    test('a product page looks as its baseline', async ({ page, request }) => {
      const [watch] = await catalogue(request, 'WATCHES', 1);
      await page.goto(`/product/${watch.id}`);
      await firstScreen(page, `${size.name}-product`);
    });

    test('the quick view dialog looks as its baseline', async ({ page }) => {
      await page.goto('/watches');
      await settled(page);
      const card = page.getByRole('main').locator('article').first();
      if (size.width < 600) {
        // A phone card keeps its actions in one More actions menu.
        await card.getByRole('button', { name: /^More actions: / }).click();
        await page.getByRole('menuitem', { name: 'Quick view' }).click();
      } else {
        await card.hover();
        await card.getByRole('button', { name: /Quick view/i }).click();
      }
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await firstScreen(page, `${size.name}-quick-view`);
    });
  });
}

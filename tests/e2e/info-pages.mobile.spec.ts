import { expect, expectNoA11yViolations, test } from './fixtures';
import { storeCookieConsent } from './consent';

test.beforeEach(async ({ page }) => storeCookieConsent(page));

for (const path of ['/size-guides', '/careers', '/faq', '/heritage', '/shipping-returns']) {
  test(`${path} fits a phone screen and passes accessibility checks`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wide tables scroll inside their own region; nothing else reaches past the screen's edge.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => !element.closest('[role="region"][tabindex="0"], [role="tablist"], [aria-hidden="true"]'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(overflowing).toEqual([]);
    await expectNoA11yViolations(page);
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';

/**
 * Every page test fails on serious or critical accessibility violations
 * (WCAG 2.1 A and AA rules) and on errors in the browser console.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Colours are judged as they settle: a dialog still fading in would be measured half transparent.
  // Endless animations (skeleton shimmer, spinners) never finish and are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Resolves once a server-rendered page's own content has hydrated (client/src/lib/hydration.ts); at once for any other page. */
const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('#root[data-server-rendered]'));

export const test = base.extend<{ consoleErrors: string[] }>({
  // A test acts on a page as a shopper would once it has come to life: the first screen of some pages is
  // rendered by the server and painted before its scripts run, and a click on it before then does nothing.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      // A test that expects an error removes it from the array.
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A page the server answers 404 for (an unknown path, a missing product):
 * Chromium reports the document's status in the console. The test expects
 * exactly that one report and removes it, so the status itself is checked.
 */
export async function expectNotFoundDocument(consoleErrors: string[]): Promise<void> {
  const report = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
  await expect.poll(() => consoleErrors.filter((error) => error === report).length).toBe(1);
  consoleErrors.splice(consoleErrors.indexOf(report), 1);
}

export { expect };

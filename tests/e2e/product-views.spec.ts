import { expect, test } from './fixtures';
import { GRAPHQL_URL, graphqlCall } from './graphql-requests';
import { acceptCookies, catalogue } from './shop-lists-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/**
 * Issue 37: the product page reports a view for the shop's real viewer counts once it is idle after
 * hydration, once per product and browser session, and nothing on the page waits for the report.
 */
test('opening a product page reports one view, after hydration, once per session, without waiting for it', async ({ page, request }) => {
  const [first, second] = await catalogue(request, 'WATCHES', 2);
  const reports: string[] = [];
  const hydratedWhenReported: boolean[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(GRAPHQL_URL, async (route) => {
    const call = graphqlCall(route.request());
    if (call?.operationName === 'RecordProductInterest' && call.variables?.kind === 'VIEW') {
      reports.push(String(call.variables.productId));
      hydratedWhenReported.push(await page.evaluate(() => !document.querySelector('#root[data-server-rendered]')).catch(() => true));
      // Held unanswered: the page must work without the answer.
      await held;
    }
    await route.continue().catch(() => undefined);
  });

  await page.goto(`/product/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect.poll(() => reports).toEqual([first.id]);
  expect(hydratedWhenReported).toEqual([true]);
  // The page answers the shopper while the report is still unanswered.
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(page.getByRole('button', { name: 'In Wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Reloading, or coming back in the same session, reports nothing more; another product reports once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.goto(`/product/${second.id}`);
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await expect.poll(() => reports).toEqual([first.id, second.id]);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.waitForTimeout(1500); // longer than the idle task's latest start (when-idle.ts: 1 s)
  expect(reports).toEqual([first.id, second.id]);
  release();
});

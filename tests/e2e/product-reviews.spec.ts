import type { Browser, Page } from '@playwright/test';
import { createAdmin, createVerifiedCustomer, signInThroughApi, sql, toast } from './account-helpers';
import { buyThroughApi } from './backoffice-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

/** A watch no review has touched, far down the list (other journeys buy from the top), with stock to sell. */
async function unreviewedWatch(offset: number): Promise<{ id: string; name: string; pricePence: number }> {
  const [row] = await sql<{ id: number; name: string; price: number }>(
    `select id, name, coalesce(sale_price_pence, price_pence) as price from product p
     where category = 'watches' and archived_at is null and not exists (select 1 from product_review r where r.product_id = p.id)
     order by id desc offset $1 limit 1`,
    [offset],
  );
  await sql('update product set stock = greatest(stock, 50) where id = $1', [row.id]);
  return { id: String(row.id), name: row.name, pricePence: row.price };
}

/** Staff in a browser of their own (a new context does not take the project's settings: give it the address). */
async function staffPage(browser: Browser): Promise<Page> {
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await createAdmin(staff.request);
  const page = await staff.newPage();
  await storeCookieConsent(page);
  await signInThroughApi(page, admin.email, admin.password);
  return page;
}

async function dispatch(staff: Page, number: string) {
  const response = await staff.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: { query: 'mutation ($number: String!) { dispatchOrder(number: $number, input: { carrier: ROYAL_MAIL, trackingNumber: "AB123456789GB" }) { status } }', variables: { number } },
  });
  expect((await response.json()).data.dispatchOrder.status).toBe('FULFILLED');
}

test('a customer reviews a dispatched piece from their order; staff publish it; the product page then shows it and its stars', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const watch = await unreviewedWatch(27);
  const customer = await createVerifiedCustomer(page.request);
  await signInThroughApi(page, customer.email, customer.password);
  const number = await buyThroughApi(page.request, watch, customer.email);
  const staff = await staffPage(browser);
  await dispatch(staff, number);

  await page.goto(`/account/orders/${number}`);
  await page.getByRole('link', { name: `Review this piece: ${watch.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${watch.id}\\?review=write$`));
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(reviews.getByText('There are no reviews yet for this product.')).toBeVisible();
  const form = reviews.getByRole('form', { name: `Review the ${watch.name}` });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('rating-summary')).toHaveCount(0);

  // The shared rules judge the form as the server does, with its words; focus goes to the first error.
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(form.getByText('Please give your review a title (at least 3 characters).')).toBeVisible();
  await expect(form.getByText('Your review must be at least 10 characters.')).toBeVisible();
  await expectNoA11yViolations(page);

  await form.getByRole('radio', { name: '4 stars: Very good' }).check({ force: true });
  await form.getByLabel('Title').fill('Quietly perfect');
  await form.getByLabel('Your review').fill('Keeps excellent time and wears beautifully; the papers were all there.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(reviews.getByText('Thank you. Your review is awaiting moderation; it will appear here once approved.')).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);

  // Staff publish it from the back office's Product reviews tab.
  await staff.goto('/admin/reviews');
  await expect(staff.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible({ timeout: 20_000 });
  await staff.getByRole('tab', { name: 'Product reviews' }).click();
  const queue = staff.getByRole('table', { name: 'Reviews of pieces, oldest first' });
  await expect(queue.getByRole('row').filter({ hasText: 'Quietly perfect' })).toBeVisible();
  await expectNoA11yViolations(staff);
  const publish = staff.getByRole('button', { name: `Publish the review of ${watch.name} on order ${number}` });
  await publish.click();
  const dialog = staff.getByRole('dialog', { name: `Publish the review of ${watch.name}` });
  await expect(dialog.getByText('The review appears on the product page at once and counts in its rating.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(toast(staff, 'Review published')).toBeVisible();
  const [audit] = await sql<{ action: string }>(`select action from staff_action where subject_type = 'product_review' order by id desc limit 1`);
  expect(audit.action).toBe('product_review.publish');
  await staff.context().close();

  await page.goto(`/product/${watch.id}`);
  const summary = page.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('4.0 ★ (1 review)');
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const published = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(published.getByText('There are no reviews yet for this product.')).toHaveCount(0);
  await expect(published.getByRole('heading', { name: 'Quietly perfect' })).toBeVisible();
  await expect(published.getByText(/^Amelia H\. · Verified purchase · /)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a piece without reviews shows no stars on its card or page; Write a Review says who may review', async ({ page }) => {
  const watch = await unreviewedWatch(29);
  await page.goto(`/products/all?search=${encodeURIComponent(watch.name)}`);
  const card = page.locator(`article[data-product-id="${watch.id}"]`).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('★')).toHaveCount(0);
  await expect(card.getByRole('img', { name: /out of 5/ })).toHaveCount(0);

  await page.goto(`/product/${watch.id}`);
  await expect(page.getByRole('heading', { level: 1, name: watch.name })).toBeVisible();
  await expect(page.getByTestId('rating-summary')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(reviews.getByText('There are no reviews yet for this product.')).toBeVisible();
  await reviews.getByRole('button', { name: 'Write a Review' }).click();
  await expect(reviews.getByText('Please sign in to review this piece.')).toBeVisible();

  const stranger = await createVerifiedCustomer(page.request);
  await signInThroughApi(page, stranger.email, stranger.password);
  await page.reload();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await reviews.getByRole('button', { name: 'Write a Review' }).click();
  await expect(reviews.getByText('Only customers who bought this piece can review it.')).toBeVisible();
  await expect(reviews.getByRole('form')).toHaveCount(0);
  await expect(page.getByText('★')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

import { sql, STRONG_PASSWORD, testBrowser, verifiedCustomer, type TestBrowser } from '../../server/src/test/account-helpers';
import { startTestApp, type TestApp } from '../../server/src/test/test-app';

export interface FuzzTarget {
  app: TestApp;
  /** Anonymous, a signed-in verified customer, and a signed-in admin. */
  callers: TestBrowser[];
}

/** The real app on a private copy of the seeded database, as production runs it (catalogue engine on), with one caller of each kind. */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const app = await startTestApp({ CATALOGUE_ENGINE: 'true' });
  const customer = await verifiedCustomer(app);
  const staff = await verifiedCustomer(app);
  await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
  const customerBrowser = testBrowser(app);
  const adminBrowser = testBrowser(app);
  await customerBrowser.post('/api/auth/login', { email: customer.email, password: STRONG_PASSWORD });
  await adminBrowser.post('/api/auth/login', { email: staff.email, password: STRONG_PASSWORD });
  return { app, callers: [testBrowser(app), customerBrowser, adminBrowser] };
}

/** After the storm: the server still answers its health check and a plain listing. */
export async function expectHealthy(app: TestApp) {
  const health = await app.fetch('/api/health');
  const listing = await app.graphql('{ products(page: { limit: 2 }) { totalCount items { id } } }');
  return { health: health.status, listing: listing.status, items: listing.body.data?.products?.items?.length ?? 0 };
}

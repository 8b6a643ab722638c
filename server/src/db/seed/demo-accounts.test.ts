import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, testBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('demo accounts', () => {
  it('are not in a database the app was not told to seed', async () => {
    expect((await signIn(testBrowser(app), DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password)).status).toBe(401);
  });

  it('are created once, verified, and sign in with the README credentials', async () => {
    expect(await seedDemoAccounts(app.orm.em.fork())).toMatch(/^Created demo accounts: admin@aurum.example, customer@aurum.example, vip@aurum.example/);
    expect(await seedDemoAccounts(app.orm.em.fork())).toBeNull();
    const users = [];
    for (const account of DEMO_ACCOUNTS) {
      const response = await signIn(testBrowser(app), account.email, account.password);
      expect(response.status).toBe(200);
      users.push(response.body.user);
    }
    expect(users.map((u) => [u.role, u.isAdmin, u.isVip])).toEqual([
      ['admin', true, false],
      ['customer', false, false],
      ['customer', false, true],
    ]);
  });
});

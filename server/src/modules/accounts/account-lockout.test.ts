import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, messageCount, signIn, testBrowser, tokenFrom, uniqueEmail, verifiedCustomer, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD_RESET } from './password-reset.service';
import { SIGN_IN } from './sign-in.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function fail(browser: TestBrowser, email: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt += 1) {
    expect((await signIn(browser, email, `Wrong!${attempt}xx`)).status).toBe(401);
  }
}

describe('a locked account (10 failed sign-ins per account and address)', () => {
  it('emails its owner once, with a reset link, while the right password from another address still works (below the account\'s limit)', async () => {
    const { email, password } = await verifiedCustomer(app);
    const attacker = testBrowser(app);
    await fail(attacker, email, 9);
    expect(await messageCount(app.orm, email, 'account_locked')).toBe(0);

    await fail(attacker, email, 1);
    const notice = await latestMessage(app.orm, email, 'account_locked');
    expect(notice?.body).toContain(`10 failed attempts to sign in to your Aurum account from the network address ${attacker.ip}`);
    expect(notice?.body).toContain('paused for 15 minutes');
    expect(notice?.link).toMatch(/^http:\/\/localhost:4000\/reset-password\?token=/);
    expect(notice?.body).toContain(notice!.link!);

    // Locked for that address: even the right password is refused there, and no second email goes out.
    const blocked = await signIn(attacker, email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(SIGN_IN.tooMany(15 * 60));
    await signIn(attacker, email, 'Wrong!again1');
    expect(await messageCount(app.orm, email, 'account_locked')).toBe(1);

    // The owner elsewhere signs in as usual.
    const owner = testBrowser(app);
    expect((await signIn(owner, email, password)).status).toBe(200);
    expect((await owner.graphql('query { me { email } }')).body.data.me.email).toBe(email);
  });

  it('locks per address: a second address reaching 10 failures is locked on its own, and with it the account for new browsers (issue 31)', async () => {
    const { email, password } = await verifiedCustomer(app);
    const first = testBrowser(app);
    const second = testBrowser(app);
    await fail(first, email, 10);
    expect((await signIn(testBrowser(app), email, password)).status).toBe(200);
    await fail(second, email, 9);
    expect(await messageCount(app.orm, email, 'account_locked')).toBe(1);
    // Its 10th failure is the account's 20th from browsers that never signed in to it: one email says so.
    await fail(second, email, 1);
    expect((await signIn(second, email, password)).status).toBe(429);
    expect((await signIn(testBrowser(app), email, password)).status).toBe(429);
    expect(await messageCount(app.orm, email, 'account_locked')).toBe(2);
    expect((await latestMessage(app.orm, email, 'account_locked'))?.body).toContain('from browsers that have not signed in to it before');
  });

  it('the emailed link resets the password, and the new one signs in', async () => {
    const { email } = await verifiedCustomer(app);
    await fail(testBrowser(app), email, 10);
    const token = tokenFrom((await latestMessage(app.orm, email, 'account_locked'))?.link);
    const reset = await testBrowser(app).post('/api/auth/reset-password', { token, password: 'Fresh!2026x' });
    expect(reset.body).toEqual({ success: true, message: PASSWORD_RESET.done });
    expect((await signIn(testBrowser(app), email, 'Fresh!2026x')).status).toBe(200);
  });

  it('sends nothing for an address without an account', async () => {
    const ghost = uniqueEmail('ghost');
    await fail(testBrowser(app), ghost, 10);
    expect(await messageCount(app.orm, ghost)).toBe(0);
  });
});

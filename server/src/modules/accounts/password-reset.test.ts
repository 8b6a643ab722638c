import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, messageCount, signIn, sql, testBrowser, tokenFrom, uniqueEmail, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD_RESET } from './password-reset.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function requestReset(email: string) {
  const response = await testBrowser(app).post('/api/auth/forgot-password', { email });
  const message = await latestMessage(app.orm, email, 'password_reset');
  return { response, token: tokenFrom(message?.link), link: message?.link };
}

describe('password reset', () => {
  it('answers with the neutral confirmation whatever the address, and mails only real accounts', async () => {
    const { email } = await verifiedCustomer(app);
    const ghost = uniqueEmail('ghost');
    const known = await testBrowser(app).post('/api/auth/forgot-password', { email });
    const unknown = await testBrowser(app).post('/api/auth/forgot-password', { email: ghost });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toMatch(/^If an account exists with that email address\.\.\.|^If an account exists with that email address/);
    expect(await messageCount(app.orm, email, 'password_reset')).toBe(1);
    expect(await messageCount(app.orm, ghost)).toBe(0);
  });

  it('resets with the link once, signs out every session, and the new password works', async () => {
    const { email, password } = await verifiedCustomer(app);
    const signedIn = testBrowser(app);
    await signIn(signedIn, email, password, true);
    const { token, link } = await requestReset(email);
    expect(link).toMatch(/^http:\/\/localhost:4000\/reset-password\?token=/);

    const reset = await testBrowser(app).post('/api/auth/reset-password', { token, password: 'NewSecret!9' });
    expect(reset.body).toEqual({ success: true, message: PASSWORD_RESET.done });
    expect((await signedIn.graphql('query { me { email } }')).body.data.me).toBeNull();
    expect((await signIn(testBrowser(app), email, password)).status).toBe(401);
    expect((await signIn(testBrowser(app), email, 'NewSecret!9')).status).toBe(200);

    const reused = await testBrowser(app).post('/api/auth/reset-password', { token, password: 'Another!99' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('Invalid or expired password reset token.');
  });

  it('links expire after an hour', async () => {
    const { email, password } = await verifiedCustomer(app);
    const { token } = await requestReset(email);
    await sql(app.orm, "update account_token set expires_at = now() - interval '1 second' where email = ? and purpose = 'password_reset'", [email]);
    const response = await testBrowser(app).post('/api/auth/reset-password', { token, password: 'NewSecret!9' });
    expect(response.body.error.message).toBe('Invalid or expired password reset token.');
    expect((await signIn(testBrowser(app), email, password)).status).toBe(200);
  });

  it('sends one link a minute per address, still answering neutrally', async () => {
    const { email } = await verifiedCustomer(app);
    await requestReset(email);
    const again = await testBrowser(app).post('/api/auth/forgot-password', { email });
    expect(again.status).toBe(200);
    expect(await messageCount(app.orm, email, 'password_reset')).toBe(1);
  });

  it('aliased requests in one document send one email', async () => {
    const { email } = await verifiedCustomer(app);
    const aliases = Array.from({ length: 10 }, (_, i) => `r${i}: requestPasswordReset(email: "${email}") { success message }`).join('\n');
    const result = await testBrowser(app).graphql(`mutation { ${aliases} }`);
    expect(Object.keys(result.body.data)).toHaveLength(10);
    expect(await messageCount(app.orm, email, 'password_reset')).toBe(1);
  }, 20_000);

  it('validates: a proper domain', async () => {
    const noDot = await testBrowser(app).post('/api/auth/forgot-password', { email: 'amelia@localhost' });
    expect(noDot.body.error.message).toBe('Please provide a valid email address with a proper domain.');
  });

  it("a new password follows registration's rule: 8+ with upper, lower, digit and special, with its messages", async () => {
    const { email, password } = await verifiedCustomer(app);
    const { token } = await requestReset(email);
    const attempt = (newPassword: string) => testBrowser(app).post('/api/auth/reset-password', { token, password: newPassword });
    const refused: [string, string][] = [
      ['Ab1!xyz', 'Password must be at least 8 characters'],
      ['ab1!wxyz', 'Password must contain at least one uppercase letter'],
      ['AB1!WXYZ', 'Password must contain at least one lowercase letter'],
      ['Abc!wxyz', 'Password must contain at least one number'],
      ['Ab12wxyz', 'Password must contain at least one special character (@$!%*?&)'],
    ];
    for (const [weak, message] of refused) {
      const response = await attempt(weak);
      expect(response.status, weak).toBe(400);
      expect(response.body.error.message, weak).toBe(message);
    }
    // The GraphQL mutation uses the same rule.
    const viaGraphql = await testBrowser(app).graphql('mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { message } }', { t: token, p: 'Ab12wxyz' });
    expect(viaGraphql.body.errors[0].message).toBe('Password must contain at least one special character (@$!%*?&)');
    // Refused passwords leave the link usable and the old password in place.
    expect((await signIn(testBrowser(app), email, password)).status).toBe(200);
    const accepted = await attempt('Ab1!wxyz');
    expect(accepted.body).toEqual({ success: true, message: PASSWORD_RESET.done });
    expect((await signIn(testBrowser(app), email, 'Ab1!wxyz')).status).toBe(200);
  });
});

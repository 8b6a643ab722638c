import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import type { AccountLockNotice } from './account-lock-notice';
import { parseInput } from './account-input';
import { loginSchema } from '@aurum/rules/accounts/account-rules';
import { verifyAgainstDecoy, verifyPassword } from './password-hasher';
import { LIMITS } from './account-limits';
import { minutes, type LimitState, type RateLimiter } from '../../common/rate-limit/rate-limiter';
import type { DeviceCookie } from './device-cookie';
import type { KnownDevices } from './known-devices';
import type { ClientInfo, SessionService } from './session.service';
import { isAdminUser, User } from './user.entity';

export const SIGN_IN = {
  invalid: 'Invalid email or password',
  /** Mentions email verification: the auth page opens the resend dialog (§4). */
  emailNotVerified: 'Email not verified. Please verify your email address using the link we sent you.',
  /** The exact text the auth page routes to /verify-phone (§4). */
  phoneNotVerified: 'Phone number not verified',
  adminRequired: 'Admin access required',
  tooMany: (seconds: number) => `Too many sign-in attempts. Please try again in ${minutes(seconds)} minutes.`,
} as const;

export interface SignInResult {
  user: User;
  token: string;
  persistent: boolean;
  /** This browser's device cookie for the account: from now on it is a browser that has signed in before. */
  device: DeviceCookie;
}

/**
 * Email and password to a session. Checks run in this order so that nothing
 * about an account shows before its password is proven: rate limits,
 * password (with a decoy check for unknown emails), verification, role.
 */
export class SignInService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionService,
    private readonly lockNotice: AccountLockNotice,
    private readonly devices: KnownDevices,
  ) {}

  async signIn(input: unknown, client: ClientInfo, options: { adminOnly?: boolean } = {}): Promise<SignInResult> {
    const { email, password, rememberMe } = parseInput(loginSchema, input);
    const { user, device } = await this.checkCredentials(email, password, client);

    if (!user.emailVerified) throw new AppError('FORBIDDEN', SIGN_IN.emailNotVerified, { reason: 'EMAIL_NOT_VERIFIED' });
    // §6: both verifications before sign-in. A short-form account has no phone yet: the password is
    // proven here, so it is safe to say so, and /verify-phone asks for the number first.
    if (!user.phoneVerified) {
      throw new AppError('FORBIDDEN', SIGN_IN.phoneNotVerified, { reason: user.phone ? 'PHONE_NOT_VERIFIED' : 'PHONE_MISSING' });
    }
    if (options.adminOnly && !isAdminUser(user)) throw new AppError('FORBIDDEN', SIGN_IN.adminRequired, { reason: 'ADMIN_REQUIRED' });

    const { token } = await this.sessions.start(user, rememberMe, client);
    return { user, token, persistent: rememberMe, device: await this.devices.issue(email, device) };
  }

  /** An email and its password under the sign-in limits (checkCredentials); fails with 'Invalid email or password'. */
  async verifyCredentials(email: string, password: string, client: ClientInfo): Promise<User> {
    return (await this.checkCredentials(email, password, client)).user;
  }

  /**
   * An email and its password, with a decoy hash for unknown emails so the answer takes as long either way, under
   * the sign-in limits: per address; and per account (OWASP's device cookies, issue 31) — a browser that has signed
   * in to the account before tries on its own counter, every other browser on the account's and its address's.
   * Attempts are counted before the check, so a burst of parallel guesses cannot pass together.
   */
  private async checkCredentials(email: string, password: string, client: ClientInfo): Promise<{ user: User; device?: string }> {
    const device = await this.devices.recognise(email, client.deviceCookies);
    await this.limiter.assertAllowed(LIMITS.signInIp, client.ip, SIGN_IN.tooMany);
    const counted = device ? await this.countKnownDevice(email, device) : await this.countNewBrowser(email, client.ip);

    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
    const passwordOk = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!user || !passwordOk) {
      await this.limiter.record(LIMITS.signInIp, client.ip);
      // This failure locks the account for new browsers, or for this address: its owner hears of it, with a way back in.
      if (user && counted.account && counted.account.count >= LIMITS.signInAccount.capacity) await this.lockNotice.sendAccountLock(user);
      else if (user && counted.address && counted.address.count >= LIMITS.signInAccountIp.capacity) await this.lockNotice.send(user, client.ip);
      throw new AppError('UNAUTHENTICATED', SIGN_IN.invalid);
    }
    if (device) await this.limiter.clear(LIMITS.signInDevice, `${email}|${device}`);
    else {
      await this.limiter.clear(LIMITS.signInAccountIp, `${email}|${client.ip}`);
      // Only failures count against the account; an attacker's failures are not forgiven by the owner's success.
      await this.limiter.giveBack(LIMITS.signInAccount, email);
    }
    return { user, device };
  }

  private async countKnownDevice(email: string, device: string): Promise<{ account?: LimitState; address?: LimitState }> {
    await this.limiter.consume(LIMITS.signInDevice, `${email}|${device}`, SIGN_IN.tooMany);
    return {};
  }

  private async countNewBrowser(email: string, ip: string): Promise<{ account?: LimitState; address?: LimitState }> {
    const address = await this.limiter.consume(LIMITS.signInAccountIp, `${email}|${ip}`, SIGN_IN.tooMany);
    const account = await this.limiter.consume(LIMITS.signInAccount, email, SIGN_IN.tooMany);
    return { account, address };
  }

  /** Re-authentication before sensitive changes (email, phone, password), under the same limits as sign-in. */
  async confirmPassword(userId: number, password: string, client: ClientInfo): Promise<User> {
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['passwordHash'] });
    const accountKey = `${user.email}|${client.ip}`;
    await this.limiter.consume(LIMITS.signInAccountIp, accountKey, SIGN_IN.tooMany);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError('BAD_USER_INPUT', 'Your current password is not correct.', {
        fields: [{ field: 'currentPassword', messages: ['Your current password is not correct.'] }],
      });
    }
    await this.limiter.clear(LIMITS.signInAccountIp, accountKey);
    return user;
  }
}

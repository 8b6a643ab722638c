import type { EntityManager } from '@mikro-orm/postgresql';
import { randomInt } from 'node:crypto';
import { AppError } from '../../common/errors';
import { sameDigest, type AccountKeys } from './account-keys';
import { parseInput, withMinimumDuration, NEUTRAL_ANSWER_MS } from './account-input';
import { accountMessages } from './account-messages';
import { MESSAGES, resendVerificationSchema, verifyOtpSchema } from './account-rules';
import type { MessageTransport } from './message-transport';
import { PhoneCode } from './phone-code.entity';
import { LIMITS, minutes, rateLimited, type RateLimiter } from './rate-limiter';
import type { ClientInfo } from './session.service';
import { User } from './user.entity';

/** Spec §9 and the issue: 6 digits, valid 10 minutes, 60 seconds between sends, 5 tries per code. */
export const PHONE_CODE = { ttlMs: 10 * 60 * 1000, maxAttempts: 5 } as const;

export const PHONE_VERIFICATION = {
  sent: 'If this account has a phone number awaiting verification, we have sent it a 6-digit code.',
  verified: 'Phone number verified successfully. You can now sign in.',
  invalid: MESSAGES.otpInvalid,
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
  tooManyChecks: (seconds: number) => `Too many attempts. Please try again in ${minutes(seconds)} minutes.`,
} as const;

export class PhoneVerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: AccountKeys,
    private readonly limiter: RateLimiter,
    private readonly transport: MessageTransport,
  ) {}

  /** Sends a new code to the account's phone; the same answer for every address. */
  async sendCode(input: unknown): Promise<string> {
    const { email } = parseInput(resendVerificationSchema, input);
    const cooldown = await this.limiter.state(LIMITS.otpResendCooldown, email);
    if (cooldown.limited) throw rateLimited(PHONE_VERIFICATION.cooldown(cooldown.retryAfterSeconds), cooldown.retryAfterSeconds);
    await this.limiter.record(LIMITS.otpResendCooldown, email);
    return withMinimumDuration(NEUTRAL_ANSWER_MS, async () => {
      const user = await this.em.findOne(User, { email });
      if (!user?.phone || user.phoneVerified) return PHONE_VERIFICATION.sent;
      const smsLimit = await this.limiter.state(LIMITS.messagesPerRecipient, user.phone);
      if (smsLimit.limited) return PHONE_VERIFICATION.sent;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // A new code replaces any earlier one.
      await this.em.nativeUpdate(PhoneCode, { user, usedAt: null }, { usedAt: new Date() });
      this.em.create(PhoneCode, {
        user,
        phone: user.phone,
        codeHash: await this.codeHash(user.id, code),
        expiresAt: new Date(Date.now() + PHONE_CODE.ttlMs),
      });
      await this.em.flush();
      await this.limiter.record(LIMITS.messagesPerRecipient, user.phone);
      await this.transport.send(accountMessages.phoneCode(user.phone, code));
      return PHONE_VERIFICATION.sent;
    });
  }

  /**
   * Checks a code. Every failure reads 'Invalid verification code', whether the
   * code is wrong, expired, used up or the address unknown; wrong tries are
   * limited per code, per account and per network address.
   */
  async verify(input: unknown, client: ClientInfo): Promise<string> {
    const { email, otp } = parseInput(verifyOtpSchema, input);
    await this.limiter.assertAllowed(LIMITS.codeChecksIp, client.ip, PHONE_VERIFICATION.tooManyChecks);
    await this.limiter.assertAllowed(LIMITS.codeChecksAccount, email, PHONE_VERIFICATION.tooManyChecks);

    const user = await this.em.findOne(User, { email });
    const code = user
      ? await this.em.findOne(PhoneCode, { user, usedAt: null, expiresAt: { $gt: new Date() } }, { orderBy: { createdAt: 'desc' } })
      : null;
    if (!user || !code || code.phone !== user.phone) return this.fail(email, client);

    // Count the try before comparing, atomically, so parallel guesses share the code's budget.
    const [row] = await this.em
      .getConnection()
      .execute<{ attempts: number }[]>('update phone_code set attempts = attempts + 1 where id = ? returning attempts', [code.id]);
    if (row.attempts > PHONE_CODE.maxAttempts) {
      await this.em.nativeUpdate(PhoneCode, { id: code.id }, { usedAt: new Date() });
      return this.fail(email, client);
    }
    if (!sameDigest(code.codeHash, await this.codeHash(user.id, otp))) {
      if (row.attempts === PHONE_CODE.maxAttempts) await this.em.nativeUpdate(PhoneCode, { id: code.id }, { usedAt: new Date() });
      return this.fail(email, client);
    }
    const claimed = await this.em.nativeUpdate(PhoneCode, { id: code.id, usedAt: null }, { usedAt: new Date() });
    if (claimed === 0) return this.fail(email, client);
    user.phoneVerified = true;
    await this.em.flush();
    return PHONE_VERIFICATION.verified;
  }

  private codeHash(userId: number, code: string): Promise<string> {
    return this.keys.digest(this.em, `phone:${userId}:${code}`);
  }

  private async fail(email: string, client: ClientInfo): Promise<never> {
    await this.limiter.record(LIMITS.codeChecksIp, client.ip);
    await this.limiter.record(LIMITS.codeChecksAccount, email);
    throw new AppError('BAD_REQUEST', PHONE_VERIFICATION.invalid);
  }
}

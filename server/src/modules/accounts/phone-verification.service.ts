import type { EntityManager } from '@mikro-orm/postgresql';
import { randomInt } from 'node:crypto';
import { AppError } from '../../common/errors';
import { sameDigest, type AccountKeys } from './account-keys';
import { parseInput, withMinimumDuration, NEUTRAL_ANSWER_MS } from './account-input';
import { accountMessages } from './account-messages';
import { addPhoneSchema, MESSAGES, resendVerificationSchema, verifyOtpSchema } from '@aurum/rules/accounts/account-rules';
import type { MessageTransport } from '../messaging/message-transport';
import { PhoneCode } from './phone-code.entity';
import { LIMITS } from './account-limits';
import { minutes, rateLimited, type RateLimiter } from '../../common/rate-limit/rate-limiter';
import type { ClientInfo } from './session.service';
import type { SignInService } from './sign-in.service';
import { User } from './user.entity';

/** Spec §9 and the issue: 6 digits, valid 10 minutes, 60 seconds between sends, 5 tries per code. */
export const PHONE_CODE = { ttlMs: 10 * 60 * 1000, maxAttempts: 5 } as const;

export const PHONE_VERIFICATION = {
  sent: 'If this account has a phone number awaiting verification, we have sent it a 6-digit code.',
  verified: 'Phone number verified successfully. You can now sign in.',
  invalid: MESSAGES.otpInvalid,
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
  codeSentTo: (phone: string) => `We have sent a 6-digit code to ${phone}.`,
  alreadyVerified: 'Your phone number is already verified. Please sign in.',
  tooManyChecks: (seconds: number) => `Too many attempts. Please try again in ${minutes(seconds)} minutes.`,
} as const;

export class PhoneVerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: AccountKeys,
    private readonly limiter: RateLimiter,
    private readonly transport: MessageTransport,
    private readonly signIn: SignInService,
  ) {}

  /** Sends a new code to the account's phone; the same answer for every address. */
  async sendCode(input: unknown): Promise<string> {
    const { email } = parseInput(resendVerificationSchema, input);
    await this.startCooldown(email);
    return withMinimumDuration(NEUTRAL_ANSWER_MS, async () => {
      const user = await this.em.findOne(User, { email });
      if (user?.phone && !user.phoneVerified) await this.issueCode(user, user.phone);
      return PHONE_VERIFICATION.sent;
    });
  }

  /**
   * The phone to verify, for an account that has none yet (short form) or
   * whose number is not verified (a typo at registration). Nobody is signed
   * in before both verifications, so the password proves the account.
   */
  async addPhone(input: unknown, client: ClientInfo): Promise<{ message: string; phone: string }> {
    const { email, password, phone } = parseInput(addPhoneSchema(), input);
    const user = await this.signIn.verifyCredentials(email, password, client);
    if (user.phoneVerified) throw new AppError('BAD_REQUEST', PHONE_VERIFICATION.alreadyVerified);
    await this.startCooldown(email);
    user.phone = phone;
    await this.em.flush();
    await this.issueCode(user, phone);
    return { message: PHONE_VERIFICATION.codeSentTo(phone), phone };
  }

  /** §9: 60 seconds between codes for one account, known or not. */
  private async startCooldown(email: string): Promise<void> {
    const cooldown = await this.limiter.state(LIMITS.otpResendCooldown, email);
    if (cooldown.limited) throw rateLimited(PHONE_VERIFICATION.cooldown(cooldown.retryAfterSeconds), cooldown.retryAfterSeconds);
    await this.limiter.record(LIMITS.otpResendCooldown, email);
  }

  /** A new code replacing any earlier one, unless the number has had its messages for the hour. */
  private async issueCode(user: User, phone: string): Promise<void> {
    const smsLimit = await this.limiter.state(LIMITS.messagesPerRecipient, phone);
    if (smsLimit.limited) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(Date.now() + PHONE_CODE.ttlMs);
    await this.em.nativeUpdate(PhoneCode, { user, usedAt: null }, { usedAt: new Date() });
    this.em.create(PhoneCode, {
      user,
      phone,
      codeHash: await this.codeHash(user.id, code),
      expiresAt,
    });
    await this.em.flush();
    await this.limiter.record(LIMITS.messagesPerRecipient, phone);
    await this.transport.send(accountMessages.phoneCode(phone, code, expiresAt));
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

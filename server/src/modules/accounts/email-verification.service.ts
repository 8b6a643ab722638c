import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { newToken, type AccountKeys } from './account-keys';
import { parseInput, withMinimumDuration, NEUTRAL_ANSWER_MS } from './account-input';
import { accountMessages } from './account-messages';
import { emailTokenSchema, resendVerificationSchema } from '@aurum/rules/accounts/account-rules';
import type { AccountSettings } from './account-settings';
import { AccountToken } from './account-token.entity';
import type { MessageTransport } from '../messaging/message-transport';
import { LIMITS } from './account-limits';
import { minutes, rateLimited, type RateLimiter } from '../../common/rate-limit/rate-limiter';
import type { ClientInfo } from './session.service';
import { User } from './user.entity';

/** Spec §9: an email verification link is valid 48 hours. */
export const EMAIL_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

export const EMAIL_VERIFICATION = {
  verified: 'Email verified successfully. Now verify your phone number.',
  alreadyVerified: 'Your email address is already verified.',
  invalid: 'Invalid verification token.',
  expired: 'Invalid or expired verification token.',
  resent: 'If an account with that email address is awaiting verification, we have sent a new verification link.',
  cooldown: (seconds: number) => `You can request another verification email in ${seconds} seconds.`,
  tooManyChecks: (seconds: number) => `Too many verification attempts. Please try again in ${minutes(seconds)} minutes.`,
} as const;

export type EmailVerificationStatus = 'success' | 'already-verified';

export interface EmailVerificationResult {
  status: EmailVerificationStatus;
  message: string;
  email: string;
  phone: string | null;
}

export class EmailVerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: AccountKeys,
    private readonly limiter: RateLimiter,
    private readonly transport: MessageTransport,
    private readonly settings: AccountSettings,
  ) {}

  /** A fresh single-use link, valid 48 hours; earlier unused links stop working. */
  async issue(user: User): Promise<void> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + EMAIL_TOKEN_TTL_MS);
    await this.em.nativeUpdate(AccountToken, { user, purpose: 'email_verification', usedAt: null }, { usedAt: new Date() });
    this.em.create(AccountToken, {
      tokenHash: await this.keys.digest(this.em, token),
      user,
      purpose: 'email_verification',
      email: user.email,
      expiresAt,
    });
    await this.em.flush();
    await this.limiter.record(LIMITS.messagesPerRecipient, user.email);
    const link = `${this.settings.publicUrl}/verify-email?token=${token}&email=${encodeURIComponent(user.email)}`;
    await this.transport.send(accountMessages.emailVerification(user.email, link, expiresAt));
  }

  async verify(rawToken: unknown, client: ClientInfo): Promise<EmailVerificationResult> {
    const token = parseInput(emailTokenSchema, rawToken);
    await this.limiter.assertAllowed(LIMITS.codeChecksIp, client.ip, EMAIL_VERIFICATION.tooManyChecks);
    const record = await this.em.findOne(
      AccountToken,
      { tokenHash: await this.keys.digest(this.em, token), purpose: 'email_verification' },
      { populate: ['user'] },
    );
    const user = record?.user;
    if (!record || !user || record.email !== user.email) return this.fail(client, EMAIL_VERIFICATION.invalid);
    if (user.emailVerified) return this.result(user, 'already-verified');
    if (record.usedAt || record.expiresAt.getTime() <= Date.now()) return this.fail(client, EMAIL_VERIFICATION.expired);

    // Single use even under a double click: only one request can flip usedAt.
    const claimed = await this.em.nativeUpdate(AccountToken, { id: record.id, usedAt: null }, { usedAt: new Date() });
    if (claimed === 0) return this.fail(client, EMAIL_VERIFICATION.expired);
    user.emailVerified = true;
    await this.em.flush();
    return this.result(user, 'success');
  }

  /** The resend forms: the same answer, in the same time, for every address; 60 seconds between requests. */
  async resend(input: unknown): Promise<string> {
    const { email } = parseInput(resendVerificationSchema, input);
    const cooldown = await this.limiter.state(LIMITS.emailResendCooldown, email);
    if (cooldown.limited) throw rateLimited(EMAIL_VERIFICATION.cooldown(cooldown.retryAfterSeconds), cooldown.retryAfterSeconds);
    await this.limiter.record(LIMITS.emailResendCooldown, email);
    return withMinimumDuration(NEUTRAL_ANSWER_MS, async () => {
      const user = await this.em.findOne(User, { email });
      const mailLimit = await this.limiter.state(LIMITS.messagesPerRecipient, email);
      if (user && !user.emailVerified && !mailLimit.limited) await this.issue(user);
      return EMAIL_VERIFICATION.resent;
    });
  }

  private result(user: User, status: EmailVerificationStatus): EmailVerificationResult {
    const message = status === 'success' ? EMAIL_VERIFICATION.verified : EMAIL_VERIFICATION.alreadyVerified;
    return { status, message, email: user.email, phone: user.phone ?? null };
  }

  private async fail(client: ClientInfo, message: string): Promise<never> {
    await this.limiter.record(LIMITS.codeChecksIp, client.ip);
    throw new AppError('BAD_REQUEST', message);
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { newToken, type AccountKeys } from './account-keys';
import { parseInput, withMinimumDuration, NEUTRAL_ANSWER_MS } from './account-input';
import { accountMessages } from './account-messages';
import { forgotPasswordSchema, resetPasswordPayloadSchema } from '@aurum/rules/accounts/account-rules';
import type { AccountSettings } from './account-settings';
import { AccountToken } from './account-token.entity';
import type { MessageTransport } from '../messaging/message-transport';
import { hashPassword } from './password-hasher';
import { LIMITS } from './account-limits';
import { minutes, type RateLimiter } from '../../common/rate-limit/rate-limiter';
import type { ClientInfo, SessionService } from './session.service';
import { User } from './user.entity';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const PASSWORD_RESET = {
  requested: 'If an account exists with that email address, we have sent a link to reset your password. Please check your inbox.',
  done: 'Your password has been reset. You can now sign in with your new password.',
  invalid: 'Invalid or expired password reset token.',
  tooManyChecks: (seconds: number) => `Too many attempts. Please try again in ${minutes(seconds)} minutes.`,
} as const;

export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: AccountKeys,
    private readonly limiter: RateLimiter,
    private readonly transport: MessageTransport,
    private readonly sessions: SessionService,
    private readonly settings: AccountSettings,
  ) {}

  /** The neutral confirmation whatever the address, in the same time; one link a minute per address. */
  async request(input: unknown): Promise<string> {
    const { email } = parseInput(forgotPasswordSchema, input);
    return withMinimumDuration(NEUTRAL_ANSWER_MS, async () => {
      const cooldown = await this.limiter.state(LIMITS.resetRequestCooldown, email);
      const mailLimit = await this.limiter.state(LIMITS.messagesPerRecipient, email);
      if (cooldown.limited || mailLimit.limited) return PASSWORD_RESET.requested;
      await this.limiter.record(LIMITS.resetRequestCooldown, email);
      const user = await this.em.findOne(User, { email });
      if (!user) return PASSWORD_RESET.requested;
      const { link, expiresAt } = await this.issueLink(user);
      await this.limiter.record(LIMITS.messagesPerRecipient, email);
      await this.transport.send(accountMessages.passwordReset(email, link, expiresAt));
      return PASSWORD_RESET.requested;
    });
  }

  /** A new single-use reset link for the account (earlier unused ones stop working); the caller sends it. */
  async issueLink(user: User): Promise<{ link: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
    await this.em.nativeUpdate(AccountToken, { user, purpose: 'password_reset', usedAt: null }, { usedAt: new Date() });
    this.em.create(AccountToken, {
      tokenHash: await this.keys.digest(this.em, token),
      user,
      purpose: 'password_reset',
      email: user.email,
      expiresAt,
    });
    await this.em.flush();
    return { link: `${this.settings.publicUrl}/reset-password?token=${token}`, expiresAt };
  }

  /** Sets the new password, uses up the link and signs the account out everywhere. */
  async reset(input: unknown, client: ClientInfo): Promise<string> {
    const { token, password } = parseInput(resetPasswordPayloadSchema, input);
    await this.limiter.assertAllowed(LIMITS.codeChecksIp, client.ip, PASSWORD_RESET.tooManyChecks);
    const record = await this.em.findOne(
      AccountToken,
      { tokenHash: await this.keys.digest(this.em, token), purpose: 'password_reset', usedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['user'] },
    );
    if (!record || record.email !== record.user.email) return this.fail(client);
    const claimed = await this.em.nativeUpdate(AccountToken, { id: record.id, usedAt: null }, { usedAt: new Date() });
    if (claimed === 0) return this.fail(client);
    const user = record.user;
    user.passwordHash = await hashPassword(password);
    // Following the link proves the address is theirs.
    user.emailVerified = true;
    await this.em.flush();
    await this.sessions.endAll(user.id);
    return PASSWORD_RESET.done;
  }

  private async fail(client: ClientInfo): Promise<never> {
    await this.limiter.record(LIMITS.codeChecksIp, client.ip);
    throw new AppError('BAD_REQUEST', PASSWORD_RESET.invalid);
  }
}

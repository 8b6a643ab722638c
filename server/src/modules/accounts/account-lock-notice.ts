import type { MessageTransport, OutgoingMessage } from '../messaging/message-transport';
import { accountMessages } from './account-messages';
import type { PasswordResetService } from './password-reset.service';
import { LIMITS } from './account-limits';
import type { RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter';
import type { User } from './user.entity';

/**
 * Tells an account's owner that sign-ins are paused, with a reset link: from one address (the 10th failure per
 * account and address) or from every browser that has not signed in before (the 20th failure per account from
 * those, issue 31; README "Limits"). Once an hour per account and address, or per account, and within the
 * per-recipient cap, so a persistent attacker cannot turn the lock into a mail bomb.
 */
export class AccountLockNotice {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly transport: MessageTransport,
    private readonly passwordReset: PasswordResetService,
  ) {}

  /** Sign-ins to `user` from `address` are paused. */
  async send(user: User, address: string): Promise<void> {
    await this.once(LIMITS.lockNotice, `${user.email}|${address}`, user, (resetLink, expiresAt) =>
      accountMessages.accountLocked(user.email, {
        address,
        failures: LIMITS.signInAccountIp.capacity,
        minutes: LIMITS.signInAccountIp.windowSeconds / 60,
        resetLink,
        expiresAt,
      }),
    );
  }

  /** Sign-ins to `user` from browsers that have not signed in to it before are paused, wherever they are. */
  async sendAccountLock(user: User): Promise<void> {
    await this.once(LIMITS.accountLockNotice, user.email, user, (resetLink, expiresAt) =>
      accountMessages.accountLockedForNewBrowsers(user.email, {
        failures: LIMITS.signInAccount.capacity,
        minutes: LIMITS.signInAccount.windowSeconds / 60,
        resetLink,
        expiresAt,
      }),
    );
  }

  private async once(limit: RateLimit, key: string, user: User, message: (resetLink: string, expiresAt: Date) => OutgoingMessage): Promise<void> {
    const [notice, mail] = await Promise.all([this.limiter.state(limit, key), this.limiter.state(LIMITS.messagesPerRecipient, user.email)]);
    if (notice.limited || mail.limited) return;
    await this.limiter.record(limit, key);
    await this.limiter.record(LIMITS.messagesPerRecipient, user.email);
    const { link, expiresAt } = await this.passwordReset.issueLink(user);
    await this.transport.send(message(link, expiresAt));
  }
}

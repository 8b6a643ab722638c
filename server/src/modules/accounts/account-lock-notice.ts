import type { MessageTransport } from '../messaging/message-transport';
import { accountMessages } from './account-messages';
import type { PasswordResetService } from './password-reset.service';
import { LIMITS } from './account-limits';
import type { RateLimiter } from '../../common/rate-limit/rate-limiter';
import type { User } from './user.entity';

/**
 * Tells an account's owner that sign-ins from one address are paused (the
 * 10th failure per account and address, README "Limits"), with a reset link.
 * Once an hour per account and address, and within the per-recipient cap, so
 * a persistent attacker cannot turn the lock into a mail bomb.
 */
export class AccountLockNotice {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly transport: MessageTransport,
    private readonly passwordReset: PasswordResetService,
  ) {}

  async send(user: User, address: string): Promise<void> {
    const key = `${user.email}|${address}`;
    const [notice, mail] = await Promise.all([
      this.limiter.state(LIMITS.lockNotice, key),
      this.limiter.state(LIMITS.messagesPerRecipient, user.email),
    ]);
    if (notice.limited || mail.limited) return;
    await this.limiter.record(LIMITS.lockNotice, key);
    await this.limiter.record(LIMITS.messagesPerRecipient, user.email);
    const { link, expiresAt } = await this.passwordReset.issueLink(user);
    await this.transport.send(
      accountMessages.accountLocked(user.email, {
        address,
        failures: LIMITS.signInAccountIp.capacity,
        minutes: LIMITS.signInAccountIp.windowSeconds / 60,
        resetLink: link,
        expiresAt,
      }),
    );
  }
}

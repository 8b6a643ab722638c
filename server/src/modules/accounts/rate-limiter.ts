import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';

export interface RateLimit {
  bucket: string;
  max: number;
  windowMs: number;
  /** Keyed by network address alone: addresses in RATE_LIMIT_EXEMPT_ADDRESSES (loopback in development) are not counted. */
  perAddress?: boolean;
}

const NO_EXEMPTIONS: ReadonlySet<string> = new Set();

const MINUTE = 60_000;

/** Every limit of the accounts area; keys are normalised emails, IP addresses or both. */
export const LIMITS = {
  /** Failed sign-ins for one account from one address. */
  signInAccountIp: { bucket: 'sign_in_account_ip', max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address, whatever the account (credential stuffing). */
  signInIp: { bucket: 'sign_in_ip', max: 50, windowMs: 15 * MINUTE, perAddress: true },
  /** The "account locked" email: once an hour per account and address, however often the sliding window refills. */
  lockNotice: { bucket: 'sign_in_lock_notice', max: 1, windowMs: 60 * MINUTE },
  /** The 60-second cooldowns of §9, per email (known or not, so they reveal nothing). */
  emailResendCooldown: { bucket: 'email_resend', max: 1, windowMs: MINUTE },
  otpResendCooldown: { bucket: 'otp_resend', max: 1, windowMs: MINUTE },
  resetRequestCooldown: { bucket: 'reset_request', max: 1, windowMs: MINUTE },
  /** Messages to one recipient per hour, whatever their kind: no mail or SMS bombing. */
  messagesPerRecipient: { bucket: 'messages_per_recipient', max: 6, windowMs: 60 * MINUTE },
  /** Wrong codes and tokens tried from one address. */
  codeChecksIp: { bucket: 'code_checks_ip', max: 30, windowMs: 15 * MINUTE, perAddress: true },
  /** Wrong codes tried for one account, across all its codes. */
  codeChecksAccount: { bucket: 'code_checks_account', max: 15, windowMs: 60 * MINUTE },
  registrationsIp: { bucket: 'registrations_ip', max: 20, windowMs: 60 * MINUTE, perAddress: true },
  newsletterIp: { bucket: 'newsletter_ip', max: 20, windowMs: 60 * MINUTE, perAddress: true },
} satisfies Record<string, RateLimit>;

export interface LimitState {
  count: number;
  limited: boolean;
  retryAfterSeconds: number;
}

/**
 * Sliding-window counters kept in PostgreSQL (rate_limit_event), so limits
 * hold across server processes and restarts. Each attempt, including each
 * alias of a GraphQL document, goes through here.
 */
export class RateLimiter {
  constructor(
    private readonly em: EntityManager,
    private readonly exemptAddresses: ReadonlySet<string> = NO_EXEMPTIONS,
  ) {}

  private exempt(limit: RateLimit, key: string): boolean {
    return Boolean(limit.perAddress) && this.exemptAddresses.has(key);
  }

  async state(limit: RateLimit, key: string): Promise<LimitState> {
    if (this.exempt(limit, key)) return { count: 0, limited: false, retryAfterSeconds: 0 };
    const since = new Date(Date.now() - limit.windowMs);
    const [row] = await this.em
      .getConnection()
      .execute<{ count: number; oldest: Date | null }[]>(
        'select count(*)::int as count, min(created_at) as oldest from rate_limit_event where bucket = ? and key = ? and created_at > ?',
        [limit.bucket, key, since],
      );
    const limited = row.count >= limit.max;
    const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
    const retryAfterSeconds = limited ? Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000)) : 0;
    return { count: row.count, limited, retryAfterSeconds };
  }

  async record(limit: RateLimit, key: string): Promise<void> {
    if (this.exempt(limit, key)) return;
    await this.em
      .getConnection()
      .execute('insert into rate_limit_event (bucket, key, created_at) values (?, ?, ?)', [limit.bucket, key, new Date()]);
    // Old events are worthless: trim now and then instead of running a cleaner process.
    if (Math.random() < 0.02) {
      await this.em.getConnection().execute("delete from rate_limit_event where created_at < now() - interval '1 day'");
    }
  }

  async clear(limit: RateLimit, key: string): Promise<void> {
    await this.em.getConnection().execute('delete from rate_limit_event where bucket = ? and key = ?', [limit.bucket, key]);
  }

  /** Throws RATE_LIMITED with `message` when the key is at its limit. */
  async assertAllowed(limit: RateLimit, key: string, message: (retryAfterSeconds: number) => string): Promise<void> {
    const state = await this.state(limit, key);
    if (state.limited) throw rateLimited(message(state.retryAfterSeconds), state.retryAfterSeconds);
  }

  /**
   * Counts this attempt first, then checks: parallel requests each see the
   * others' rows, so a burst cannot slip past the limit together.
   */
  async consume(limit: RateLimit, key: string, message: (retryAfterSeconds: number) => string): Promise<LimitState> {
    await this.record(limit, key);
    const state = await this.state(limit, key);
    if (state.count > limit.max) throw rateLimited(message(Math.max(state.retryAfterSeconds, 1)), state.retryAfterSeconds);
    return state;
  }
}

export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds });
}

export const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

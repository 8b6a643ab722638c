import type { EntityManager } from '@mikro-orm/postgresql';
import { type RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { UploadAllowance } from './receive-upload';

const MB = 1024 * 1024;

/**
 * What one account may upload in a day across tickets, disputes and listings:
 * a window of the one rate limiter (a row of `rate_bucket` per account, in
 * PostgreSQL, so every server process spends from the same budget). The day
 * opens with the account's first upload.
 */
export const DAILY_UPLOAD_LIMIT: RateLimit = { bucket: 'upload_bytes', capacity: 200 * MB, windowSeconds: 24 * 60 * 60, refill: 'window' };

export function dailyUploadMessage(retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return `You have reached today's upload limit of ${DAILY_UPLOAD_LIMIT.capacity / MB} MB. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`;
}

/** The daily budget of one account, as `receiveUpload` spends it. */
export function dailyUploadAllowance(em: EntityManager, accountId: number, limit: RateLimit = DAILY_UPLOAD_LIMIT): UploadAllowance {
  const limiter = new RateLimiter(em);
  const key = String(accountId);
  return {
    async remaining() {
      const state = await limiter.state(limit, key);
      const bytes = Math.max(0, limit.capacity - state.count);
      // Room comes back when the day's window closes: that is the wait for anything that does not fit.
      return { bytes, retryAfterSeconds: Math.max(1, state.resetSeconds) };
    },
    async spend(bytes) {
      return (await limiter.take(limit, key, bytes)).allowed;
    },
    spentMessage: dailyUploadMessage,
  };
}

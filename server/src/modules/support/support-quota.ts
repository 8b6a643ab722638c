import { minutes, type RateLimit } from '../../common/rate-limit/rate-limiter';

/** Tickets a customer may raise per hour (VIP clients twice as many), counted per account in PostgreSQL by the one rate limiter. */
export const TICKETS_PER_HOUR = { standard: 10, vip: 20 } as const;

export function ticketLimit(isVip: boolean): RateLimit {
  return { bucket: 'support_ticket', capacity: isVip ? TICKETS_PER_HOUR.vip : TICKETS_PER_HOUR.standard, windowSeconds: 60 * 60, refill: 'window' };
}

/** The 429's message, the same over REST and GraphQL (code RATE_LIMITED). */
export function ticketQuotaMessage(isVip: boolean, retryAfterSeconds: number): string {
  const wait = minutes(retryAfterSeconds);
  return `You have reached the limit of ${ticketLimit(isVip).capacity} support tickets an hour. Please try again in ${wait} minute${wait === 1 ? '' : 's'}, or call our concierge line.`;
}

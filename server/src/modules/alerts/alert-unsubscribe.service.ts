import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { minutes, type RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { ALERT_EMAIL_NAMES } from './alert-digests';
import { ALERT_KINDS } from './alert-rules';
import { ALERT_PREFERENCE_COLUMNS } from './alert-preferences';
import type { UnsubscribeScope, UnsubscribeTokens } from './unsubscribe-token';

/** Unsubscribe requests one network address may make (page views and one-click POSTs), counted by the one rate limiter. */
export const UNSUBSCRIBE_LIMIT: RateLimit = { bucket: 'alert_unsubscribe', capacity: 30, windowSeconds: 15 * 60, refill: 'window', perAddress: true };

export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid. Sign in to choose which emails you receive.',
  invalidChoice: 'Choose what to unsubscribe from: this kind of alert email, or all alert emails.',
  tooMany: (retryAfterSeconds: number) => `Too many unsubscribe requests from your network. Please try again in ${minutes(retryAfterSeconds)} minute(s).`,
  done: (what: string) => `You have been unsubscribed from ${what}.`,
} as const;

/** What a link (or the choice made on its page) turns off, in words. */
export function scopeName(scope: UnsubscribeScope): string {
  return scope === 'ALL' ? 'all alert emails' : ALERT_EMAIL_NAMES[scope];
}

export interface UnsubscribePreview {
  /** What the link itself turns off. */
  scope: UnsubscribeScope;
  description: string;
  /** Those emails are already off. */
  alreadyOff: boolean;
}

export interface UnsubscribeOutcome {
  scope: UnsubscribeScope;
  message: string;
}

/**
 * Unsubscribing from alert emails by a signed link (RFC 8058 one-click, or the link's page): the token alone says
 * whose emails, so it works signed out; a signed-in session plays no part. Reading a link changes nothing.
 */
export class AlertUnsubscribeService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: UnsubscribeTokens,
    private readonly exemptAddresses: ReadonlySet<string>,
  ) {}

  /** What the link would turn off (the page shows it before the customer confirms). */
  async preview(token: unknown, address: string): Promise<UnsubscribePreview> {
    const claim = await this.claim(token, address);
    const kinds = claim.scope === 'ALL' ? ALERT_KINDS : [claim.scope];
    const [user] = await this.em.execute<{ on: boolean }[]>(
      `select (${kinds.map((kind) => ALERT_PREFERENCE_COLUMNS[kind].email).join(' or ')}) as "on" from app_user where id = ?`,
      [claim.userId],
    );
    if (!user) throw new AppError('BAD_REQUEST', UNSUBSCRIBE_MESSAGES.invalidLink);
    return { scope: claim.scope, description: scopeName(claim.scope), alreadyOff: !user.on };
  }

  /**
   * Turns the emails off: the link's kind, or every alert email when `choice` is ALL (a link for one kind may widen
   * to all, never to another account). Doing it again changes nothing and answers the same.
   */
  async unsubscribe(token: unknown, choice: unknown, address: string): Promise<UnsubscribeOutcome> {
    const claim = await this.claim(token, address);
    if (choice !== undefined && choice !== null && choice !== '' && choice !== 'ALL' && choice !== claim.scope) {
      throw new AppError('BAD_USER_INPUT', UNSUBSCRIBE_MESSAGES.invalidChoice);
    }
    const scope: UnsubscribeScope = choice === 'ALL' ? 'ALL' : claim.scope;
    const kinds = scope === 'ALL' ? ALERT_KINDS : [scope];
    const updated = await this.em.execute(
      `update app_user set ${kinds.map((kind) => `${ALERT_PREFERENCE_COLUMNS[kind].email} = false`).join(', ')}, updated_at = now() where id = ? returning id`,
      [claim.userId],
    );
    if (updated.length === 0) throw new AppError('BAD_REQUEST', UNSUBSCRIBE_MESSAGES.invalidLink);
    return { scope, message: UNSUBSCRIBE_MESSAGES.done(scopeName(scope)) };
  }

  private async claim(token: unknown, address: string) {
    await new RateLimiter(this.em, this.exemptAddresses).consume(UNSUBSCRIBE_LIMIT, address, UNSUBSCRIBE_MESSAGES.tooMany);
    const claim = await this.tokens.verify(this.em, token);
    if (!claim) throw new AppError('BAD_REQUEST', UNSUBSCRIBE_MESSAGES.invalidLink);
    return claim;
  }
}

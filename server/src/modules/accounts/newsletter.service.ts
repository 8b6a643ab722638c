import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from './account-input';
import { emailSchema } from '@aurum/rules/accounts/account-rules';
import { LIMITS } from './account-limits';
import { minutes, type RateLimiter } from '../../common/rate-limit/rate-limiter';
import type { ClientInfo } from './session.service';
import { z } from 'zod';

const subscribeSchema = z.object({ email: emailSchema });

/** Launch-news sign-ups: subscribing twice is the same as once. */
export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
  ) {}

  async subscribe(input: unknown, client: ClientInfo): Promise<void> {
    const { email } = parseInput(subscribeSchema, input);
    await this.limiter.consume(LIMITS.newsletterIp, client.ip, (s) => `Too many sign-ups from this network. Please try again in ${minutes(s)} minutes.`);
    await this.em
      .getConnection()
      .execute('insert into newsletter_subscriber (email, created_at) values (?, ?) on conflict (email) do nothing', [email, new Date()]);
  }
}

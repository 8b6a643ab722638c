import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { parseInput, withMinimumDuration, NEUTRAL_ANSWER_MS } from './account-input';
import { accountMessages } from './account-messages';
import { fullRegistrationPayloadSchema, shortRegistrationPayloadSchema } from '@aurum/rules/accounts/account-rules';
import type { AccountSettings } from './account-settings';
import type { MessageTransport } from '../messaging/message-transport';
import { hashPassword } from './password-hasher';
import { LIMITS } from './account-limits';
import { minutes, type RateLimiter } from '../../common/rate-limit/rate-limiter';
import type { ClientInfo } from './session.service';
import { User } from './user.entity';
import type { EmailVerificationService } from './email-verification.service';

export const REGISTRATION_SUCCESS_MESSAGE = 'Please check your email to verify your account, then verify your phone number.';

export interface RegistrationResult {
  success: true;
  message: string;
  /** What the client does next (§4): 'email' leads to /verify-email. New accounts always start there. */
  requiresVerification: 'email';
}

/** Fields only the full form sends; any of them means the full form's rules apply. */
const FULL_FORM_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'city', 'state', 'zipCode', 'country'] as const;

export type RegistrationInput = Partial<Record<(typeof FULL_FORM_FIELDS)[number] | 'username' | 'email' | 'password', string | null>>;

export class RegistrationService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly transport: MessageTransport,
    private readonly emailVerification: EmailVerificationService,
    private readonly settings: AccountSettings,
  ) {}

  /**
   * Creates an account and sends its verification link. An address that
   * already has an account gets the same answer, in the same time; its owner
   * receives an email saying so instead of a second account.
   */
  async register(input: RegistrationInput, client: ClientInfo): Promise<RegistrationResult> {
    const isFullForm = FULL_FORM_FIELDS.some((field) => input[field] !== undefined && input[field] !== null);
    const fields = isFullForm ? parseInput(fullRegistrationPayloadSchema(), input) : parseInput(shortRegistrationPayloadSchema, input);
    await this.limiter.consume(LIMITS.registrationsIp, client.ip, (s) => `Too many registrations from this network. Please try again in ${minutes(s)} minutes.`);

    return withMinimumDuration(NEUTRAL_ANSWER_MS, async () => {
      const passwordHash = await hashPassword(fields.password);
      const existing = await this.em.findOne(User, { email: fields.email });
      if (existing) {
        await this.tellOwner(existing.email);
      } else {
        const user = this.em.create(User, {
          email: fields.email,
          passwordHash,
          ...('firstName' in fields
            ? {
                username: fields.email,
                firstName: fields.firstName,
                lastName: fields.lastName,
                phone: fields.phone,
                address: fields.address,
                city: fields.city,
                county: fields.state,
                postcode: fields.zipCode.toUpperCase(),
                country: fields.country,
              }
            : { username: fields.username }),
        });
        try {
          await this.em.flush();
        } catch (error) {
          // Two registrations raced for one address: the loser is told like any taken address.
          if (!(error instanceof UniqueConstraintViolationException)) throw error;
          this.em.clear();
          await this.tellOwner(fields.email);
          return this.result();
        }
        await this.emailVerification.issue(user);
      }
      return this.result();
    });
  }

  private async tellOwner(email: string): Promise<void> {
    const { publicUrl } = this.settings;
    const state = await this.limiter.state(LIMITS.messagesPerRecipient, email);
    if (state.limited) return;
    await this.limiter.record(LIMITS.messagesPerRecipient, email);
    await this.transport.send(accountMessages.accountExists(email, `${publicUrl}/auth?mode=signin`, `${publicUrl}/forgot-password`));
  }

  private result(): RegistrationResult {
    return { success: true, message: REGISTRATION_SUCCESS_MESSAGE, requiresVerification: 'email' };
  }
}

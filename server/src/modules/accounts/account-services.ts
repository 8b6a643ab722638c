import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountDependencies } from './account-settings';
import { AccountLockNotice } from './account-lock-notice';
import { EmailVerificationService } from './email-verification.service';
import { KnownDevices } from './known-devices';
import { OutboxTransport, type MessageTransport, type MessagingDependencies } from '../messaging/message-transport';
import { NewsletterService } from './newsletter.service';
import { PasswordResetService } from './password-reset.service';
import { PhoneVerificationService } from './phone-verification.service';
import { ProfileService } from './profile.service';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { RegistrationService } from './registration.service';
import { SessionService } from './session.service';
import { SignInService } from './sign-in.service';

/** The accounts area's services for one request, each created on first use. */
export class AccountServices {
  private readonly cache = new Map<string, unknown>();

  constructor(
    private readonly em: EntityManager,
    private readonly dependencies: AccountDependencies,
    private readonly messaging: MessagingDependencies,
  ) {}

  get settings() {
    return this.dependencies.settings;
  }

  get limiter(): RateLimiter {
    return this.once('limiter', () => new RateLimiter(this.em, this.settings.rateLimitExemptAddresses));
  }

  /** Emails and SMS join the request's transaction in the outbox; the relay delivers them (messaging.ts). */
  get transport(): MessageTransport {
    return this.once('transport', () => new OutboxTransport(this.em, this.messaging));
  }

  get sessions(): SessionService {
    return this.once('sessions', () => new SessionService(this.em, this.dependencies.keys));
  }

  get signIn(): SignInService {
    return this.once(
      'signIn',
      () => new SignInService(this.em, this.limiter, this.sessions, new AccountLockNotice(this.limiter, this.transport, this.passwordReset), new KnownDevices(this.em, this.dependencies.keys)),
    );
  }

  get emailVerification(): EmailVerificationService {
    return this.once('emailVerification', () => new EmailVerificationService(this.em, this.dependencies.keys, this.limiter, this.transport, this.settings));
  }

  get phoneVerification(): PhoneVerificationService {
    return this.once('phoneVerification', () => new PhoneVerificationService(this.em, this.dependencies.keys, this.limiter, this.transport, this.signIn));
  }

  get registration(): RegistrationService {
    return this.once('registration', () => new RegistrationService(this.em, this.limiter, this.transport, this.emailVerification, this.settings));
  }

  get passwordReset(): PasswordResetService {
    return this.once('passwordReset', () => new PasswordResetService(this.em, this.dependencies.keys, this.limiter, this.transport, this.sessions, this.settings));
  }

  get profile(): ProfileService {
    return this.once('profile', () => new ProfileService(this.em, this.signIn, this.sessions, this.emailVerification));
  }

  get newsletter(): NewsletterService {
    return this.once('newsletter', () => new NewsletterService(this.em, this.limiter));
  }

  private once<T>(name: string, create: () => T): T {
    if (!this.cache.has(name)) this.cache.set(name, create());
    return this.cache.get(name) as T;
  }
}

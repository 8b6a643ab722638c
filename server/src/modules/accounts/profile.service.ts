import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { parseInput } from './account-input';
import { contactChangeSchema, passwordChangeSchema, profileSchema } from '@aurum/rules/accounts/account-rules';
import type { EmailVerificationService } from './email-verification.service';
import { hashPassword } from './password-hasher';
import type { ClientInfo, SessionService } from './session.service';
import type { SignInService } from './sign-in.service';
import { User } from './user.entity';

/** Per-kind alert preferences (issue 38); each left out stays as it is, so older clients keep working. */
export interface AlertPreferences {
  priceDropInApp?: boolean | null;
  priceDropEmail?: boolean | null;
  backInStockInApp?: boolean | null;
  backInStockEmail?: boolean | null;
  savedSearchInApp?: boolean | null;
  savedSearchEmail?: boolean | null;
}

export interface NotificationPreferences extends AlertPreferences {
  orderUpdates: boolean;
  marketing: boolean;
  sms: boolean;
}

const ALERT_PREFERENCE_FIELDS = {
  priceDropInApp: 'notifyPriceDropInApp',
  priceDropEmail: 'notifyPriceDropEmail',
  backInStockInApp: 'notifyBackInStockInApp',
  backInStockEmail: 'notifyBackInStockEmail',
  savedSearchInApp: 'notifySavedSearchInApp',
  savedSearchEmail: 'notifySavedSearchEmail',
} as const satisfies Record<keyof AlertPreferences, keyof User>;

/** The signed-in user's own account: every method takes the session's user id, never one from the client. */
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly signIn: SignInService,
    private readonly sessions: SessionService,
    private readonly emailVerification: EmailVerificationService,
  ) {}

  get(userId: number): Promise<User> {
    return this.em.findOneOrFail(User, { id: userId });
  }

  async update(userId: number, input: unknown): Promise<User> {
    const fields = parseInput(profileSchema, input);
    const user = await this.get(userId);
    user.firstName = fields.firstName;
    user.lastName = fields.lastName;
    user.address = fields.address ?? null;
    user.city = fields.city ?? null;
    user.county = fields.state ?? null;
    user.postcode = fields.zipCode?.toUpperCase() ?? null;
    user.country = fields.country ?? null;
    await this.em.flush();
    return user;
  }

  /**
   * A new email or phone, after the current password: the new one must be
   * verified again (a link for an email, a code for a phone).
   */
  async changeContact(userId: number, input: unknown, client: ClientInfo): Promise<User> {
    const fields = parseInput(contactChangeSchema(), input);
    const user = await this.signIn.confirmPassword(userId, fields.currentPassword, client);
    if (fields.email && fields.email !== user.email) {
      const taken = await this.em.count(User, { email: fields.email, id: { $ne: user.id } });
      if (taken > 0) {
        throw new AppError('CONFLICT', 'This email address cannot be used. Please choose another.', {
          fields: [{ field: 'email', messages: ['This email address cannot be used. Please choose another.'] }],
        });
      }
      user.email = fields.email;
      user.emailVerified = false;
      await this.em.flush();
      await this.emailVerification.issue(user);
    }
    if (fields.phone && fields.phone !== user.phone) {
      user.phone = fields.phone;
      user.phoneVerified = false;
    }
    await this.em.flush();
    return user;
  }

  /** A new password signs out every other browser of the account. */
  async changePassword(userId: number, sessionId: string, input: unknown, client: ClientInfo): Promise<void> {
    const fields = parseInput(passwordChangeSchema, input);
    const user = await this.signIn.confirmPassword(userId, fields.currentPassword, client);
    user.passwordHash = await hashPassword(fields.password);
    await this.em.flush();
    await this.sessions.endAll(user.id, sessionId);
  }

  async setNotifications(userId: number, preferences: NotificationPreferences): Promise<User> {
    const user = await this.get(userId);
    user.notifyOrderUpdates = preferences.orderUpdates;
    user.notifyMarketing = preferences.marketing;
    user.notifySms = preferences.sms;
    for (const [name, field] of Object.entries(ALERT_PREFERENCE_FIELDS) as [keyof AlertPreferences, (typeof ALERT_PREFERENCE_FIELDS)[keyof AlertPreferences]][]) {
      const wanted = preferences[name];
      if (typeof wanted === 'boolean') user[field] = wanted;
    }
    await this.em.flush();
    return user;
  }
}

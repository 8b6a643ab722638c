import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { isAdminUser, type User } from './user.entity';

export enum UserRoleValue {
  customer = 'customer',
  admin = 'admin',
}
registerEnumType(UserRoleValue, { name: 'UserRole', description: 'What an account may do: shop (customer) or run the shop (admin).' });

@ObjectType('NotificationPreferences', { description: 'Which messages the account holder wants.' })
export class NotificationPreferencesView {
  @Field(() => Boolean, { description: 'Emails about orders, shipping and returns.' })
  orderUpdates!: boolean;

  @Field(() => Boolean, { description: 'News of collections, events and offers.' })
  marketing!: boolean;

  @Field(() => Boolean, { description: 'SMS alerts for deliveries and appointments.' })
  sms!: boolean;

  @Field(() => Boolean, { description: 'Price drops on wishlisted pieces, in the notification centre.' })
  priceDropInApp!: boolean;

  @Field(() => Boolean, { description: 'Price drops on wishlisted pieces, by email.' })
  priceDropEmail!: boolean;

  @Field(() => Boolean, { description: 'Wishlisted pieces (or sizes) back in stock, in the notification centre.' })
  backInStockInApp!: boolean;

  @Field(() => Boolean, { description: 'Wishlisted pieces (or sizes) back in stock, by email.' })
  backInStockEmail!: boolean;

  @Field(() => Boolean, { description: 'New marketplace listings matching a saved search, in the notification centre.' })
  savedSearchInApp!: boolean;

  @Field(() => Boolean, { description: 'New marketplace listings matching a saved search, by email.' })
  savedSearchEmail!: boolean;
}

@ObjectType('User', { description: 'An account. Only its holder (and admins, for support) can read it.' })
export class UserView {
  @Field(() => ID, { description: 'The account id.' })
  id!: string;

  @Field(() => String, { description: 'Sign-in email, lower-cased.' })
  email!: string;

  @Field(() => String, { description: 'Display name; the full registration form sets it to the email.' })
  username!: string;

  @Field(() => String, { nullable: true, description: 'First name.' })
  firstName!: string | null;

  @Field(() => String, { nullable: true, description: 'Last name.' })
  lastName!: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number in international format, e.g. +447911123456.' })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: 'Street address.' })
  address!: string | null;

  @Field(() => String, { nullable: true, description: 'Town or city.' })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'County (the registration payload calls it state).' })
  county!: string | null;

  @Field(() => String, { nullable: true, description: 'Postcode (the registration payload calls it zipCode).' })
  postcode!: string | null;

  @Field(() => String, { nullable: true, description: 'Country.' })
  country!: string | null;

  @Field(() => UserRoleValue, { description: 'customer or admin.' })
  role!: UserRoleValue;

  @Field(() => Boolean, { description: 'Whether the account may use the admin dashboard.' })
  isAdmin!: boolean;

  @Field(() => Boolean, { description: 'VIP customers get priority support and VIP-only ticket categories.' })
  isVip!: boolean;

  @Field(() => Boolean, { description: 'Whether the email address has been confirmed by its link.' })
  emailVerified!: boolean;

  @Field(() => Boolean, { description: 'Whether the phone number has been confirmed by an SMS code.' })
  phoneVerified!: boolean;

  @Field(() => NotificationPreferencesView, { description: 'Which messages the account holder wants.' })
  notifications!: NotificationPreferencesView;

  @Field(() => Date, { description: 'When the account was created.' })
  createdAt!: Date;
}

export function toUserView(user: User): UserView {
  return {
    id: String(user.id),
    email: user.email,
    username: user.username,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    phone: user.phone ?? null,
    address: user.address ?? null,
    city: user.city ?? null,
    county: user.county ?? null,
    postcode: user.postcode ?? null,
    country: user.country ?? null,
    role: user.role === 'admin' ? UserRoleValue.admin : UserRoleValue.customer,
    isAdmin: isAdminUser(user),
    isVip: user.isVip,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    notifications: {
      orderUpdates: user.notifyOrderUpdates,
      marketing: user.notifyMarketing,
      sms: user.notifySms,
      priceDropInApp: user.notifyPriceDropInApp,
      priceDropEmail: user.notifyPriceDropEmail,
      backInStockInApp: user.notifyBackInStockInApp,
      backInStockEmail: user.notifyBackInStockEmail,
      savedSearchInApp: user.notifySavedSearchInApp,
      savedSearchEmail: user.notifySavedSearchEmail,
    },
    createdAt: user.createdAt,
  };
}

@ObjectType('AuthPayload', { description: 'The result of signing in: the session cookie is set on the response.' })
export class AuthPayload {
  @Field(() => UserView, { description: 'The signed-in account.' })
  user!: UserView;
}

@ObjectType('RegistrationResult', { description: 'The same answer whether or not the email already had an account.' })
export class RegistrationResultView {
  @Field(() => Boolean, { description: 'Always true when the input was valid.' })
  success!: boolean;

  @Field(() => String, { description: 'What to do next, for people.' })
  message!: string;

  @Field(() => String, { description: "The next step: 'email' leads to /verify-email, anything else to /verify-phone." })
  requiresVerification!: string;
}

@ObjectType('MessageResult', { description: 'An outcome described for people.' })
export class MessageResult {
  @Field(() => Boolean, { description: 'Whether the operation succeeded.' })
  success!: boolean;

  @Field(() => String, { description: 'What happened, for people.' })
  message!: string;
}

@ObjectType('EmailVerificationResult', { description: 'A verified (or already verified) email address.' })
export class EmailVerificationResultView {
  @Field(() => String, { description: "'success' or 'already-verified'." })
  status!: string;

  @Field(() => String, { description: 'What happened, for people.' })
  message!: string;

  @Field(() => String, { description: 'The verified address, for the phone step.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'The phone number awaiting its code, if any.' })
  phone!: string | null;
}

/** The address fields of the registration and profile inputs, with the payload names of §3. */
@InputType('AddressInputFields', { description: 'Shared address fields; only its subtypes are used.' })
abstract class AddressInputFields {
  @Field(() => String, { nullable: true, description: 'Street address, at least 5 characters (required by the full registration form).' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'City, at least 2 characters.' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'County, at least 2 characters.' })
  state?: string | null;

  @Field(() => String, { nullable: true, description: 'Postcode, at least 4 characters.' })
  zipCode?: string | null;

  @Field(() => String, { nullable: true, description: 'Country, at least 2 characters.' })
  country?: string | null;
}

@InputType('RegisterInput', {
  description: 'Registration. The full form sends names, phone and address (strong password rules); the short form username, email and password.',
})
export class RegisterInput extends AddressInputFields {
  @Field(() => String, { description: 'Email address (unique, whatever its case).' })
  email!: string;

  @Field(() => String, { description: 'Password: full form at least 8 characters with upper and lower case, a digit and one of @$!%*?&; short form at least 6.' })
  password!: string;

  @Field(() => String, { nullable: true, description: 'Short form: at least 3 characters. The full form sets it to the email.' })
  username?: string | null;

  @Field(() => String, { nullable: true, description: 'Full form: at least 2 characters.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Full form: at least 2 characters.' })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'Full form: international format, e.g. +447911123456.' })
  phone?: string | null;

}

@InputType('LoginInput', { description: 'Email and password; rememberMe keeps the session for 30 days.' })
export class LoginInput {
  @Field(() => String, { description: 'Email address.' })
  email!: string;

  @Field(() => String, { description: 'Password.' })
  password!: string;

  @Field(() => Boolean, { nullable: true, description: 'Keep me signed in for 30 days (otherwise until the browser closes).' })
  rememberMe?: boolean | null;
}

@InputType('VerificationPhoneInput', { description: 'The phone to verify for an account that has none (or an unverified one), proven with its password.' })
export class VerificationPhoneInput {
  @Field(() => String, { description: 'The account email.' })
  email!: string;

  @Field(() => String, { description: 'The account password (nobody is signed in before both verifications).' })
  password!: string;

  @Field(() => String, { description: 'Mobile number in international format, e.g. +447700900123.' })
  phone!: string;
}

@ObjectType('PhoneCodeSent', { description: 'A verification code sent to a newly given phone number.' })
export class PhoneCodeSent {
  @Field(() => Boolean, { description: 'Whether the code was sent.' })
  success!: boolean;

  @Field(() => String, { description: 'What happened, for people.' })
  message!: string;

  @Field(() => String, { description: 'The number the code went to, in international format.' })
  phone!: string;
}

@InputType('ProfileInput', { description: 'Names and address of the signed-in account.' })
export class ProfileInput extends AddressInputFields {
  @Field(() => String, { description: 'At least 2 characters.' })
  firstName!: string;

  @Field(() => String, { description: 'At least 2 characters.' })
  lastName!: string;

}

@InputType('ContactChangeInput', { description: 'A new email and/or phone, confirmed with the current password; each must be verified again.' })
export class ContactChangeInput {
  @Field(() => String, { nullable: true, description: 'New email address.' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'New phone number in international format.' })
  phone?: string | null;

  @Field(() => String, { description: 'The current password.' })
  currentPassword!: string;
}

@InputType('PasswordChangeInput', { description: 'A new password, confirmed with the current one. Other browsers are signed out.' })
export class PasswordChangeInput {
  @Field(() => String, { description: 'The current password.' })
  currentPassword!: string;

  @Field(() => String, { description: 'At least 8 characters with upper and lower case, a digit and one of @$!%*?&.' })
  password!: string;

  @Field(() => String, { description: 'The new password again.' })
  confirmPassword!: string;
}

@InputType('NotificationPreferencesInput', { description: 'Which messages the account holder wants.' })
export class NotificationPreferencesInput {
  @Field(() => Boolean, { description: 'Emails about orders, shipping and returns.' })
  orderUpdates!: boolean;

  @Field(() => Boolean, { description: 'News of collections, events and offers.' })
  marketing!: boolean;

  @Field(() => Boolean, { description: 'SMS alerts for deliveries and appointments.' })
  sms!: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Price drops on wishlisted pieces, in the notification centre. Left out: unchanged.' })
  priceDropInApp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Price drops on wishlisted pieces, by email. Left out: unchanged.' })
  priceDropEmail?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Wishlisted pieces (or sizes) back in stock, in the notification centre. Left out: unchanged.' })
  backInStockInApp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Wishlisted pieces (or sizes) back in stock, by email. Left out: unchanged.' })
  backInStockEmail?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'New marketplace listings matching a saved search, in the notification centre. Left out: unchanged.' })
  savedSearchInApp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'New marketplace listings matching a saved search, by email. Left out: unchanged.' })
  savedSearchEmail?: boolean | null;
}


import type { RateLimit } from '../../common/rate-limit/rate-limiter';

const MINUTE = 60;

/** Every limit of the accounts area (windows: a limit holds for its whole window); keys are normalised emails, IP addresses or both. */
export const LIMITS = {
  /** Failed sign-ins for one account from one address. */
  signInAccountIp: { bucket: 'sign_in_account_ip', capacity: 10, windowSeconds: 15 * MINUTE, refill: 'window' },
  /**
   * Failed sign-ins for one account from browsers that have not signed in to it before, whatever their address
   * (issue 31: many addresses against one account). Past it only recognised browsers may try, each on its own counter.
   */
  signInAccount: { bucket: 'sign_in_account', capacity: 20, windowSeconds: 60 * MINUTE, refill: 'window' },
  /** Failed sign-ins for one account from one recognised browser (its device cookie). */
  signInDevice: { bucket: 'sign_in_device', capacity: 10, windowSeconds: 15 * MINUTE, refill: 'window' },
  /** Failed sign-ins from one address, whatever the account (credential stuffing). */
  signInIp: { bucket: 'sign_in_ip', capacity: 50, windowSeconds: 15 * MINUTE, refill: 'window', perAddress: true },
  /** The "account locked" email: once an hour per account and address. */
  lockNotice: { bucket: 'sign_in_lock_notice', capacity: 1, windowSeconds: 60 * MINUTE, refill: 'window' },
  /** The "new browsers locked out" email: once per lockout hour per account. */
  accountLockNotice: { bucket: 'sign_in_account_lock_notice', capacity: 1, windowSeconds: 60 * MINUTE, refill: 'window' },
  /** The 60-second cooldowns of §9, per email (known or not, so they reveal nothing). */
  emailResendCooldown: { bucket: 'email_resend', capacity: 1, windowSeconds: MINUTE, refill: 'window' },
  otpResendCooldown: { bucket: 'otp_resend', capacity: 1, windowSeconds: MINUTE, refill: 'window' },
  resetRequestCooldown: { bucket: 'reset_request', capacity: 1, windowSeconds: MINUTE, refill: 'window' },
  /** Messages to one recipient per hour, whatever their kind: no mail or SMS bombing. */
  messagesPerRecipient: { bucket: 'messages_per_recipient', capacity: 6, windowSeconds: 60 * MINUTE, refill: 'window' },
  /** Wrong codes and tokens tried from one address. */
  codeChecksIp: { bucket: 'code_checks_ip', capacity: 30, windowSeconds: 15 * MINUTE, refill: 'window', perAddress: true },
  /** Wrong codes tried for one account, across all its codes. */
  codeChecksAccount: { bucket: 'code_checks_account', capacity: 15, windowSeconds: 60 * MINUTE, refill: 'window' },
  registrationsIp: { bucket: 'registrations_ip', capacity: 20, windowSeconds: 60 * MINUTE, refill: 'window', perAddress: true },
  newsletterIp: { bucket: 'newsletter_ip', capacity: 20, windowSeconds: 60 * MINUTE, refill: 'window', perAddress: true },
} satisfies Record<string, RateLimit>;

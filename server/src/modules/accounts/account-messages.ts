import type { OutgoingMessage } from '../messaging/message-transport';

/** The texts of the account emails and SMS. Links are absolute, built from PUBLIC_URL, never from the request's Host. */
export const accountMessages = {
  /** `expiresAt`: when the link stops working; the email is never sent after that. */
  emailVerification(email: string, link: string, expiresAt: Date): OutgoingMessage {
    return {
      channel: 'email',
      kind: 'email_verification',
      recipient: email,
      subject: 'Verify your email address — Aurum',
      link,
      expiresAt,
      body: [
        'Welcome to Aurum.',
        'Please confirm your email address by opening this link (valid for 48 hours):',
        link,
        'Then verify your phone number with the code we send by SMS.',
        'If you did not create an account, you can ignore this email.',
      ].join('\n\n'),
    };
  },

  /** Sent instead of a second account when someone registers with an address already in use. */
  accountExists(email: string, signInLink: string, resetLink: string): OutgoingMessage {
    return {
      channel: 'email',
      kind: 'account_exists',
      recipient: email,
      subject: 'You already have an Aurum account',
      link: signInLink,
      body: [
        'Someone tried to create an Aurum account with this email address, which already has one.',
        `If it was you, sign in: ${signInLink}`,
        `Forgotten your password? Reset it here: ${resetLink}`,
        'If it was not you, no action is needed.',
      ].join('\n\n'),
    };
  },

  passwordReset(email: string, link: string, expiresAt: Date): OutgoingMessage {
    return {
      channel: 'email',
      kind: 'password_reset',
      recipient: email,
      subject: 'Reset your password — Aurum',
      link,
      expiresAt,
      body: [
        'We received a request to reset the password of your Aurum account.',
        'Choose a new password with this link (valid for 1 hour, usable once):',
        link,
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n\n'),
    };
  },

  /** After the 10th failed sign-in from one address: that address is paused; the owner may reset the password. */
  accountLocked(email: string, details: { address: string; failures: number; minutes: number; resetLink: string; expiresAt: Date }): OutgoingMessage {
    return {
      channel: 'email',
      kind: 'account_locked',
      recipient: email,
      subject: 'Sign-ins to your Aurum account are paused',
      link: details.resetLink,
      body: [
        `There were ${details.failures} failed attempts to sign in to your Aurum account from the network address ${details.address}.`,
        `To protect your account, sign-ins from that address are paused for ${details.minutes} minutes. A browser you have signed in with before still works there, and other addresses still work.`,
        'If it was you and you have forgotten your password, choose a new one with this link (valid for 1 hour, usable once):',
        details.resetLink,
        'If it was not you, your password has not been given away; changing it to one you use nowhere else keeps it that way.',
      ].join('\n\n'),
    };
  },

  accountLockedForNewBrowsers(email: string, details: { failures: number; minutes: number; resetLink: string; expiresAt: Date }): OutgoingMessage {
    return {
      channel: 'email',
      kind: 'account_locked',
      recipient: email,
      subject: 'Sign-ins to your Aurum account are paused',
      link: details.resetLink,
      body: [
        `There were ${details.failures} failed attempts to sign in to your Aurum account from browsers that have not signed in to it before.`,
        `To protect your account, sign-ins from such browsers are paused for up to ${details.minutes} minutes, wherever they are. A browser you have signed in with before still works.`,
        'If it was you and you have forgotten your password, choose a new one with this link (valid for 1 hour, usable once):',
        details.resetLink,
        'If it was not you, your password has not been given away; changing it to one you use nowhere else keeps it that way.',
      ].join('\n\n'),
    };
  },

  phoneCode(phone: string, code: string, expiresAt: Date): OutgoingMessage {
    return {
      channel: 'sms',
      kind: 'phone_code',
      recipient: phone,
      expiresAt,
      body: `Your Aurum verification code is ${code}. It expires in 10 minutes. Never share it.`,
    };
  },
};

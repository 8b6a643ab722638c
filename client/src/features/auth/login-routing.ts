/**
 * Where a failed sign-in leads (accounts-support-info.md §4): a message about
 * email verification opens the resend dialog; 'Phone number not verified' or
 * another phone-verification message goes to /verify-phone; any other message
 * about verification goes to /verification-reminder; the rest is a toast.
 * An account with no phone yet (reason PHONE_MISSING, short form) lands on
 * /verify-phone ready to add one.
 */
export type LoginFailureRoute =
  | { kind: 'resend-dialog' }
  | { kind: 'navigate'; to: string }
  | { kind: 'toast'; title: string; description: string };

export function routeLoginFailure(message: string, email: string, reason?: string): LoginFailureRoute {
  const text = message.toLowerCase();
  const mentionsVerification = /verif/.test(text);
  const query = `email=${encodeURIComponent(email)}`;
  if (mentionsVerification && text.includes('email')) return { kind: 'resend-dialog' };
  if (text.includes('phone number not verified') || (mentionsVerification && text.includes('phone'))) {
    return { kind: 'navigate', to: `/verify-phone?${query}${reason === 'PHONE_MISSING' ? '&addPhone=true' : ''}` };
  }
  if (mentionsVerification) return { kind: 'navigate', to: `/verification-reminder?${query}` };
  return { kind: 'toast', title: 'Login failed', description: message };
}

/** Only same-site paths: an open redirect would let a link send a fresh session to another site. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/** Spec §9: the pause between a successful sign-in and the redirect. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

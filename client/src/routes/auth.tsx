import { useEffect, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink, useToast } from '../components/ui';
import {
  AuthFrame,
  FormFootnote,
  linkButton,
  LOGIN_REDIRECT_DELAY_MS,
  ModeToggle,
  RegistrationForm,
  RegistrationSuccess,
  ResendVerificationDialog,
  routeLoginFailure,
  safeRedirect,
  SignInForm,
  textLink,
  type AuthMode,
  type RegistrationOutcome,
} from '../features/auth';

/** Toasts for ?verified= (§2), shown once; the parameter then leaves the URL. */
const VERIFIED_TOASTS = {
  success: { title: 'Email verified', description: 'Your email address is verified. You can now sign in.', variant: 'success' },
  already: { title: 'Email already verified', description: 'Your email address was already verified. Please sign in.', variant: 'default' },
  invalid: { title: 'Invalid verification link', description: 'Invalid or expired verification token.', variant: 'error' },
  error: { title: 'Verification failed', description: 'Something went wrong while verifying your email. Please try again.', variant: 'error' },
} as const;

/** /auth: sign in or create an account (accounts-support-info.md §2, §4). */
export default function AuthPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const redirect = safeRedirect(params.get('redirect'));
  const [resendOpen, setResendOpen] = useState(false);
  const [resendEmail, setResendEmail] = useState('');
  const [registered, setRegistered] = useState<RegistrationOutcome | null>(null);

  const verified = params.get('verified');
  useEffect(() => {
    if (!verified) return;
    const message = VERIFIED_TOASTS[verified as keyof typeof VERIFIED_TOASTS];
    if (message) toast({ ...message });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [verified, setParams, toast]);

  const switchMode = (next: AuthMode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('mode', next);
        return updated;
      },
      { replace: true },
    );

  const openResend = (email = '') => {
    setResendEmail(email);
    setResendOpen(true);
  };

  const phoneStep = params.get('tab') === 'phone-verification';
  const title = registered ? 'Account created' : mode === 'signup' ? 'Create Account' : 'Sign In';
  return (
    <AuthFrame
      eyebrow="Aurum account"
      title={title}
      intro={mode === 'signup' && !registered ? 'Join Aurum for curated timepieces and couture, order tracking and priority support.' : undefined}
      width={mode === 'signup' && !registered ? 'wide' : 'narrow'}
    >
      <title>{`${title} — Aurum`}</title>
      {registered ? (
        <RegistrationSuccess outcome={registered} />
      ) : (
        <>
          {phoneStep && (
            <div role="status" css={css`margin-bottom: ${theme.space[6]}; padding: ${theme.space[4]}; background: ${theme.colors.parchment}; display: grid; gap: ${theme.space[3]};`}>
              <p>
                <strong>Your email is verified.</strong> One step left: verify your phone number with the code we text you, then sign in.
              </p>
              <ButtonLink to="/verify-phone" variant="secondary" size="sm">
                Verify phone number
              </ButtonLink>
            </div>
          )}
          <ModeToggle mode={mode} onChange={switchMode} />
          {mode === 'signin' ? (
            <SignInForm
              onSignedIn={() => {
                toast({ title: 'Welcome back', description: 'You have successfully logged in', variant: 'success' });
                window.setTimeout(() => navigate(redirect, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
              }}
              onFailed={(error, email) => {
                const route = routeLoginFailure(error.message, email, error.reason);
                if (route.kind === 'resend-dialog') {
                  toast({ title: 'Login failed', description: error.message, variant: 'error' });
                  openResend(email);
                } else if (route.kind === 'navigate') navigate(route.to);
                else if (!Object.keys(error.fields).length) toast({ title: route.title, description: route.description, variant: 'error' });
              }}
              footer={
                <FormFootnote>
                  Don&apos;t have an account?{' '}
                  <button type="button" onClick={() => switchMode('signup')} css={[textLink, linkButton]}>
                    Sign Up
                  </button>
                  <span aria-hidden="true"> · </span>
                  <button type="button" onClick={() => openResend()} css={[textLink, linkButton]}>
                    Resend Verification
                  </button>
                </FormFootnote>
              }
            />
          ) : (
            <>
              <RegistrationForm onRegistered={setRegistered} />
              <FormFootnote>
                Already have an account?{' '}
                <button type="button" onClick={() => switchMode('signin')} css={[textLink, linkButton]}>
                  Sign In
                </button>
              </FormFootnote>
            </>
          )}
        </>
      )}
      <ResendVerificationDialog key={resendEmail} open={resendOpen} onClose={() => setResendOpen(false)} initialEmail={resendEmail} />
    </AuthFrame>
  );
}

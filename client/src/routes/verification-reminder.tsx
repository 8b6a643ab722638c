import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { Navigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../components/ui';
import { accountRules, AuthFrame, formStack, FormTextField, useCurrentUser, useResendVerificationEmail, validateWith } from '../features/auth';

const TABS = [
  { id: 'email', label: 'Email Verification' },
  { id: 'phone', label: 'Phone Verification' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** /verification-reminder (query email): what is left to verify, in two tabs. */
export default function VerificationReminderPage() {
  const theme = useTheme();
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const email = params.get('email') || user?.email || '';
  const [tab, setTab] = useState<Tab>('email');
  const baseId = useId();
  const { send, secondsLeft } = useResendVerificationEmail();

  useEffect(() => {
    if (user?.emailVerified && !user.phoneVerified) setTab('phone');
  }, [user]);

  if (user?.emailVerified && user.phoneVerified) return <Navigate to="/account/profile" replace />;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'email' ? 'phone' : 'email';
    setTab(next);
    document.getElementById(`${baseId}-${next}-tab`)?.focus();
  };

  return (
    <AuthFrame eyebrow="Almost there" title="Verify your account" intro="Your account needs a verified email address and phone number before you can sign in.">
      <title>Verify your account — Aurum</title>
      <div role="tablist" aria-label="Verification steps" onKeyDown={onKeyDown} css={css`display: flex; border-bottom: 1px solid var(--hairline); margin-bottom: ${theme.space[6]};`}>
        {TABS.map((item) => (
          <button
            key={item.id}
            id={`${baseId}-${item.id}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            aria-controls={`${baseId}-${item.id}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => setTab(item.id)}
            css={css`
              flex: 1;
              min-height: 3rem;
              background: none;
              border: 0;
              border-bottom: 2px solid ${tab === item.id ? theme.colors.gold : 'transparent'};
              color: ${tab === item.id ? 'var(--fg)' : 'var(--fg-muted)'};
              font-size: ${theme.fontSizes.xs};
              font-weight: 600;
              letter-spacing: ${theme.letterSpacing.caps};
              text-transform: uppercase;
              cursor: pointer;
            `}
          >
            {item.label}
          </button>
        ))}
      </div>
      {tab === 'email' ? (
        <div role="tabpanel" id={`${baseId}-email-panel`} aria-labelledby={`${baseId}-email-tab`} css={formStack}>
          <p>Open the link we emailed you. If it has expired or gone astray, we can send a new one.</p>
          <Form<{ email: string }> onSubmit={({ email: address }) => void send(address)} validate={validateWith(accountRules.resendEmailSchema)} initialValues={{ email }}>
            {({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate css={formStack}>
                <FormTextField name="email" label="Email address" type="email" autoComplete="email" />
                <Button type="submit" disabled={secondsLeft > 0}>
                  {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend verification email'}
                </Button>
              </form>
            )}
          </Form>
        </div>
      ) : (
        <div role="tabpanel" id={`${baseId}-phone-panel`} aria-labelledby={`${baseId}-phone-tab`} css={formStack}>
          <p>We text a 6-digit code to the phone number on your account. It is valid for 10 minutes.</p>
          <ButtonLink to={`/verify-phone?email=${encodeURIComponent(email)}`}>Verify phone number</ButtonLink>
        </div>
      )}
      <div css={css`margin-top: ${theme.space[6]}; display: grid;`}>
        <ButtonLink to="/auth" variant="secondary">
          Proceed to Login
        </ButtonLink>
      </div>
    </AuthFrame>
  );
}

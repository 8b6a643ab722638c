import { useEffect, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink, Spinner } from '../components/ui';
import { accountRules, AuthFrame, formStack, FormTextField, ResultCard, useResendVerificationEmail, validateWith } from '../features/auth';
import { useVerifyEmailMutation } from '../gql/hooks';
import { apiError } from '../lib/api-error';

/** Spec §9: a token in the URL is checked after 500 ms. */
export const AUTO_VERIFY_DELAY_MS = 500;
const DEFAULT_FAILURE = 'Invalid or expired verification token.';

/** From a verification answer, email and phone are known (phone null: the account has none yet). */
type Outcome = { status: 'success' | 'already-verified' | 'error'; message: string; email?: string; phone?: string | null } | null;

/** §2: on to /verify-phone; an account without a phone (short form) is asked for one there. */
const verifyPhoneLink = (email: string, phone: string | null | undefined) =>
  `/verify-phone?email=${encodeURIComponent(email)}&emailVerified=true${phone === null ? '&addPhone=true' : ''}`;

/** /verify-email (query email, token, status, message): result cards, automatic check of a token, manual entry. */
export default function VerifyEmailPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token');
  const statusParam = params.get('status');
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(
    statusParam === 'success' || statusParam === 'error' || statusParam === 'already-verified'
      ? { status: statusParam, message: params.get('message') ?? (statusParam === 'error' ? DEFAULT_FAILURE : '') }
      : null,
  );
  const [checking, setChecking] = useState(Boolean(token) && !outcome);

  const verify = async (value: string) => {
    setChecking(true);
    try {
      const result = await verifyEmail({ variables: { token: value } });
      const answer = result.data?.verifyEmail;
      if (!answer) return;
      if (answer.status === 'success') {
        navigate(verifyPhoneLink(answer.email, answer.phone), { replace: true });
        return;
      }
      setOutcome({ status: 'already-verified', message: answer.message, email: answer.email, phone: answer.phone });
    } catch (error) {
      setOutcome({ status: 'error', message: apiError(error, DEFAULT_FAILURE).message });
    } finally {
      setChecking(false);
    }
  };

  useEffect(() => {
    if (!token || outcome) return;
    const timer = window.setTimeout(() => void verify(token), AUTO_VERIFY_DELAY_MS);
    return () => window.clearTimeout(timer);
    // The token is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthFrame eyebrow="Account verification" title="Verify your email">
      <title>Verify your email — Aurum</title>
      {checking ? (
        <div css={css`display: grid; justify-items: center; gap: ${theme.space[4]}; padding-block: ${theme.space[5]};`}>
          <Spinner label="Verifying your email" />
          <p>Verifying your email address…</p>
        </div>
      ) : outcome ? (
        <ResultCard
          tone={outcome.status === 'error' ? 'error' : 'success'}
          title={outcome.status === 'error' ? 'Verification failed' : outcome.status === 'success' ? 'Email verified' : 'Already verified'}
          actions={
            <>
              {outcome.status !== 'error' && <ButtonLink to={verifyPhoneLink(outcome.email ?? email, outcome.phone)}>Verify phone number</ButtonLink>}
              <ButtonLink to="/auth" variant="secondary">
                Return to Sign In
              </ButtonLink>
            </>
          }
        >
          <p>{outcome.message || (outcome.status === 'success' ? 'Your email address is verified.' : 'Your email address is already verified.')}</p>
        </ResultCard>
      ) : (
        <ManualVerification email={email} onToken={(value) => void verify(value)} />
      )}
    </AuthFrame>
  );
}

function ManualVerification({ email, onToken }: { email: string; onToken: (token: string) => void }) {
  const theme = useTheme();
  const { send, secondsLeft } = useResendVerificationEmail();
  return (
    <div css={css`display: grid; gap: ${theme.space[7]};`}>
      <section aria-labelledby="token-heading" css={formStack}>
        <h2 id="token-heading" css={css`font-size: ${theme.fontSizes.xl};`}>
          Enter your verification token
        </h2>
        <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
          {email ? `We sent a verification link to ${email}. ` : ''}Open the link in the email, or paste the token from it here. Links are valid for 48 hours.
        </p>
        <Form<{ token: string }> onSubmit={({ token }) => onToken(token.trim())} validate={(values) => (values.token?.trim() ? {} : { token: 'Verification token is required.' })}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate css={formStack}>
              <FormTextField name="token" label="Verification token" autoComplete="one-time-code" />
              <Button type="submit">Verify email</Button>
            </form>
          )}
        </Form>
      </section>
      <section aria-labelledby="resend-heading" css={formStack}>
        <h2 id="resend-heading" css={css`font-size: ${theme.fontSizes.xl};`}>
          Need a new link?
        </h2>
        <Form<{ email: string }> onSubmit={({ email: address }) => void send(address)} validate={validateWith(accountRules.resendEmailSchema)} initialValues={{ email }}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate css={formStack}>
              <FormTextField name="email" label="Email address" type="email" autoComplete="email" />
              <Button type="submit" variant="secondary" disabled={secondsLeft > 0}>
                {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend verification email'}
              </Button>
            </form>
          )}
        </Form>
      </section>
      <ButtonLink to="/auth" variant="ghost">
        Back to Sign In
      </ButtonLink>
    </div>
  );
}

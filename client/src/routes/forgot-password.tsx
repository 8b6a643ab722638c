import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../components/ui';
import { accountRules, AuthFrame, formStack, FormMessage, FormTextField, ResultCard, textLink, validateWith } from '../features/auth';
import { useRequestPasswordResetMutation } from '../gql/hooks';
import { apiError } from '../lib/api-error';

/** What the page says whatever the outcome (§2): it never tells whether an account exists. */
export const NEUTRAL_CONFIRMATION = 'If an account exists with that email address, we have sent a link to reset your password. Please check your inbox.';

/** /forgot-password: an email form, then the neutral confirmation. */
export default function ForgotPasswordPage() {
  const theme = useTheme();
  const [requestReset] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <AuthFrame eyebrow="Account" title="Forgot your password?" intro={sent ? undefined : 'Enter the email address of your account and we will send you a link to choose a new password.'}>
      <title>Forgot password — Aurum</title>
      {sent ? (
        <ResultCard tone="success" title="Check your inbox" actions={<ButtonLink to="/">Return to Home</ButtonLink>}>
          <p>{NEUTRAL_CONFIRMATION}</p>
          <p>The link is valid for one hour and can be used once.</p>
        </ResultCard>
      ) : (
        <Form<{ email: string }>
          onSubmit={async ({ email }) => {
            setProblem(null);
            try {
              await requestReset({ variables: { email } });
              setSent(true);
            } catch (error) {
              const info = apiError(error);
              // Only our own rules (address shape) are worth a word; anything else still gets the neutral answer.
              if (info.code === 'BAD_USER_INPUT') return info.fields;
              if (info.code === 'RATE_LIMITED') setProblem(info.message);
              else setSent(true);
            }
            return undefined;
          }}
          validate={validateWith(accountRules.forgotPasswordSchema)}
        >
          {({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate css={formStack}>
              <FormTextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
              {problem && <FormMessage>{problem}</FormMessage>}
              <Button type="submit" disabled={submitting} aria-busy={submitting}>
                {submitting ? 'Sending…' : 'Send reset link'}
              </Button>
              <Link to="/auth" css={[textLink, css`justify-self: center; font-size: ${theme.fontSizes.sm};`]}>
                Back to Sign In
              </Link>
            </form>
          )}
        </Form>
      )}
    </AuthFrame>
  );
}

import { useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../components/ui';
import { accountRules, AuthFrame, formStack, PasswordField, ResultCard, useCountdown, validateWith } from '../features/auth';
import { useResetPasswordMutation } from '../gql/hooks';
import { apiError } from '../lib/api-error';

/** Spec §9: after a reset the page moves to sign-in after 3 seconds (and without a token, to /forgot-password). */
export const RESET_REDIRECT_SECONDS = 3;
export const NO_TOKEN_MESSAGE = 'No reset token found in URL. Please request a new password reset link.';

/** /reset-password?token=…: choose a new password. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const toSignIn = useCountdown(null, () => navigate('/auth?mode=signin', { replace: true }));
  const toRequest = useCountdown(token ? null : RESET_REDIRECT_SECONDS, () => navigate('/forgot-password', { replace: true }));

  return (
    <AuthFrame eyebrow="Account" title="Choose a new password">
      <title>Reset password — Aurum</title>
      {!token ? (
        <ResultCard tone="error" title="Reset link missing" actions={<ButtonLink to="/forgot-password">Request a new link</ButtonLink>}>
          <p>{NO_TOKEN_MESSAGE}</p>
          <p>Redirecting in {toRequest.left ?? 0} seconds…</p>
        </ResultCard>
      ) : done ? (
        <ResultCard tone="success" title="Password changed" actions={<ButtonLink to="/auth?mode=signin">Sign In now</ButtonLink>}>
          <p>{done}</p>
          <p>Redirecting to sign in in {toSignIn.left ?? 0} seconds…</p>
        </ResultCard>
      ) : (
        <Form<{ password: string; confirmPassword: string }>
          onSubmit={async ({ password }) => {
            setFailure(null);
            try {
              const result = await resetPassword({ variables: { token, password } });
              setDone(result.data?.resetPassword.message ?? 'Your password has been reset.');
              toSignIn.start(RESET_REDIRECT_SECONDS);
            } catch (error) {
              const info = apiError(error, 'Something went wrong');
              if (info.code === 'BAD_USER_INPUT') return info.fields;
              setFailure(info.message || 'Something went wrong');
            }
            return undefined;
          }}
          validate={validateWith(accountRules.resetPasswordFormSchema)}
        >
          {({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate css={formStack}>
              <PasswordField name="password" label="New password" autoComplete="new-password" />
              <p css={{ color: 'var(--fg-muted)', fontSize: '0.875rem', margin: 0 }}>
                At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character (@$!%*?&).
              </p>
              <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
              {failure && (
                <ResultCard tone="error" title="Could not reset your password" actions={<ButtonLink to="/forgot-password" variant="secondary">Request a new link</ButtonLink>}>
                  <p>{failure}</p>
                </ResultCard>
              )}
              <Button type="submit" disabled={submitting} aria-busy={submitting}>
                {submitting ? 'Saving…' : 'Reset password'}
              </Button>
            </form>
          )}
        </Form>
      )}
    </AuthFrame>
  );
}

import { useEffect } from 'react';
import { css, useTheme } from '@emotion/react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../components/ui';
import { AuthFrame, ResultCard, useCountdown, useCurrentUser } from '../features/auth';

/** Spec §9: the email-verified landing moves on after 10 seconds. */
export const EMAIL_VERIFIED_REDIRECT_SECONDS = 10;
const NEXT = '/auth?tab=phone-verification';

/** /email-verification and /auth-confirmation (query status, message): where a verification link can land. */
export default function EmailVerifiedPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = params.get('status');
  const verified = status === 'success' || status === 'already-verified';
  const { refetch } = useCurrentUser();
  const { left } = useCountdown(verified ? EMAIL_VERIFIED_REDIRECT_SECONDS : null, () => navigate(NEXT));

  useEffect(() => {
    // A signed-in user's emailVerified flag changed on the server.
    if (verified) void refetch().catch(() => undefined);
  }, [verified, refetch]);

  return (
    <AuthFrame eyebrow="Account verification" title={verified ? 'Email verified' : 'Verification failed'}>
      <title>{verified ? 'Email verified — Aurum' : 'Verification failed — Aurum'}</title>
      {verified ? (
        <ResultCard tone="success" title={status === 'success' ? 'Thank you' : 'Already verified'} actions={<ButtonLink to={NEXT}>Continue to phone verification</ButtonLink>}>
          <p>{params.get('message') || (status === 'success' ? 'Your email address is verified.' : 'Your email address was already verified.')}</p>
          <p>Next, verify your phone number. Redirecting in {left ?? 0} seconds…</p>
        </ResultCard>
      ) : (
        <ResultCard tone="error" title="We could not verify your email" actions={<ButtonLink to="/auth">Return to Login</ButtonLink>}>
          <p>{params.get('message') || 'Invalid or expired verification token.'}</p>
          <div css={css`text-align: left; margin-top: ${theme.space[2]};`}>
            <p>This can happen when:</p>
            <ul css={css`padding-left: 1.25rem;`}>
              <li>the link has expired (links are valid for 48 hours);</li>
              <li>the account is already verified;</li>
              <li>the link was altered or copied incompletely.</li>
            </ul>
          </div>
        </ResultCard>
      )}
    </AuthFrame>
  );
}

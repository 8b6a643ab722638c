import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Input, useToast } from '../components/ui';
import { accountRules, AddPhoneForm, AuthFrame, developmentToolsEnabled, formStack, labelStyle, linkButton, RESEND_COOLDOWN_SECONDS, textLink, useCountdown, useCurrentUser } from '../features/auth';
import { useSendPhoneCodeMutation, useVerifyPhoneMutation } from '../gql/hooks';
import { apiError } from '../lib/api-error';

/** /verify-phone (query email, phone, emailVerified): the 6-digit SMS code. */
export default function VerifyPhonePage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const email = params.get('email') || user?.email || '';
  const [phone, setPhone] = useState(params.get('phone') || user?.phone || '');
  // A short-form account has no phone yet (sign-in and verify-email say so with addPhone=true).
  const [addingPhone, setAddingPhone] = useState(params.get('addPhone') === 'true' && !phone);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cooldown = useCountdown(null);
  const [sendCode, { loading: sending }] = useSendPhoneCodeMutation();
  const [verifyPhone, { loading: verifying }] = useVerifyPhoneMutation();

  const send = async () => {
    if (!email) {
      setError('We need your account email to send a code. Please sign in again.');
      return;
    }
    try {
      await sendCode({ variables: { email } });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      toast({ title: 'Verification code sent', description: phone ? `We sent a 6-digit code to ${phone}.` : 'We sent a 6-digit code to your phone.', variant: 'success' });
    } catch (failure) {
      const info = apiError(failure, 'Failed to send verification code');
      toast({ title: 'Failed to send verification code', description: info.code === 'RATE_LIMITED' ? info.message : undefined, variant: 'error' });
    }
  };

  const verify = async () => {
    const checked = accountRules.otpSchema.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? accountRules.MESSAGES.otpRequired);
      return;
    }
    setError(null);
    try {
      await verifyPhone({ variables: { email, code } });
      toast({ title: 'Phone number verified', description: 'Your account is ready. Please sign in.', variant: 'success' });
      navigate('/auth?mode=signin', { replace: true });
    } catch (failure) {
      setError(apiError(failure, 'Invalid verification code').message);
    }
  };

  return (
    <AuthFrame
      eyebrow="Account verification"
      title="Verify your phone"
      intro={params.get('emailVerified') === 'true' ? 'Your email is verified. Now confirm your phone number with the code we text you.' : 'Confirm your phone number with the 6-digit code we text you.'}
    >
      <title>Verify your phone — Aurum</title>
      {addingPhone ? (
        <div css={formStack}>
          <AddPhoneForm
            email={email}
            onCodeSent={(sentTo) => {
              setPhone(sentTo);
              setAddingPhone(false);
              cooldown.start(RESEND_COOLDOWN_SECONDS);
            }}
          />
          <Link to="/auth" css={[textLink, css`justify-self: center; font-size: ${theme.fontSizes.sm};`]}>
            Back to login
          </Link>
        </div>
      ) : (
      <form
        noValidate
        css={formStack}
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <div css={css`display: grid; gap: ${theme.space[2]};`}>
          <label htmlFor="otp" css={labelStyle(theme)}>
            Verification code
          </label>
          <Input
            id="otp"
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'otp-error' : 'otp-hint'}
            onChange={(event) => setCode(accountRules.sanitizeOtpInput(event.currentTarget.value))}
            css={css`font-size: 1.5rem; letter-spacing: 0.6em; text-align: center;`}
          />
          <p id="otp-hint" css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
            {phone ? `Sent to ${phone}. ` : ''}Codes are valid for 10 minutes.
          </p>
          {error && (
            <p id="otp-error" role="alert" css={css`font-size: ${theme.fontSizes.sm}; color: var(--danger);`}>
              {error}
            </p>
          )}
        </div>
        <Button type="submit" disabled={code.length === 0 || verifying} aria-busy={verifying}>
          {verifying ? 'Verifying…' : 'Verify'}
        </Button>
        <Button variant="secondary" onClick={() => void send()} disabled={cooldown.running || sending}>
          {cooldown.running ? `Send again in ${cooldown.left}s` : 'Send verification code'}
        </Button>
        {developmentToolsEnabled() && (
          <p css={css`padding: ${theme.space[3]} ${theme.space[4]}; background: ${theme.colors.parchment}; font-size: ${theme.fontSizes.sm};`}>
            <strong>Development:</strong> no SMS is sent here. Read the code in the{' '}
            <Link to="/dev/outbox" css={textLink}>
              outbox
            </Link>
            .
          </p>
        )}
        <button type="button" onClick={() => setAddingPhone(true)} css={[textLink, linkButton, css`justify-self: center; font-size: ${theme.fontSizes.sm};`]}>
          {phone ? 'Use a different number' : 'Add your mobile number'}
        </button>
        <Link to="/auth" css={[textLink, css`justify-self: center; font-size: ${theme.fontSizes.sm};`]}>
          Back to login
        </Link>
      </form>
      )}
    </AuthFrame>
  );
}

import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { Button, Dialog, useToast } from '../../components/ui';
import { useResendEmailVerificationMutation } from '../../gql/hooks';
import { formStack } from './auth-frame';
import { FormTextField } from './form-fields';
import { validateWith } from './form-validation';
import { resendVerificationSchema } from '@aurum/rules/accounts/account-rules';
import { RESEND_COOLDOWN_SECONDS, useCountdown } from './use-countdown';
import { apiError } from '../../lib/api-error';

export const RESEND_MESSAGES = {
  sent: 'Verification email sent, please check your inbox.',
  failed: 'Failed to send verification email',
  wait: (seconds: number) => `You can request another verification email in ${seconds} seconds.`,
} as const;

/** Sends a new verification link, then waits 60 seconds before allowing another. */
export function useResendVerificationEmail() {
  const { toast } = useToast();
  const [resend] = useResendEmailVerificationMutation();
  const cooldown = useCountdown(null);
  const send = async (email: string): Promise<boolean> => {
    if (cooldown.running) {
      toast({ title: RESEND_MESSAGES.wait(cooldown.left ?? 0), variant: 'default' });
      return false;
    }
    try {
      await resend({ variables: { email } });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      toast({ title: RESEND_MESSAGES.sent, variant: 'success' });
      return true;
    } catch (error) {
      const info = apiError(error, RESEND_MESSAGES.failed);
      toast({ title: RESEND_MESSAGES.failed, description: info.code === 'RATE_LIMITED' || info.code === 'BAD_USER_INPUT' ? info.message : undefined, variant: 'error' });
      return false;
    }
  };
  return { send, secondsLeft: cooldown.running ? (cooldown.left ?? 0) : 0 };
}

/** The auth page's Resend Verification dialog: an email box (§5 'Email is required'). */
export function ResendVerificationDialog({ open, onClose, initialEmail = '' }: { open: boolean; onClose: () => void; initialEmail?: string }) {
  const theme = useTheme();
  const { send, secondsLeft } = useResendVerificationEmail();
  const [formKey, setFormKey] = useState(0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Resend verification email"
      description="Enter the email address you registered with and we will send a new verification link, valid for 48 hours."
    >
      <Form<{ email: string }>
        key={formKey}
        onSubmit={async ({ email }) => {
          if (await send(email)) {
            setFormKey((key) => key + 1);
            onClose();
          }
        }}
        validate={validateWith(resendVerificationSchema)}
        initialValues={{ email: initialEmail }}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate css={formStack}>
            <FormTextField name="email" label="Email" type="email" autoComplete="email" />
            <div css={css`display: flex; gap: ${theme.space[3]}; justify-content: flex-end; flex-wrap: wrap;`}>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting || secondsLeft > 0}>
                {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Send link'}
              </Button>
            </div>
          </form>
        )}
      </Form>
    </Dialog>
  );
}

import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router';
import { Button, ButtonLink, useToast } from '../../components/ui';
import { AccountLayout, AccountSection } from '../../features/account';
import { accountRules, formStack, PasswordField, useSignOut, validateWith } from '../../features/auth';
import { useChangePasswordMutation } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';

interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** /settings: password, preferences, signing out. */
export default function SettingsPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { toast } = useToast();
  const signOut = useSignOut();
  const [changePassword] = useChangePasswordMutation();
  return (
    <AccountLayout title="Settings">
      <AccountSection title="Change password" id="password-heading">
        <Form<PasswordValues>
          validate={validateWith(accountRules.passwordChangeSchema)}
          onSubmit={async (values, form) => {
            try {
              const result = await changePassword({ variables: { input: values } });
              toast({ title: 'Password changed', description: result.data?.changePassword.message, variant: 'success' });
              window.setTimeout(() => form.restart());
              return undefined;
            } catch (error) {
              const info = apiError(error, 'Could not change your password');
              toast({ title: 'Could not change your password', description: info.message, variant: 'error' });
              return info.fields;
            }
          }}
        >
          {({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Change password" css={formStack}>
              <PasswordField name="currentPassword" label="Current password" />
              <PasswordField name="password" label="New password" autoComplete="new-password" />
              <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
              <p css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>At least 8 characters, with upper and lower case letters, a number and one of @$!%*?&. Other devices will be signed out.</p>
              <Button type="submit" disabled={submitting} css={css`justify-self: start;`}>
                {submitting ? 'Saving…' : 'Change password'}
              </Button>
            </form>
          )}
        </Form>
      </AccountSection>
      <AccountSection title="Preferences" id="preferences-heading">
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
          <ButtonLink to="/account/notifications" variant="secondary">
            Notifications
          </ButtonLink>
          <ButtonLink to="/account/address-format" variant="secondary">
            Address format
          </ButtonLink>
        </div>
      </AccountSection>
      <AccountSection title="Sign out" id="signout-heading">
        <Button
          variant="secondary"
          onClick={async () => {
            await signOut();
            navigate('/');
          }}
        >
          Logout
        </Button>
      </AccountSection>
    </AccountLayout>
  );
}

import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router';
import { Button, ChevronLeftIcon, LockIcon } from '../components/ui';
import { Wordmark } from '../app/layout/wordmark';
import { formStack, FormMessage, FormTextField, PasswordField, useRememberSignedInUser } from '../features/auth';
import { useAdminLoginMutation } from '../gql/hooks';
import { apiError } from '../lib/api-error';

export const ADMIN_LOGIN_MESSAGES = { adminRequired: 'Admin access required', invalid: 'Invalid credentials' } as const;

interface AdminLoginValues {
  email: string;
  password: string;
}

/** Storefront §5: email (format, required), password (required). */
function validate(values: Partial<AdminLoginValues>) {
  const errors: Partial<AdminLoginValues> = {};
  const email = values.email?.trim() ?? '';
  if (!email) errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Please enter a valid email address';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

/** /admin/login: staff sign-in; only admins get a session, and go to /admin. */
export default function AdminLoginPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const remember = useRememberSignedInUser();
  const [adminLogin] = useAdminLoginMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: AdminLoginValues) => {
    setError(null);
    try {
      const result = await adminLogin({ variables: { input: { email: values.email, password: values.password } } });
      const user = result.data?.adminLogin.user;
      if (!user?.isAdmin) {
        setError(ADMIN_LOGIN_MESSAGES.adminRequired);
        return;
      }
      remember(user);
      navigate('/admin', { replace: true });
    } catch (failure) {
      const info = apiError(failure);
      if (info.reason === 'ADMIN_REQUIRED') setError(ADMIN_LOGIN_MESSAGES.adminRequired);
      else if (info.code === 'RATE_LIMITED') setError(info.message);
      else setError(ADMIN_LOGIN_MESSAGES.invalid);
    }
  };

  return (
    <div css={css`min-height: 100vh; display: grid; place-items: center; padding: ${theme.space[6]} ${theme.layout.gutter};`}>
      <title>Admin Login — Aurum</title>
      <div css={css`width: min(26rem, 100%); display: grid; gap: ${theme.space[6]};`}>
        <Link to="/" css={css`display: inline-flex; align-items: center; gap: ${theme.space[2]}; color: var(--fg-muted); font-size: ${theme.fontSizes.sm}; &:hover { color: var(--accent); }`}>
          <ChevronLeftIcon size={16} /> Back to Aurum
        </Link>
        <div css={css`display: grid; justify-items: center; gap: ${theme.space[3]}; text-align: center;`}>
          <Wordmark size="md" />
          <h1 css={css`font-size: ${theme.fontSizes['2xl']}; display: inline-flex; align-items: center; gap: ${theme.space[3]};`}>
            <LockIcon size={20} /> Admin Login
          </h1>
          <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>Staff access to the Aurum dashboard.</p>
        </div>
        <div css={css`border: 1px solid ${theme.colors.hairlineDark}; border-top: 2px solid ${theme.colors.gold}; background: ${theme.colors.onyx}; padding: ${theme.space[6]};`}>
          <Form<AdminLoginValues> onSubmit={submit} validate={validate}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Admin login" css={formStack}>
                <FormTextField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
                <PasswordField name="password" label="Password" />
                {error && <FormMessage>{error}</FormMessage>}
                <Button type="submit" fullWidth disabled={submitting} aria-busy={submitting}>
                  {submitting ? 'Authenticating...' : 'Sign In'}
                </Button>
              </form>
            )}
          </Form>
        </div>
      </div>
    </div>
  );
}

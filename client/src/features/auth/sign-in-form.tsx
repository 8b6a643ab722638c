import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui';
import { useLoginMutation } from '../../gql/hooks';
import { formStack, textLink } from './auth-frame';
import { CheckboxField, FormTextField, PasswordField } from './form-fields';
import { validateWith } from './form-validation';
import { loginSchema } from '@aurum/rules/accounts/account-rules';
import { useRememberSignedInUser, type CurrentUser } from './use-current-user';
import { type ApiError, apiError } from '../../lib/api-error';

interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Email, password, Remember me for 30 days. What happens after is the caller's (page or panel). */
export function SignInForm({
  onSignedIn,
  onFailed,
  footer,
}: {
  onSignedIn: (user: CurrentUser) => void;
  onFailed: (error: ApiError, email: string) => void;
  footer?: React.ReactNode;
}) {
  const theme = useTheme();
  const [login] = useLoginMutation();
  const remember = useRememberSignedInUser();

  const submit = async (values: SignInValues) => {
    try {
      const result = await login({ variables: { input: { email: values.email, password: values.password, rememberMe: Boolean(values.rememberMe) } } });
      const user = result.data?.login.user;
      if (user) {
        remember(user);
        onSignedIn(user);
      }
      return undefined;
    } catch (error) {
      const info = apiError(error, 'Invalid email or password');
      onFailed(info, values.email);
      return Object.keys(info.fields).length ? info.fields : undefined;
    }
  };

  return (
    <Form<SignInValues> onSubmit={submit} validate={validateWith(loginSchema)} initialValues={{ rememberMe: false }}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Sign in" css={formStack}>
          <FormTextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <PasswordField name="password" label="Password" />
          <div css={css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
            <CheckboxField name="rememberMe">Remember me for 30 days</CheckboxField>
            <Link to="/forgot-password" css={[textLink, css`font-size: ${theme.fontSizes.sm};`]}>
              Forgot password?
            </Link>
          </div>
          <Button type="submit" fullWidth disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Signing in…' : 'Sign In'}
          </Button>
          {footer}
        </form>
      )}
    </Form>
  );
}

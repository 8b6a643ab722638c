import { Form } from 'react-final-form';
import { Button } from '../../components/ui';
import { useRegisterMutation } from '../../gql/hooks';
import { formStack } from './auth-frame';
import { FormTextField, PasswordField, TermsField } from './form-fields';
import { validateWith } from './form-validation';
import { shortRegistrationFormSchema } from '@aurum/rules/accounts/account-rules';
import { type ApiError, apiError } from '../../lib/api-error';

interface ShortFormValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

/** The lighter registration of the account panel (§2): username, email, password, confirmation, terms. */
export function ShortRegistrationForm({ onRegistered, onFailed }: { onRegistered: (email: string) => void; onFailed: (error: ApiError) => void }) {
  const [register] = useRegisterMutation();
  const submit = async (values: ShortFormValues) => {
    try {
      await register({ variables: { input: { username: values.username, email: values.email, password: values.password } } });
      onRegistered(values.email.trim().toLowerCase());
      return undefined;
    } catch (error) {
      const info = apiError(error, 'Registration failed');
      onFailed(info);
      return info.fields;
    }
  };
  return (
    <Form<ShortFormValues> onSubmit={submit} validate={validateWith(shortRegistrationFormSchema)} initialValues={{ termsAccepted: false }}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Create account" css={formStack}>
          <FormTextField name="username" label="Username" autoComplete="username" />
          <FormTextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <PasswordField name="password" label="Password" autoComplete="new-password" />
          <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
          <TermsField />
          <Button type="submit" fullWidth disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Creating account…' : 'Create Account'}
          </Button>
        </form>
      )}
    </Form>
  );
}

import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { Button, useToast } from '../../components/ui';
import { useAddVerificationPhoneMutation } from '../../gql/hooks';
import { formStack } from './auth-frame';
import { DEFAULT_COUNTRY_ISO, examplePhone, internationalPhone } from './countries';
import { FormTextField, PasswordField } from './form-fields';
import { PhoneField } from './phone-field';
import { addPhoneSchema, fieldErrors } from '@aurum/rules/accounts/account-rules';
import { apiError } from '../../lib/api-error';

interface AddPhoneValues {
  email: string;
  password: string;
  phoneCountry: string;
  phoneNumber: string;
}

const toPayload = (values: Partial<AddPhoneValues>) => ({
  email: values.email ?? '',
  password: values.password ?? '',
  phone: internationalPhone(values.phoneCountry ?? DEFAULT_COUNTRY_ISO, values.phoneNumber ?? ''),
});

function validate(values: Partial<AddPhoneValues>) {
  const result = addPhoneSchema(examplePhone(values.phoneCountry ?? DEFAULT_COUNTRY_ISO)).safeParse(toPayload(values));
  return result.success ? {} : fieldErrors(result.error);
}

/**
 * /verify-phone for an account without a phone (short form) or with a
 * mistyped one: the number to text, with the password, since nobody can be
 * signed in before both verifications (§6). The server sends the code.
 */
export function AddPhoneForm({ email, onCodeSent }: { email: string; onCodeSent: (phone: string) => void }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [addPhone] = useAddVerificationPhoneMutation();
  return (
    <Form<AddPhoneValues>
      initialValues={{ email, phoneCountry: 'GB' }}
      validate={validate}
      onSubmit={async (values) => {
        try {
          const result = await addPhone({ variables: { input: toPayload(values) } });
          const sent = result.data?.addVerificationPhone;
          if (!sent) return { form: 'Failed to send verification code' };
          toast({ title: 'Verification code sent', description: sent.message, variant: 'success' });
          onCodeSent(sent.phone);
          return undefined;
        } catch (error) {
          const info = apiError(error, 'Failed to send verification code');
          toast({ title: 'Failed to send verification code', description: info.message, variant: 'error' });
          return Object.keys(info.fields).length ? info.fields : undefined;
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Add your mobile number" css={formStack}>
          <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
            Your account has no verified mobile number yet. Enter the number we should text, with your password to confirm it is you.
          </p>
          <FormTextField name="email" label="Email" type="email" autoComplete="email" />
          <PhoneField countryName="phoneCountry" numberName="phoneNumber" errorName="phone" />
          <PasswordField name="password" label="Password" />
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Sending…' : 'Send verification code'}
          </Button>
        </form>
      )}
    </Form>
  );
}

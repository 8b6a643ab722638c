import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { Button, useToast } from '../../components/ui';
import { useRegisterMutation } from '../../gql/hooks';
import { formStack, textLink } from './auth-frame';
import { DEFAULT_COUNTRY_ISO, examplePhone, internationalPhone } from './countries';
import { FormTextField, PasswordField, TermsField } from './form-fields';
import { PhoneField } from './phone-field';
import { PostcodeFinder } from './postcode-finder';
import { fieldErrors, fullRegistrationFormSchema } from '@aurum/rules/accounts/account-rules';
import { apiError } from '../../lib/api-error';
import { submitFocusingErrors } from '../../lib/focus-first-error';

export interface RegistrationOutcome {
  email: string;
  phone: string;
  message: string;
  requiresVerification: string;
}

interface FullFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneCountry: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

/** The form values as the shared schema (and the server) sees them. */
function toPayload<T extends Partial<FullFormValues>>(values: T) {
  return { ...values, phone: internationalPhone(values.phoneCountry ?? DEFAULT_COUNTRY_ISO, values.phoneNumber ?? '') };
}

function validate(values: Partial<FullFormValues>) {
  const example = examplePhone(values.phoneCountry ?? DEFAULT_COUNTRY_ISO);
  const result = fullRegistrationFormSchema(example).safeParse(toPayload(values));
  return result.success ? {} : fieldErrors(result.error);
}

const ADDRESS_FIELDS = { city: 'city', county: 'state', postcode: 'zipCode', country: 'country' } as const;

/** Create Account (full form, §2): names, email, phone with country code, address by postcode, password, terms. */
export function RegistrationForm({ onRegistered }: { onRegistered: (outcome: RegistrationOutcome) => void }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [register] = useRegisterMutation();
  const [manualAddress, setManualAddress] = useState(false);

  const submit = async (values: FullFormValues) => {
    const payload = toPayload(values);
    try {
      const result = await register({
        variables: {
          input: {
            username: payload.email,
            email: payload.email,
            password: payload.password,
            firstName: payload.firstName,
            lastName: payload.lastName,
            phone: payload.phone,
            address: payload.address,
            city: payload.city,
            state: payload.state,
            zipCode: payload.zipCode,
            country: payload.country,
          },
        },
      });
      const answer = result.data?.register;
      if (answer) onRegistered({ email: payload.email.trim().toLowerCase(), phone: payload.phone, message: answer.message, requiresVerification: answer.requiresVerification });
      return undefined;
    } catch (error) {
      const info = apiError(error, 'Registration failed');
      toast({ title: 'Registration failed', description: info.message, variant: 'error' });
      const { phone, ...fields } = info.fields;
      return { ...fields, ...(phone ? { phone } : {}) };
    }
  };

  const readOnly = !manualAddress;
  return (
    <Form<FullFormValues> onSubmit={submit} validate={validate} initialValues={{ phoneCountry: DEFAULT_COUNTRY_ISO, country: '', termsAccepted: false }}>
      {({ handleSubmit, form, submitting }) => (
        // A refused submit moves focus and the screen to the first field in error: on a phone the form is taller
        // than the screen and an error above Create Account went unseen (issue 37).
        <form onSubmit={(event) => void submitFocusingErrors(event, handleSubmit, form)} noValidate aria-label="Create account" css={formStack}>
          <div css={twoColumns(theme)}>
            <FormTextField name="firstName" label="First name" autoComplete="given-name" />
            <FormTextField name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <FormTextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <PhoneField countryName="phoneCountry" numberName="phoneNumber" errorName="phone" />
          <p css={css`margin-top: -${theme.space[3]}; font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
            Choose your country code, then enter your number. We will text it a 6-digit code to verify it.
          </p>
          <PostcodeFinder fieldNames={ADDRESS_FIELDS} onManualEntry={() => setManualAddress(true)} />
          <FormTextField name="address" label="Street address" autoComplete="street-address" />
          <div css={twoColumns(theme)}>
            <FormTextField name="city" label="City" autoComplete="address-level2" readOnly={readOnly} />
            <FormTextField name="state" label="County" autoComplete="address-level1" readOnly={readOnly} />
            <FormTextField name="zipCode" label="Postcode" autoComplete="postal-code" readOnly={readOnly} parse={(v) => v.toUpperCase()} />
            <FormTextField name="country" label="Country" autoComplete="country-name" readOnly={readOnly} />
          </div>
          {readOnly && (
            <button type="button" onClick={() => setManualAddress(true)} css={[textLink, css`justify-self: start; background: none; border: 0; padding: 0; font-size: ${theme.fontSizes.sm};`]}>
              Enter address manually
            </button>
          )}
          <PasswordField name="password" label="Password" autoComplete="new-password" />
          <p css={css`margin-top: -${theme.space[3]}; font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
            At least 8 characters, with upper and lower case letters, a number and one of @$!%*?&.
          </p>
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

const twoColumns = (theme: ReturnType<typeof useTheme>) => css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.25rem ${theme.space[4]};
  ${theme.mq.belowMd} {
    grid-template-columns: 1fr;
  }
`;

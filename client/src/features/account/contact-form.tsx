import { css } from '@emotion/react';
import { Form } from 'react-final-form';
import { Button, useToast } from '../../components/ui';
import { useChangeContactDetailsMutation } from '../../gql/hooks';
import { accountRules, DEFAULT_COUNTRY_ISO, examplePhone, formStack, FormTextField, internationalPhone, PasswordField, PhoneField, type CurrentUser } from '../auth';
import { apiError } from '../../lib/api-error';

interface ContactValues {
  email: string;
  phoneCountry: string;
  phoneNumber: string;
  currentPassword: string;
}

const toPayload = (values: Partial<ContactValues>) => ({
  email: values.email,
  phone: internationalPhone(values.phoneCountry ?? DEFAULT_COUNTRY_ISO, values.phoneNumber ?? ''),
  currentPassword: values.currentPassword,
});

/** A new email or phone, confirmed with the current password; each is verified again afterwards. */
export function ContactForm({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const [changeContact] = useChangeContactDetailsMutation();
  return (
    <Form<ContactValues>
      initialValues={{ phoneCountry: 'GB' }}
      validate={(values) => validateContact(values)}
      onSubmit={async (values, form) => {
        try {
          const payload = toPayload(values);
          await changeContact({ variables: { input: { email: payload.email || null, phone: payload.phone || null, currentPassword: values.currentPassword } } });
          toast({ title: 'Contact details changed', description: 'Please verify the new details with the link or code we sent.', variant: 'success' });
          window.setTimeout(() => form.restart({ phoneCountry: values.phoneCountry }));
          return undefined;
        } catch (error) {
          const info = apiError(error, 'Could not change your contact details');
          toast({ title: 'Could not change your contact details', description: info.message, variant: 'error' });
          return info.fields;
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Email and phone" css={formStack}>
          <p css={css`color: var(--fg-muted);`}>
            Current email: <strong>{user.email}</strong>
            {user.phone ? (
              <>
                {' '}
                · phone: <strong>{user.phone}</strong>
              </>
            ) : null}
          </p>
          <FormTextField name="email" label="New email (optional)" type="email" autoComplete="email" />
          <PhoneField countryName="phoneCountry" numberName="phoneNumber" errorName="phone" />
          <PasswordField name="currentPassword" label="Current password" />
          <Button type="submit" variant="secondary" disabled={submitting} css={css`justify-self: start;`}>
            {submitting ? 'Saving…' : 'Change email or phone'}
          </Button>
        </form>
      )}
    </Form>
  );
}

function validateContact(values: Partial<ContactValues>) {
  const result = accountRules.contactChangeSchema(examplePhone(values.phoneCountry ?? DEFAULT_COUNTRY_ISO)).safeParse(toPayload(values));
  return result.success ? {} : accountRules.fieldErrors(result.error);
}

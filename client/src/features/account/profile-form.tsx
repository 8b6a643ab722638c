import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { Button, useToast } from '../../components/ui';
import { useUpdateProfileMutation } from '../../gql/hooks';
import { accountRules, formStack, FormTextField, PostcodeFinder, textLink, validateWith, type CurrentUser } from '../auth';
import { apiError } from '../../lib/api-error';

interface ProfileValues {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

const ADDRESS_FIELDS = { city: 'city', county: 'state', postcode: 'zipCode', country: 'country' } as const;

/** Names and address of the signed-in account. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [updateProfile] = useUpdateProfileMutation();
  const [manual, setManual] = useState(Boolean(user.city));
  const initialValues: ProfileValues = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.county ?? '',
    zipCode: user.postcode ?? '',
    country: user.country ?? '',
  };
  return (
    <Form<ProfileValues>
      initialValues={initialValues}
      validate={validateWith(accountRules.profileSchema)}
      onSubmit={async (values) => {
        try {
          await updateProfile({ variables: { input: values } });
          toast({ title: 'Profile updated', description: 'Your details have been saved.', variant: 'success' });
          return undefined;
        } catch (error) {
          const info = apiError(error, 'Could not save your details');
          toast({ title: 'Could not save your details', description: info.message, variant: 'error' });
          return info.fields;
        }
      }}
    >
      {({ handleSubmit, submitting, pristine }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Personal details" css={formStack}>
          <div css={twoColumns(theme)}>
            <FormTextField name="firstName" label="First name" autoComplete="given-name" />
            <FormTextField name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <PostcodeFinder fieldNames={ADDRESS_FIELDS} onManualEntry={() => setManual(true)} />
          <FormTextField name="address" label="Street address" autoComplete="street-address" />
          <div css={twoColumns(theme)}>
            <FormTextField name="city" label="City" autoComplete="address-level2" readOnly={!manual} />
            <FormTextField name="state" label="County" autoComplete="address-level1" readOnly={!manual} />
            <FormTextField name="zipCode" label="Postcode" autoComplete="postal-code" readOnly={!manual} parse={(v) => v.toUpperCase()} />
            <FormTextField name="country" label="Country" autoComplete="country-name" readOnly={!manual} />
          </div>
          {!manual && (
            <button type="button" onClick={() => setManual(true)} css={[textLink, css`justify-self: start; background: none; border: 0; padding: 0; font-size: ${theme.fontSizes.sm};`]}>
              Enter address manually
            </button>
          )}
          <Button type="submit" disabled={submitting || pristine} css={css`justify-self: start;`}>
            {submitting ? 'Saving…' : 'Save details'}
          </Button>
        </form>
      )}
    </Form>
  );
}

export const twoColumns = (theme: ReturnType<typeof useTheme>) => css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.25rem ${theme.space[4]};
  ${theme.mq.belowMd} {
    grid-template-columns: 1fr;
  }
`;

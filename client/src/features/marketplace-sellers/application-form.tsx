import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { Button, useToast } from '../../components/ui';
import { submitFocusingErrors } from '../../lib/focus-first-error';
import { CheckboxField, FormMessage, FormTextField, textLink } from '../auth';
import { FormFileField, RadioGroupField } from './form-controls';
import { type ApplicationValues, DOCUMENT_ACCEPT, SELLER_COMMISSION_PERCENT, validateApplicationForm } from './rules';
import { submitApplication } from './submit-application';

const SELLER_TYPES = [
  { value: 'private', label: 'Private seller' },
  { value: 'dealer', label: 'Professional dealer' },
];

const grid = (theme: ReturnType<typeof useTheme>) => css`
  display: grid;
  gap: ${theme.space[5]};
  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Apply to sell (issue 13 §1): multipart, every message under its field in the server's words. */
export function ApplicationForm({ onApplied }: { onApplied: () => void }) {
  const theme = useTheme();
  const { toast } = useToast();

  const submit = async (values: ApplicationValues) => {
    const result = await submitApplication(values);
    if (!result.ok) return { ...result.fields, [FORM_ERROR]: result.message };
    toast({ title: 'Application received', description: 'We will email you once our team has reviewed it.', variant: 'success' });
    onApplied();
    return undefined;
  };

  return (
    <Form<ApplicationValues> onSubmit={submit} validate={validateApplicationForm} initialValues={{ sellerType: 'private', acceptTerms: false, document: null }} subscription={{ submitting: true, submitError: true, values: true }}>
      {({ handleSubmit, form, submitting, submitError, values }) => (
        <form noValidate aria-label="Seller application" onSubmit={(event) => void submitFocusingErrors(event, handleSubmit, form)} css={css`display: grid; gap: ${theme.space[6]};`}>
          <RadioGroupField name="sellerType" legend="I am selling as" options={SELLER_TYPES} />
          <div css={grid(theme)}>
            <FormTextField name="legalName" label="Legal name" autoComplete="name" hint="As on your identity document." />
            {values.sellerType === 'dealer' && (
              <>
                <FormTextField name="businessName" label="Business name" autoComplete="organization" />
                <FormTextField name="companyNumber" label="UK company number" hint="8 digits, or 2 letters and 6 digits." />
              </>
            )}
            <FormTextField name="addressLine" label="Address line" autoComplete="address-line1" />
            <FormTextField name="city" label="Town or city" autoComplete="address-level2" />
            <FormTextField name="postcode" label="Postcode" autoComplete="postal-code" />
          </div>
          <fieldset css={css`border: 1px solid var(--hairline); margin: 0; padding: ${theme.space[5]}; display: grid; gap: ${theme.space[4]}; min-width: 0;`}>
            <legend css={css`padding: 0 ${theme.space[2]}; font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.xl};`}>Payout account</legend>
            <p css={css`margin: 0; color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
              Sales are paid to this UK account less our {SELLER_COMMISSION_PERCENT}% commission. We keep only the last four digits of the account number; the full details are used once to set up your payouts.
            </p>
            <div css={grid(theme)}>
              <FormTextField name="sortCode" label="Sort code" inputMode="numeric" hint="e.g. 12-34-56" />
              <FormTextField name="accountNumber" label="Account number" inputMode="numeric" hint="8 digits." />
            </div>
          </fieldset>
          <FormFileField name="document" label="Identity document" buttonLabel="Choose a document" accept={DOCUMENT_ACCEPT} hint="A photo ID or passport scan: an image (PNG, JPEG, GIF, WebP) or a PDF, up to 10 MB. Only our team sees it." />
          <CheckboxField name="acceptTerms">
            I accept the seller terms: a {SELLER_COMMISSION_PERCENT}% commission on each sale, authentic watches only, and the{' '}
            <Link to="/terms-and-conditions" css={textLink}>
              Terms and Conditions
            </Link>
            .
          </CheckboxField>
          {submitError && <FormMessage>{submitError}</FormMessage>}
          <div>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Sending…' : 'Apply to sell'}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

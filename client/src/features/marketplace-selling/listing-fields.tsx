import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { TextAreaField } from '../../components/ui/text-area';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { CheckboxField, FormTextField } from '../auth';
import { FormFileField, FormSelectField } from '../marketplace-sellers';
import { PhotoPicker } from './photo-picker';
import { ReferencePrefill } from './reference-prefill';
import { LISTING_CONDITIONS, PHOTO_ACCEPT } from './rules';

function Group({ title, children }: { title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <fieldset css={css`border: 1px solid var(--hairline); padding: ${theme.space[5]}; margin: 0; display: grid; gap: ${theme.space[4]}; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); min-width: 0;`}>
      <legend css={css`padding: 0 ${theme.space[2]}; font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.xl};`}>{title}</legend>
      {children}
    </fieldset>
  );
}

const wide = css`grid-column: 1 / -1;`;

function TextArea({ name, label, hint, rows }: { name: string; label: string; hint?: string; rows: number }) {
  return (
    <Field<string> name={name} subscription={errorSubscription} parse={(value) => value}>
      {({ input, meta }) => <TextAreaField {...input} value={input.value ?? ''} label={label} hint={hint} rows={rows} error={shownError(meta)} css={wide} />}
    </Field>
  );
}

/** Every field of a listing (issue 13 §2), grouped as a buyer reads them. */
export function ListingFields({ editing }: { editing: boolean }) {
  return (
    <>
      <Group title="The watch">
        <FormTextField name="reference" label="Reference" hint="A reference our market data knows fills in brand and model." />
        <ReferencePrefill />
        <FormTextField name="brand" label="Brand" />
        <FormTextField name="model" label="Model" />
        <FormTextField name="year" label="Year" inputMode="numeric" />
        <FormTextField name="caseSizeMm" label="Case size (mm)" inputMode="numeric" />
        <FormTextField name="caseMaterial" label="Case material" />
        <FormTextField name="movement" label="Movement" hint="e.g. Automatic, Manual, Quartz" />
      </Group>
      <Group title="Condition and history">
        <FormSelectField name="condition" label="Condition" options={LISTING_CONDITIONS} placeholder="Choose a condition" />
        <CheckboxField name="hasBox">Original box included</CheckboxField>
        <CheckboxField name="hasPapers">Original papers included</CheckboxField>
        <TextArea name="serviceHistory" label="Service history (optional)" hint="Who serviced it and when." rows={3} />
        <TextArea name="description" label="Description" hint="30 to 5,000 characters: wear, extras, why you are selling." rows={6} />
      </Group>
      <Group title="Price and serial">
        <FormTextField name="priceGbp" label="Asking price (£)" inputMode="numeric" hint="£100 to £5,000,000." />
        <FormTextField name="serialNumber" label="Serial number" hint="Checked against the stolen register. It is never shown publicly: only you and our team see it." />
      </Group>
      <Group title="Photos">
        <div css={wide}>
          <PhotoPicker editing={editing} />
        </div>
        <FormFileField
          name="proof"
          label="Proof of ownership"
          buttonLabel="Choose a photo"
          accept={PHOTO_ACCEPT}
          hint={`A photo of the watch beside a handwritten note with your username and today's date. Only our team sees it.${editing ? ' Leave empty to keep the current one.' : ''}`}
        />
      </Group>
    </>
  );
}

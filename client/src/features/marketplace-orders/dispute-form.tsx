import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Button, useToast } from '../../components/ui';
import { FilePicker } from '../../components/ui/file-picker';
import { TextAreaField } from '../../components/ui/text-area';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { sendMultipart } from '../../lib/send-multipart';
import { DISPUTE_PHOTO_TYPES, DISPUTE_RULES, type DisputeValues, validateDispute } from '@aurum/rules/marketplace/dispute-rules';

/** The buyer's dispute: what is wrong, and up to five photos, posted to POST /api/marketplace/orders/:id/dispute. */
export function DisputeForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const theme = useTheme();
  const { toast } = useToast();

  const submit = async (values: DisputeValues<File>) => {
    const form = new FormData();
    form.append('reason', (values.reason ?? '').trim());
    (values.photos ?? []).forEach((photo, index) => form.append(`photo_${index}`, photo, photo.name));
    const result = await sendMultipart('POST', `/api/marketplace/orders/${encodeURIComponent(orderId)}/dispute`, form, 'Your dispute could not be sent. Please try again.');
    if (!result.ok) return Object.keys(result.fields).length > 0 ? result.fields : { [FORM_ERROR]: result.message };
    toast({ title: 'Dispute opened', description: 'Our team will review it and contact you. The payment stays held meanwhile.', variant: 'success' });
    onDone();
    return undefined;
  };

  return (
    <Form<DisputeValues<File>> onSubmit={submit} validate={validateDispute}>
      {({ handleSubmit, submitting, submitError }) => (
        <form noValidate aria-label="Open a dispute" onSubmit={handleSubmit} css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[5]}; border: 1px solid var(--danger);`}>
          <p css={css`margin: 0; font-size: ${theme.fontSizes.sm};`}>
            Tell us what is wrong with the watch. The payment stays held while our team reviews your dispute with you and the seller.
          </p>
          <Field<string> name="reason" subscription={errorSubscription}>
            {({ input, meta }) => (
              <TextAreaField {...input} label="What is wrong?" hint={`${DISPUTE_RULES.reasonMin} to ${DISPUTE_RULES.reasonMax.toLocaleString('en-GB')} characters.`} rows={5} error={shownError(meta)} announceError />
            )}
          </Field>
          <Field<File[]> name="photos" subscription={errorSubscription}>
            {({ input, meta }) => (
              <FilePicker
                name={input.name}
                label="Photos (optional)"
                buttonLabel="Choose photos"
                files={input.value || []}
                onRemove={(index) => {
                  input.onChange((input.value || []).filter((_, i) => i !== index));
                  input.onBlur();
                }}
                hint={`Up to ${DISPUTE_RULES.photosMax} images, PNG, JPEG, GIF or WebP, 10 MB each.`}
                accept={DISPUTE_PHOTO_TYPES.join(',')}
                multiple
                onFiles={(files) => {
                  input.onChange(files);
                  input.onBlur();
                }}
                error={shownError(meta)}
                announceError
              />
            )}
          </Field>
          {submitError && (
            <p role="alert" css={css`color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
              {submitError}
            </p>
          )}
          <div>
            <Button type="submit" aria-busy={submitting || undefined}>
              {submitting ? 'Sending…' : 'Send the dispute'}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

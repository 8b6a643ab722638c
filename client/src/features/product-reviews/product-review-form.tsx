import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { productReviewErrors, type ProductReviewValues } from '@aurum/rules/catalog/product-review-rules';
import { Button, TextField } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import { useWriteProductReviewMutation } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';
import { submitFocusingErrors } from '../../lib/focus-first-error';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { FormMessage } from '../auth/form-fields';
import { counterText } from '../marketplace-reviews/review-rules';
import { StarRatingField } from '../marketplace-reviews/star-rating-field';

const NOT_SENT = 'Your review could not be sent. Please try again.';

/** Stars, a title and the text (the shared rules judge them here as the server does); the review then waits for moderation. */
export function ProductReviewForm({ productId, productName }: { productId: string; productName: string }) {
  const theme = useTheme();
  const [write] = useWriteProductReviewMutation({ refetchQueries: ['ProductReviewEligibility'], awaitRefetchQueries: true });

  const submit = async (values: ProductReviewValues) => {
    try {
      await write({ variables: { productId, input: { rating: values.rating ?? 0, title: (values.title ?? '').trim(), text: (values.text ?? '').trim() } } });
      return undefined;
    } catch (error) {
      const refusal = apiError(error, NOT_SENT);
      return { ...refusal.fields, [FORM_ERROR]: refusal.message };
    }
  };

  return (
    <Form<ProductReviewValues> onSubmit={submit} validate={productReviewErrors} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, form, submitting, submitError }) => (
        <form
          id="write-review"
          noValidate
          aria-label={`Review the ${productName}`}
          onSubmit={(event) => void submitFocusingErrors(event, handleSubmit, form)}
          css={css`display: grid; gap: ${theme.space[4]}; width: 100%; max-width: 40rem;`}
        >
          <p css={css`margin: 0; color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
            Tell other clients about the piece (10 to 1,000 characters). Our team checks every review before it appears here.
          </p>
          <StarRatingField />
          <Field<string> name="title" subscription={errorSubscription}>
            {({ input, meta }) => <TextField {...input} label="Title" maxLength={160} error={shownError(meta)} />}
          </Field>
          <Field<string> name="text" subscription={errorSubscription}>
            {({ input, meta }) => <TextAreaField {...input} label="Your review" rows={5} error={shownError(meta)} hint={counterText(input.value)} />}
          </Field>
          {submitError && <FormMessage>{submitError}</FormMessage>}
          <Button type="submit" disabled={submitting} css={css`justify-self: start;`}>
            {submitting ? 'Sending…' : 'Submit review'}
          </Button>
        </form>
      )}
    </Form>
  );
}

import { reviewErrors, type ReviewValues } from '@aurum/rules/marketplace/review-rules';
import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Button, Skeleton } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import { useMarketplaceOrderReviewQuery, useWriteSellerReviewMutation } from '../../gql/hooks';
import { submitFocusingErrors } from '../../lib/focus-first-error';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { FormMessage } from '../auth/form-fields';
import { ReviewOutcome } from './review-outcome';
import { counterText } from './review-rules';
import { StarRatingField } from './star-rating-field';
import { apiError } from '../../lib/api-error';

const NOT_SENT = 'Your review could not be sent. Please try again.';

/**
 * On a completed marketplace order, for its buyer: rate the seller (1–5 stars
 * and 10–1,000 characters, once per order). Afterwards it shows the review and
 * whether it awaits moderation, is published, or was hidden (with the reason).
 */
export function SellerReviewPanel({ orderId }: { orderId: string }) {
  const theme = useTheme();
  const state = useMarketplaceOrderReviewQuery({ variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const [write] = useWriteSellerReviewMutation({ refetchQueries: ['MarketplaceOrderReview'], awaitRefetchQueries: true });
  const frame = css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[5]}; border: 1px solid var(--hairline); min-width: 0;`;
  const heading = (
    <h2 id={`review-${orderId}`} css={css`font-size: ${theme.fontSizes['2xl']};`}>
      Review the seller
    </h2>
  );

  if (state.dataState !== 'complete') {
    return (
      <section aria-labelledby={`review-${orderId}`} css={frame}>
        {heading}
        {state.error ? (
          <p role="alert" css={css`color: var(--fg-muted);`}>Your review could not be loaded. Please try again later.</p>
        ) : (
          <div role="status" aria-label="Loading your review" css={css`display: grid; gap: ${theme.space[3]};`}>
            <Skeleton width="12rem" height="2rem" />
            <Skeleton height="6rem" />
          </div>
        )}
      </section>
    );
  }
  const { canReview, blockedBy, review } = state.data.marketplaceOrderReview;

  const submit = async (values: ReviewValues) => {
    try {
      await write({ variables: { orderId, input: { rating: values.rating ?? 0, text: (values.text ?? '').trim() } } });
      return undefined;
    } catch (error) {
      const refusal = apiError(error, NOT_SENT);
      return { ...refusal.fields, [FORM_ERROR]: refusal.message };
    }
  };

  return (
    <section aria-labelledby={`review-${orderId}`} css={frame}>
      {heading}
      {review ? (
        <ReviewOutcome review={review} />
      ) : !canReview ? (
        <p css={css`color: var(--fg-muted);`}>{blockedBy ?? 'This order cannot be reviewed.'}</p>
      ) : (
        <Form<ReviewValues> onSubmit={submit} validate={reviewErrors} subscription={{ submitting: true, submitError: true }}>
          {({ handleSubmit, form, submitting, submitError }) => (
            <form noValidate aria-label="Review the seller" onSubmit={(event) => void submitFocusingErrors(event, handleSubmit, form)} css={css`display: grid; gap: ${theme.space[4]};`}>
              <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>How did the seller do? Tell other buyers about the watch, the packaging and how the seller communicated (10 to 1,000 characters). Our team checks every review before it appears on the seller’s page.</p>
              <StarRatingField />
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
      )}
    </section>
  );
}

import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { useParams } from 'react-router';
import { ButtonLink, Container, Eyebrow, Skeleton } from '../../components/ui';
import { useMarketplaceCheckoutPreviewQuery } from '../../gql/hooks';
import { LISTING_NOT_FOUND, MarketplaceNotFound } from '../marketplace/marketplace-not-found';
import { CheckoutSummary, EscrowExplanation } from './checkout-summary';
import { DeliveryStep, type StartedCheckout } from './delivery-step';
import type { DeliveryValues } from './form-rules';
import { PaymentStep } from './payment-step';

/** /marketplace/checkout/:id: buy a listing through escrow — the summary, the delivery address, then the payment. */
export function MarketplaceCheckoutPage() {
  const theme = useTheme();
  const { id = '' } = useParams();
  const result = useMarketplaceCheckoutPreviewQuery({ variables: { listingId: id }, fetchPolicy: 'network-only' });
  const [started, setStarted] = useState<{ checkout: StartedCheckout; delivery: DeliveryValues } | null>(null);

  if (result.error && !result.data) return <MarketplaceNotFound {...LISTING_NOT_FOUND} />;
  const complete = result.dataState === 'complete' ? result.data : undefined;
  const preview = complete?.marketplaceCheckoutPreview;
  const terms = complete?.marketplaceEscrowTerms;

  return (
    <Container>
      <title>Marketplace checkout — Aurum</title>
      <div css={css`display: grid; gap: ${theme.space[3]}; padding-top: ${theme.space[7]}; margin-bottom: ${theme.space[6]};`}>
        <Eyebrow>Secure escrow checkout</Eyebrow>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Buy with escrow</h1>
      </div>
      <div
        css={css`
          display: grid;
          gap: ${theme.space[6]};
          padding-bottom: ${theme.space[9]};
          ${theme.mq.md} {
            grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
            align-items: start;
          }
        `}
      >
        <div css={css`display: grid; gap: ${theme.space[5]}; ${theme.mq.md} { position: sticky; top: 7rem; }`}>
          {preview && terms ? (
            <>
              <CheckoutSummary preview={preview} />
              <EscrowExplanation terms={terms} />
            </>
          ) : (
            <div role="status" aria-label="Loading the order summary" css={css`display: grid; gap: ${theme.space[4]};`}>
              <Skeleton height="14rem" />
              <Skeleton height="10rem" />
            </div>
          )}
        </div>
        <div css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
          {!preview || !terms ? (
            <Skeleton height="28rem" />
          ) : preview.refusal && !started ? (
            <section
              aria-labelledby="mp-checkout-refused"
              css={css`display: grid; gap: ${theme.space[4]}; justify-items: start; padding: ${theme.space[6]}; border: 1px solid var(--hairline); border-left: 3px solid var(--danger);`}
            >
              <h2 id="mp-checkout-refused" css={css`font-size: ${theme.fontSizes.xl};`}>
                You cannot buy this watch now
              </h2>
              <p role="alert">{preview.refusal}</p>
              {preview.refusalReason === 'VERIFICATION_REQUIRED' ? (
                <ButtonLink to="/account/profile">Verify your account</ButtonLink>
              ) : (
                <ButtonLink to="/marketplace/listings" variant="secondary">
                  Browse other watches
                </ButtonLink>
              )}
            </section>
          ) : started ? (
            <PaymentStep started={started.checkout} delivery={started.delivery} />
          ) : (
            <DeliveryStep listingId={preview.listingId} reservationMinutes={terms.reservationMinutes} onStarted={(checkout, delivery) => setStarted({ checkout, delivery })} />
          )}
        </div>
      </div>
    </Container>
  );
}

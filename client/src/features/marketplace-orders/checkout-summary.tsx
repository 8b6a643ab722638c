import { css, useTheme } from '@emotion/react';
import { OrderPanel } from '../../components/order';
import { LockIcon } from '../../components/ui';
import type { MarketplaceCheckoutPreviewQuery } from '../../gql/graphql';

type Preview = MarketplaceCheckoutPreviewQuery['marketplaceCheckoutPreview'];
type Terms = MarketplaceCheckoutPreviewQuery['marketplaceEscrowTerms'];

/** The watch, its price, insured delivery and the total, all as the server priced them. */
export function CheckoutSummary({ preview }: { preview: Preview }) {
  const theme = useTheme();
  const row = css`display: flex; justify-content: space-between; gap: ${theme.space[4]}; font-variant-numeric: tabular-nums;`;
  return (
    <OrderPanel id="mp-checkout-summary" title="Order summary">
      <div css={css`display: grid; grid-template-columns: 6rem minmax(0, 1fr); gap: ${theme.space[4]}; align-items: center;`}>
        {preview.photo ? (
          <img src={preview.photo.thumbUrl} alt={preview.photo.alt} width={96} height={96} css={css`width: 6rem; height: 6rem; object-fit: cover; background: ${theme.colors.parchment};`} />
        ) : (
          <span aria-hidden="true" css={css`width: 6rem; height: 6rem; background: ${theme.colors.parchment};`} />
        )}
        <div css={css`display: grid; gap: ${theme.space[1]}; min-width: 0;`}>
          <p css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.lg}; overflow-wrap: anywhere;`}>{preview.title}</p>
          <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
            Ref. {preview.reference} · {preview.conditionLabel}
          </p>
          <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>Sold by {preview.sellerName}</p>
        </div>
      </div>
      <dl css={css`display: grid; gap: ${theme.space[2]}; margin: 0; padding-top: ${theme.space[4]}; border-top: 1px solid var(--hairline);`}>
        <div css={row}>
          <dt>Price</dt>
          <dd css={css`margin: 0;`}>{preview.price.formatted}</dd>
        </div>
        <div css={row}>
          <dt>Insured delivery, signed for</dt>
          <dd css={css`margin: 0;`}>{preview.insuredDelivery.formatted}</dd>
        </div>
        <div css={[row, css`padding-top: ${theme.space[2]}; border-top: 1px solid var(--hairline); font-weight: 600; font-size: ${theme.fontSizes.lg};`]}>
          <dt>Total</dt>
          <dd css={css`margin: 0;`} data-testid="mp-checkout-total">
            {preview.total.formatted}
          </dd>
        </div>
      </dl>
    </OrderPanel>
  );
}

/** How escrow protects the buyer: held funds, the seller's shipping window, the inspection period. */
export function EscrowExplanation({ terms }: { terms: Terms }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="mp-escrow-title"
      css={css`display: grid; gap: ${theme.space[3]}; padding: ${theme.space[5]}; border: 1px solid var(--hairline); border-left: 3px solid var(--accent); font-size: ${theme.fontSizes.sm};`}
    >
      <h2 id="mp-escrow-title" css={css`display: flex; gap: ${theme.space[2]}; align-items: center; font-size: ${theme.fontSizes.lg}; svg { color: var(--accent); }`}>
        <LockIcon size={18} />
        Protected by Aurum escrow
      </h2>
      <ol css={css`margin: 0; padding-left: ${theme.space[5]}; display: grid; gap: ${theme.space[2]}; line-height: 1.6;`}>
        <li>Your payment is held by Aurum, not paid to the seller.</li>
        <li>The seller ships within {terms.shipWithinBusinessDays} business days, insured and signed for, or you are refunded in full.</li>
        <li>When the watch arrives you have {terms.inspectionDays} days to inspect it, then accept it or open a dispute.</li>
        <li>The seller is paid only once you accept the watch. Our commission is paid by the seller, never by you.</li>
      </ol>
    </section>
  );
}

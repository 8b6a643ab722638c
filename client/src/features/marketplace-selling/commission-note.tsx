import { css, useTheme } from '@emotion/react';
import { useMarketplaceEscrowTermsQuery } from '../../gql/hooks';

/** The commission and payout terms the server applies, shown to sellers before they list. */
export function CommissionNote() {
  const theme = useTheme();
  const result = useMarketplaceEscrowTermsQuery({ fetchPolicy: 'cache-first' });
  if (result.dataState !== 'complete') return null;
  const terms = result.data.marketplaceEscrowTerms;
  return (
    <p data-testid="commission-note" css={css`margin: 0; max-width: 48rem; padding: ${theme.space[3]} ${theme.space[4]}; border-left: 3px solid var(--accent); background: rgba(198, 161, 91, 0.08); font-size: ${theme.fontSizes.sm};`}>
      Our commission is <strong>{terms.commissionPercent}%</strong> of your asking price, taken when a sale completes. Buyers pay {terms.insuredDelivery.formatted} for insured delivery on top. You ship within{' '}
      {terms.shipWithinBusinessDays} business days of payment; the buyer then has {terms.inspectionDays} days to inspect the watch before the payment is released to your balance.
    </p>
  );
}

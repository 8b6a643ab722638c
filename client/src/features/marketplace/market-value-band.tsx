import { css, useTheme } from '@emotion/react';
import { Badge } from '../../components/ui';
import type { MarketplaceListingQuery } from '../../gql/graphql';
import { formatPence } from '../../lib/money';
import { bandScale, POSITION_TEXT, signalText } from './marketplace-rules';

type Band = NonNullable<NonNullable<MarketplaceListingQuery['marketplaceListing']>['marketValue']>;

/**
 * Recent sales of the reference as a low–median–high band, with a marker
 * where this asking price sits. The bar is drawn for sighted readers; the
 * same facts are in the text beneath it.
 */
export function MarketValueBand({ band, pricePence }: { band: Band | null; pricePence: number }) {
  const theme = useTheme();
  const heading = (
    <h2 id="market-value-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
      Market Value
    </h2>
  );
  if (!band) {
    return (
      <section aria-labelledby="market-value-title" css={css`display: grid; gap: ${theme.space[3]};`}>
        {heading}
        <p css={css`color: var(--fg-muted);`}>There is no recent market data for this reference yet.</p>
      </section>
    );
  }
  const scale = bandScale({ low: band.low.amount, median: band.median.amount, high: band.high.amount }, pricePence);
  const signal = signalText(band.classification, band.score);
  const caps = css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--fg-muted);`;

  return (
    <section aria-labelledby="market-value-title" css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[5]}; border: 1px solid var(--hairline); background: ${theme.colors.white};`}>
      {heading}
      <p css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[2]};`}>
        <Badge variant={band.position === 'WITHIN_BAND' ? 'gold' : 'outline'}>{POSITION_TEXT[band.position]}</Badge>
        {signal && <span css={css`font-size: ${theme.fontSizes.sm};`}>Signal: {signal}</span>}
      </p>

      <div aria-hidden="true" css={css`position: relative; height: 2.75rem; margin-inline: 0.5rem;`}>
        <div css={css`position: absolute; left: 0; right: 0; top: 1.75rem; height: 0.375rem; background: ${theme.colors.sand};`} />
        <div css={css`position: absolute; left: ${scale.low}%; width: ${scale.high - scale.low}%; top: 1.75rem; height: 0.375rem; background: ${theme.colors.goldDeep};`} />
        <div css={css`position: absolute; left: ${scale.median}%; top: 1.5rem; width: 2px; height: 0.875rem; margin-left: -1px; background: ${theme.colors.ink};`} />
        <div css={css`position: absolute; left: ${scale.marker}%; top: 0; transform: translateX(-50%); display: grid; justify-items: center;`}>
          <span css={css`font-size: 0.6875rem; font-weight: 600; white-space: nowrap; color: var(--fg);`}>Asking</span>
          <span css={css`width: 0; height: 0; border-inline: 0.4rem solid transparent; border-top: 0.55rem solid ${theme.colors.black};`} />
        </div>
      </div>

      <dl css={css`display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${theme.space[3]}; margin: 0; text-align: center; dd { margin: 0; font-variant-numeric: tabular-nums; }`}>
        <div css={css`text-align: left;`}>
          <dt css={caps}>Low</dt>
          <dd>{formatPence(band.low.amount)}</dd>
        </div>
        <div>
          <dt css={caps}>Median</dt>
          <dd>{formatPence(band.median.amount)}</dd>
        </div>
        <div css={css`text-align: right;`}>
          <dt css={caps}>High</dt>
          <dd>{formatPence(band.high.amount)}</dd>
        </div>
      </dl>

      <p>
        Asking price {formatPence(pricePence)}: {POSITION_TEXT[band.position].toLowerCase()}.
      </p>
      <p css={css`color: var(--fg-muted); line-height: 1.7;`}>{band.explanation}</p>
      <p css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
        Based on {band.sales} {band.sales === 1 ? 'sale' : 'sales'} of this reference in the last 12 months; the band runs from the 25th to the 75th percentile.
      </p>
      <p css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>Market data as of {band.asOf}</p>
    </section>
  );
}

import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { capsLabel } from '../../components/ui';
import type { InsightsQuery } from '../../gql/graphql';
import { mutedText } from '../../components/admin/admin-styles';

type Card = InsightsQuery['insights']['cards'][number];

/** One card: the advice, the products with their numbers, and where the numbers came from. */
export function InsightCard({ card }: { card: Card }) {
  const theme = useTheme();
  const headingId = `insight-${card.id}`;
  return (
    <article aria-labelledby={headingId} data-testid={`insight-${card.id}`} css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[5]}; border: 1px solid var(--hairline); border-top: 3px solid ${card.items.length ? theme.colors.gold : 'var(--hairline)'}; background: ${theme.colors.onyx}; align-content: start;`}>
      <header css={css`display: grid; gap: ${theme.space[2]};`}>
        <h2 id={headingId} css={css`font-size: ${theme.fontSizes.xl};`}>
          {card.title}
        </h2>
        {card.items.length > 0 && <p css={css`font-size: ${theme.fontSizes.sm};`}>{card.advice}</p>}
      </header>
      {card.items.length === 0 ? (
        <p css={mutedText(theme)}>{card.emptyText}</p>
      ) : (
        <ol css={css`display: grid; gap: ${theme.space[3]}; margin: 0; padding: 0; list-style: none;`}>
          {card.items.map((item) => (
            <li key={`${item.productId}-${item.detail ?? ''}`} css={css`display: grid; gap: ${theme.space[1]}; padding-top: ${theme.space[3]}; border-top: 1px solid var(--hairline);`}>
              <p css={css`font-weight: 600;`}>
                <Link to={`/product/${item.productId}`} css={css`color: var(--fg);`}>
                  {item.brand} {item.name}
                </Link>
                {item.detail ? <span css={mutedText(theme)}> · {item.detail}</span> : null}
              </p>
              <p css={css`font-size: ${theme.fontSizes.sm};`}>{item.headline}</p>
              <dl css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[1]} ${theme.space[4]}; margin: 0; font-size: ${theme.fontSizes.xs};`}>
                {item.figures.map((figure) => (
                  <div key={figure.label} css={css`display: flex; gap: ${theme.space[1]};`}>
                    <dt css={css`color: var(--fg-muted);`}>{figure.label}</dt>
                    <dd css={css`margin: 0; font-variant-numeric: tabular-nums;`}>{figure.formatted}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
      <details css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
        <summary css={[capsLabel(theme), css`cursor: pointer; color: var(--fg-muted);`]}>Where these numbers come from</summary>
        <p css={css`margin-top: ${theme.space[2]};`}>{card.basis}</p>
      </details>
    </article>
  );
}

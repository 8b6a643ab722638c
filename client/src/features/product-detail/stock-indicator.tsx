import { css, useTheme } from '@emotion/react';
import { stockLevel } from './detail-rules';

/** Stock text plus a bar; the bar is decoration, the text carries the meaning. */
export function StockIndicator({ stockQuantity }: { stockQuantity: number }) {
  const theme = useTheme();
  const level = stockLevel(stockQuantity);
  const colour = { out: theme.colors.danger, low: theme.colors.goldDeep, good: theme.colors.success }[level.tone];
  return (
    <div css={css`display: grid; gap: ${theme.space[2]}; max-width: 22rem;`}>
      <p data-testid="stock-label" css={css`font-size: ${theme.fontSizes.sm}; font-weight: 500; color: ${colour};`}>
        {level.label}
      </p>
      <div aria-hidden="true" css={css`height: 4px; background: ${theme.colors.sand}; overflow: hidden;`}>
        <div css={css`width: ${level.percent}%; height: 100%; background: ${level.tone === 'good' ? theme.colors.gold : colour};`} />
      </div>
    </div>
  );
}

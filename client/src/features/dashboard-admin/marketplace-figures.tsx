import { css, useTheme } from '@emotion/react';
import { DefinitionTip } from '../../components/ui/definition-tip';
import { mutedText } from '../../components/admin/admin-styles';
import type { AdminOverviewQuery } from '../../gql/graphql';
import { formatPence } from '../../lib/money';
import { FIGURE_DEFINITIONS } from './figure-definitions';
import { bigFigure } from './overview-card';

const WINDOW_LABELS: Record<string, string> = { today: 'Today', last7Days: 'Last 7 days', last30Days: 'Last 30 days' };

/** The marketplace's money, from the ledger: GMV and commission per period, and what escrow holds now. */
export function MarketplaceFigures({ figures, escrowHeld }: { figures: AdminOverviewQuery['adminOverview']['marketplace']; escrowHeld: number }) {
  const theme = useTheme();
  return (
    <section aria-label="Marketplace money" css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[5]}; background: ${theme.colors.onyx}; border: 1px solid var(--hairline);`}>
      <h2 css={css`font-size: ${theme.fontSizes.xl};`}>Marketplace money</h2>
      <dl css={css`display: grid; gap: ${theme.space[4]}; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); margin: 0;`}>
        <div data-testid="escrow-held" css={css`display: grid; gap: ${theme.space[1]};`}>
          <dt css={mutedText(theme)}>
            <DefinitionTip term="Held in escrow now" definition={FIGURE_DEFINITIONS.escrow} />
          </dt>
          <dd css={[bigFigure(theme), css`margin: 0;`]}>{formatPence(escrowHeld)}</dd>
        </div>
        {figures.map((row) => (
          <div key={row.window} data-testid={`marketplace-${row.window}`} css={css`display: grid; gap: ${theme.space[1]};`}>
            <dt css={mutedText(theme)}>{WINDOW_LABELS[row.window] ?? row.window}</dt>
            <dd css={css`margin: 0; display: grid; gap: ${theme.space[1]};`}>
              <span>
                <DefinitionTip term="GMV" definition={FIGURE_DEFINITIONS.gmv} /> <strong>{formatPence(row.gmv.amount)}</strong>
              </span>
              <span css={mutedText(theme)}>
                <DefinitionTip term="Commission earned" definition={FIGURE_DEFINITIONS.commission} /> {formatPence(row.commission.amount)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

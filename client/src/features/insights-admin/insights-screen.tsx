import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, SelectField } from '../../components/ui';
import { useInsightsQuery } from '../../gql/hooks';
import { mutedText } from '../../components/admin/admin-styles';
import { InsightCard } from './insight-card';
import { formatTime } from '../../lib/dates';

const WINDOWS = [7, 30, 90] as const;

/** The insights screen (the spec's AI admin screen): what to do next, each card traced to the shop's own numbers. */
export function InsightsScreen() {
  const theme = useTheme();
  const [days, setDays] = useState<number>(30);
  const result = useInsightsQuery({ variables: { days }, fetchPolicy: 'cache-and-network' });
  const insights = result.dataState === 'complete' ? result.data.insights : null;
  return (
    <div css={css`display: grid; gap: ${theme.space[5]};`}>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[4]}; align-items: end; justify-content: space-between;`}>
        <p css={mutedText(theme)} aria-live="polite">
          {insights ? `Computed at ${formatTime(insights.generatedAt)} from the last ${insights.windowDays} days of views, carts, orders, stock and market data.` : 'Reading the shop’s data…'}
        </p>
        <div css={css`display: flex; gap: ${theme.space[3]}; align-items: end;`}>
          <SelectField label="Period" value={String(days)} onChange={(event) => setDays(Number(event.target.value))}>
            {WINDOWS.map((window) => (
              <option key={window} value={window}>
                Last {window} days
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" onClick={() => void result.refetch().catch(() => undefined)}>
            Refresh
          </Button>
        </div>
      </div>
      {!insights ? (
        result.error ? (
          <p role="alert">The insights could not be computed. Please try again.</p>
        ) : (
          <div aria-busy="true" css={css`display: grid; gap: ${theme.space[4]}; ${theme.mq.md} { grid-template-columns: 1fr 1fr; }`}>
            {[0, 1, 2, 3].map((n) => (
              <span key={n} css={css`display: block; height: 12rem; background: ${theme.colors.onyx}; border: 1px solid var(--hairline);`} />
            ))}
          </div>
        )
      ) : (
        <div css={css`display: grid; gap: ${theme.space[4]}; align-items: start; ${theme.mq.md} { grid-template-columns: 1fr 1fr; } ${theme.mq.lg} { grid-template-columns: repeat(3, 1fr); }`}>
          {insights.cards.map((card) => (
            <InsightCard key={card.id} card={card} />
          ))}
        </div>
      )}
    </div>
  );
}

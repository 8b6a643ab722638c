import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { useMarketSignalsQuery } from '../../gql/hooks';
import { SIGNALS_DEFAULT_LIMIT } from './signal-format';
import { signalsErrorMessage } from './signals-error';
import { type SignalsTableState, SignalsTableView } from './signals-table-view';

export interface SignalsTableProps {
  /** How many signals (default 15, §9). */
  limit?: number;
  title?: string;
  /** The heading level the title takes in its page. */
  headingLevel?: 2 | 3;
}

/** The watch market signals widget (§2 "Signals table"): loading, error, empty and the ranked rows. */
export function SignalsTable({ limit = SIGNALS_DEFAULT_LIMIT, title = 'Market Top Signals', headingLevel = 2 }: SignalsTableProps) {
  const theme = useTheme();
  const headingId = useId();
  const { data, error, dataState } = useMarketSignalsQuery({ variables: { limit } });
  const Heading = `h${headingLevel}` as const;
  const state: SignalsTableState = error
    ? { status: 'error', message: signalsErrorMessage(error) }
    : dataState === 'complete'
      ? { status: 'ready', rows: data.marketSignals.signals }
      : { status: 'loading' };
  const asOf = dataState === 'complete' ? data.marketSignals.asOf : null;

  return (
    <section aria-labelledby={headingId} css={css`display: grid; gap: ${theme.space[4]};`}>
      <div css={css`display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: ${theme.space[2]};`}>
        <Heading id={headingId} css={css`font-size: ${theme.fontSizes['2xl']};`}>
          {title}
        </Heading>
        {asOf && <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>Market data as of {asOf}</p>}
      </div>
      <SignalsTableView state={state} caption={title} />
    </section>
  );
}

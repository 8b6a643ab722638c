import { css, useTheme } from '@emotion/react';
import { Skeleton } from '../ui';
import { ClassificationBadge } from './classification-badge';
import { cellText, SIGNALS_TEXT } from './signal-format';

export interface SignalRow {
  rank?: number | null;
  brand?: string | null;
  model?: string | null;
  reference?: string | null;
  score?: number | null;
  momentumScore?: number | null;
  valueScore?: number | null;
  liquidityScore?: number | null;
  riskScore?: number | null;
  classification?: string | null;
}

export type SignalsTableState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; rows: readonly SignalRow[] };

const SKELETON_ROWS = 5;
/** Risk is the column that gives way on small screens (§2). */
const onSmall = '@media (max-width: 599.98px)';
const hideOnSmall = css`
  ${onSmall} {
    display: none;
  }
`;

/** A column heading that shortens to an abbreviation on phones, so all columns fit without scrolling. */
function ColumnName({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span css={css`${onSmall} { display: none; }`}>{full}</span>
      <abbr title={full} css={css`display: none; text-decoration: none; ${onSmall} { display: inline; }`}>
        {short}
      </abbr>
    </>
  );
}

/** The signals table in its three states; presentational, so the admin dashboard can feed it too. */
export function SignalsTableView({ state, caption }: { state: SignalsTableState; caption: string }) {
  const theme = useTheme();
  const cell = css`
    padding: ${theme.space[3]} 0.2rem;
    border-bottom: 1px solid var(--hairline);
    text-align: right;
    font-variant-numeric: tabular-nums;
    vertical-align: middle;
    ${theme.mq.sm} {
      padding: ${theme.space[3]};
    }
  `;
  const left = css`text-align: left;`;
  const head = css`
    font-size: 0.6875rem;
    ${onSmall} {
      letter-spacing: 0.06em;
    }
    font-weight: 600;
    letter-spacing: ${theme.letterSpacing.caps};
    text-transform: uppercase;
    color: var(--fg-muted);
    white-space: nowrap;
  `;

  if (state.status === 'error') {
    return (
      <p role="alert" css={css`padding: ${theme.space[5]}; border: 1px solid var(--danger); color: var(--danger);`}>
        {state.message}
      </p>
    );
  }
  if (state.status === 'ready' && state.rows.length === 0) {
    return <p css={css`padding: ${theme.space[5]}; color: var(--fg-muted); text-align: center;`}>{SIGNALS_TEXT.empty}</p>;
  }

  const loading = state.status === 'loading';
  return (
    <div
      role="region"
      aria-label={caption}
      aria-busy={loading || undefined}
      tabIndex={0}
      css={css`overflow-x: auto; &:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }`}
    >
      <table css={css`width: 100%; border-collapse: collapse; font-size: 0.8125rem; ${theme.mq.sm} { font-size: ${theme.fontSizes.md}; }`}>
        <caption className="visually-hidden">{loading ? `${caption}: loading signals…` : caption}</caption>
        <thead>
          <tr>
            <th scope="col" css={[cell, head, left]}>#</th>
            <th scope="col" css={[cell, head, left]}>Watch</th>
            <th scope="col" css={[cell, head]}>Score</th>
            <th scope="col" css={[cell, head]}>
              <ColumnName full="Momentum" short="Mom" />
            </th>
            <th scope="col" css={[cell, head]}>
              <ColumnName full="Value" short="Val" />
            </th>
            <th scope="col" css={[cell, head]}>
              <ColumnName full="Liquidity" short="Liq" />
            </th>
            <th scope="col" css={[cell, head, hideOnSmall]}>Risk</th>
            <th scope="col" css={[cell, head, left]}>Class</th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} aria-hidden="true">
                  <td colSpan={8} css={cell}>
                    <Skeleton height="1.25rem" />
                  </td>
                </tr>
              ))
            : state.rows.map((row, index) => (
                <tr key={`${row.brand}-${row.reference}-${index}`}>
                  <td css={[cell, left, css`color: var(--fg-muted);`]}>{cellText(row.rank)}</td>
                  <th scope="row" css={[cell, left, css`font-weight: 400;`]}>
                    <span css={css`display: block; font-weight: 600;`}>
                      {cellText(row.brand)} {row.model ? row.model : ''}
                    </span>
                    <span css={css`display: block; font-size: ${theme.fontSizes.xs}; color: var(--fg-muted); letter-spacing: 0.04em; overflow-wrap: anywhere;`}>
                      {cellText(row.reference)}
                    </span>
                  </th>
                  <td css={[cell, css`font-weight: 700;`]}>{cellText(row.score)}</td>
                  <td css={cell}>{cellText(row.momentumScore)}</td>
                  <td css={cell}>{cellText(row.valueScore)}</td>
                  <td css={cell}>{cellText(row.liquidityScore)}</td>
                  <td css={[cell, hideOnSmall]}>{cellText(row.riskScore)}</td>
                  <td css={[cell, left, css`${onSmall} { span { white-space: normal; letter-spacing: 0.06em; line-height: 1.2; padding: 0.25rem 0.375rem; font-size: 0.625rem; } }`]}>
                    <ClassificationBadge classification={row.classification} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

import { Link } from 'react-router';
import { css, useTheme } from '@emotion/react';
import { mutedText } from '../../components/admin/admin-styles';
import { DataTable } from '../../components/ui/data-table';
import type { StaffMarketplaceOrderQuery } from '../../gql/graphql';
import { accountLabel, type TimelineStep } from './rules';
import { formatDateTime } from '../../lib/dates';

const heading = css`font-size: 1.25rem;`;

/** What happened to the order, oldest first. */
export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const theme = useTheme();
  return (
    <section aria-labelledby="timeline-heading" css={css`display: grid; gap: ${theme.space[3]};`}>
      <h2 id="timeline-heading" css={heading}>
        Timeline
      </h2>
      <ol css={css`display: grid; gap: ${theme.space[3]}; margin: 0; padding: 0; list-style: none; border-left: 1px solid var(--hairline);`}>
        {steps.map((step) => (
          <li key={`${step.label}-${step.at}`} css={css`position: relative; padding-left: ${theme.space[4]}; &::before { content: ''; position: absolute; left: -4px; top: 0.45em; width: 7px; height: 7px; border-radius: 50%; background: ${theme.colors.gold}; }`}>
            <div css={css`font-weight: 600;`}>{step.label}</div>
            <div css={mutedText(theme)}>
              {formatDateTime(step.at)}
              {step.detail ? ` · ${step.detail}` : ''}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

type Ledger = StaffMarketplaceOrderQuery['staffMarketplaceOrderLedger'];
type History = StaffMarketplaceOrderQuery['staffMarketplaceOrderHistory'];

/** The order's lines in the double-entry ledger: each movement sums to zero. */
export function LedgerTable({ entries }: { entries: Ledger }) {
  const theme = useTheme();
  return (
    <section aria-labelledby="ledger-heading" css={css`display: grid; gap: ${theme.space[3]}; min-width: 0;`}>
      <h2 id="ledger-heading" css={heading}>
        Ledger
      </h2>
      {entries.length === 0 ? (
        <p css={mutedText(theme)}>Nothing posted yet: no payment has been taken.</p>
      ) : (
        <div css={css`overflow-x: auto; min-width: 0;`}>
          <DataTable caption="Ledger entries for this order, oldest first" columns={['Movement', 'Account', { label: 'Amount', numeric: true }, 'Posted']}>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td css={css`text-transform: capitalize;`}>{entry.movement}</td>
                <td>{accountLabel(entry.account)}</td>
                <td className="numeric">{entry.amount.formatted}</td>
                <td css={css`white-space: nowrap;`}>{formatDateTime(entry.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </section>
  );
}

/** Every staff action on the order: who, what, when and why. */
export function StaffHistory({ entries, orderNumber }: { entries: History; orderNumber: string }) {
  const theme = useTheme();
  return (
    <section aria-labelledby="history-heading" css={css`display: grid; gap: ${theme.space[3]};`}>
      <h2 id="history-heading" css={heading}>
        Staff actions
      </h2>
      {entries.length === 0 ? (
        <p css={mutedText(theme)}>No staff action yet.</p>
      ) : (
        <ul role="list" css={css`display: grid; gap: ${theme.space[3]}; margin: 0; padding: 0; list-style: none;`}>
          {entries.map((entry) => (
            <li key={entry.id} css={css`display: grid; gap: ${theme.space[1]}; padding-bottom: ${theme.space[3]}; border-bottom: 1px solid var(--hairline);`}>
              <div css={css`font-weight: 600;`}>{entry.action}</div>
              <div css={mutedText(theme)}>
                {entry.actorEmail} · {formatDateTime(entry.createdAt)}
              </div>
              {entry.reason && <div css={css`overflow-wrap: anywhere;`}>{entry.reason}</div>}
            </li>
          ))}
        </ul>
      )}
      <Link to={`/admin/audit?subjectType=marketplace_order&subjectId=${encodeURIComponent(orderNumber)}`}>See it in the staff audit trail</Link>
    </section>
  );
}

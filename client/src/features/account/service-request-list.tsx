import { css, useTheme } from '@emotion/react';
import { Skeleton } from '../../components/ui';
import { useMyServiceRequestsQuery } from '../../gql/hooks';
import type { ServiceRequestKind } from './service-request-form';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** The customer's own requests of one kind, newest first. */
export function ServiceRequestList({ kind }: { kind: ServiceRequestKind }) {
  const theme = useTheme();
  const result = useMyServiceRequestsQuery({ fetchPolicy: 'cache-and-network' });
  if (result.dataState !== 'complete') return result.error ? <p role="alert">Could not load your requests.</p> : <Skeleton height="4rem" />;
  const rows = result.data.myServiceRequests.filter((row) => row.kind === kind);
  if (rows.length === 0) return <p css={css`color: var(--fg-muted);`}>No {kind} requests yet.</p>;
  return (
    <ul role="list" css={css`display: grid; gap: ${theme.space[3]}; margin: 0;`}>
      {rows.map((row) => (
        <li key={row.id} css={css`display: grid; gap: ${theme.space[1]}; padding: ${theme.space[4]}; border: 1px solid var(--hairline);`}>
          <p css={css`display: flex; justify-content: space-between; gap: ${theme.space[3]}; flex-wrap: wrap;`}>
            <strong>
              #{row.id} · {row.itemName}
            </strong>
            <span css={css`font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent); font-weight: 600;`}>{row.status.replace('_', ' ')}</span>
          </p>
          <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
            Order {row.orderNumber} · {row.reason} · {dateFormat.format(new Date(row.createdAt))}
          </p>
        </li>
      ))}
    </ul>
  );
}

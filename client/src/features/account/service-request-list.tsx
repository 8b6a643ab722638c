import { css, useTheme } from '@emotion/react';
import { Skeleton } from '../../components/ui';
import type { ServiceRequestFieldsFragment } from '../../gql/graphql';
import { useMyServiceRequestsQuery } from '../../gql/hooks';
import type { ServiceRequestKind } from './service-request-form';
import { formatDate } from '../../lib/dates';

/** Where the request is now, and each state it reached with its date. */
function RequestProgress({ request }: { request: ServiceRequestFieldsFragment }) {
  const theme = useTheme();
  const steps = [{ status: 'REQUESTED', label: 'Requested', at: request.createdAt }, ...request.steps];
  return (
    <ol aria-label={`Progress of request #${request.id}`} css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]} ${theme.space[4]}; margin: 0; padding: 0; list-style: none; font-size: ${theme.fontSizes.sm};`}>
      {steps.map((step, index) => (
        <li key={`${step.status}-${index}`} css={css`color: ${index === steps.length - 1 ? 'var(--fg)' : 'var(--fg-muted)'};`}>
          {step.label} · {formatDate(step.at)}
        </li>
      ))}
    </ol>
  );
}

/** The customer's own requests of one kind, newest first, each with its progress. */
export function ServiceRequestList({ kind }: { kind: ServiceRequestKind }) {
  const theme = useTheme();
  const result = useMyServiceRequestsQuery({ fetchPolicy: 'cache-and-network' });
  if (result.dataState !== 'complete') return result.error ? <p role="alert">Could not load your requests.</p> : <Skeleton height="4rem" />;
  const rows = result.data.myServiceRequests.filter((row) => row.kind === kind);
  if (rows.length === 0) return <p css={css`color: var(--fg-muted);`}>No {kind} requests yet.</p>;
  return (
    <ul role="list" css={css`display: grid; gap: ${theme.space[3]}; margin: 0;`}>
      {rows.map((row) => (
        <li key={row.id} data-testid="service-request" css={css`display: grid; gap: ${theme.space[2]}; padding: ${theme.space[4]}; border: 1px solid var(--hairline);`}>
          <p css={css`display: flex; justify-content: space-between; gap: ${theme.space[3]}; flex-wrap: wrap;`}>
            <strong>
              #{row.id} · {row.itemName}
            </strong>
            <span data-testid="service-request-status" css={css`font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent); font-weight: 600;`}>
              {row.statusLabel}
            </span>
          </p>
          <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
            Order {row.orderNumber} · {row.reason}
          </p>
          <RequestProgress request={row} />
          {row.rejectionReason && <p css={css`font-size: ${theme.fontSizes.sm};`}>Reason: {row.rejectionReason}</p>}
        </li>
      ))}
    </ul>
  );
}

import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Badge, Button, Skeleton, useToast } from '../../components/ui';
import type { AlertItem_NotificationFragment } from '../../gql/graphql';
import { AlertsUnreadCountDocument, MyNotificationsDocument, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation, useMyNotificationsQuery } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';

const PAGE_SIZE = 20;

const KIND_LABELS: Record<AlertItem_NotificationFragment['kind'], string> = {
  PRICE_DROP: 'Price drop',
  BACK_IN_STOCK: 'Back in stock',
  SAVED_SEARCH: 'Saved search',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** /account/alerts: the customer's alerts, newest first, read and unread, with "Mark all as read". */
export function AlertList() {
  const theme = useTheme();
  const { toast } = useToast();
  const { data, dataState, loading, error, fetchMore } = useMyNotificationsQuery({ variables: { first: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [AlertsUnreadCountDocument, MyNotificationsDocument];
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation({ refetchQueries });
  const [markOne] = useMarkNotificationReadMutation({ refetchQueries: [AlertsUnreadCountDocument] });

  if (dataState !== 'complete') {
    return error ? <p role="alert">We could not load your alerts. Please try again.</p> : <Skeleton height="12rem" />;
  }
  const { nodes, unreadCount, pageInfo } = data.myNotifications;
  if (nodes.length === 0) {
    return (
      <p css={css`color: var(--fg-muted);`}>
        No alerts yet. Save pieces to your <Link to="/wishlist">wishlist</Link> and we will tell you here when their price drops or they are back in stock.
      </p>
    );
  }
  return (
    <div css={css`display: grid; gap: ${theme.space[5]};`}>
      <div css={css`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${theme.space[3]};`}>
        <p css={css`margin: 0;`}>{unreadCount === 1 ? '1 unread alert' : `${unreadCount} unread alerts`}</p>
        <Button
          variant="secondary"
          disabled={unreadCount === 0 || markingAll.loading}
          onClick={async () => {
            try {
              await markAll();
            } catch (failure) {
              toast({ title: 'Could not mark your alerts as read', description: apiError(failure).message, variant: 'error' });
            }
          }}
        >
          Mark all as read
        </Button>
      </div>
      <ul role="list" css={css`display: grid; gap: ${theme.space[3]}; margin: 0; padding: 0;`}>
        {nodes.map((alert) => (
          <li
            key={alert.id}
            css={css`
              display: grid;
              gap: ${theme.space[2]};
              padding: ${theme.space[4]};
              border: 1px solid var(--hairline);
              border-left: 3px solid ${alert.readAt ? 'var(--hairline)' : theme.colors.gold};
            `}
          >
            <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[2]};`}>
              <Badge variant={alert.readAt ? 'muted' : 'gold'}>{KIND_LABELS[alert.kind]}</Badge>
              <span css={css`color: var(--fg-muted); font-size: 0.8125rem;`}>{alert.readAt ? 'Read' : 'Unread'} · {when(alert.createdAt)}</span>
            </div>
            <p css={css`margin: 0;`}>{alert.message}</p>
            {alert.oldPrice && alert.newPrice && (
              <p css={css`margin: 0; font-weight: 600;`}>
                <span css={css`text-decoration: line-through; color: var(--fg-muted); font-weight: 400;`}>
                  <span className="visually-hidden">Was </span>
                  {alert.oldPrice.formatted}
                </span>
                {' → '}
                <span>
                  <span className="visually-hidden">now </span>
                  {alert.newPrice.formatted}
                </span>
              </p>
            )}
            <Link to={alert.link} onClick={() => !alert.readAt && void markOne({ variables: { id: alert.id } }).catch(() => undefined)}>
              {alert.kind === 'SAVED_SEARCH' ? 'View the listing' : 'View the piece'}
            </Link>
          </li>
        ))}
      </ul>
      {pageInfo.hasNextPage && (
        <Button
          variant="secondary"
          disabled={loading}
          css={css`justify-self: center;`}
          onClick={() =>
            void fetchMore({
              variables: { after: pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                myNotifications: { ...fetchMoreResult.myNotifications, nodes: [...previous.myNotifications.nodes, ...fetchMoreResult.myNotifications.nodes] },
              }),
            })
          }
        >
          Show older alerts
        </Button>
      )}
    </div>
  );
}

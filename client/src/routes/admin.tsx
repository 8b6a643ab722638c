import { css, useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink, Container, DataTable, Eyebrow, Skeleton } from '../components/ui';
import { Wordmark } from '../app/layout/wordmark';
import { useCurrentUser, useSignOut } from '../features/auth/session';
import { SupportQueueSection } from '../features/support-admin';
import { OrdersSection } from '../features/orders-admin';
import { useAdminServiceRequestsQuery } from '../gql/hooks';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** /admin: the admin landing page (admins only; the server checks each admin query again). */
export default function AdminPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const requests = useAdminServiceRequestsQuery({ fetchPolicy: 'cache-and-network' });
  const rows = requests.dataState === 'complete' ? requests.data.serviceRequests : null;

  return (
    <Container>
      <title>Admin Dashboard — Aurum</title>
      <header css={css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${theme.space[4]}; padding-block: ${theme.space[5]}; border-bottom: 1px solid ${theme.colors.hairlineDark};`}>
        <Wordmark size="sm" />
        <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[4]};`}>
          <span css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>{user?.email} · Administrator</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={async () => {
              await signOut();
              navigate('/admin/login', { replace: true });
            }}
          >
            Logout
          </Button>
        </div>
      </header>
      <section css={css`padding-block: ${theme.space[7]}; display: grid; gap: ${theme.space[3]};`}>
        <Eyebrow>Admin</Eyebrow>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Admin Dashboard</h1>
        <p css={css`color: var(--fg-muted);`}>Welcome back{user?.firstName ? `, ${user.firstName}` : ''}. Here is what needs your attention.</p>
        <div css={css`display: flex; gap: ${theme.space[3]}; flex-wrap: wrap; margin-top: ${theme.space[3]};`}>
          <ButtonLink to="/" variant="secondary" size="sm">
            View the shop
          </ButtonLink>
        </div>
      </section>
      <OrdersSection />
      <SupportQueueSection />
      <section aria-labelledby="requests-heading" css={css`padding-bottom: ${theme.space[9]};`}>
        <h2 id="requests-heading" css={css`font-size: ${theme.fontSizes['2xl']}; margin-bottom: ${theme.space[4]};`}>
          Return and repair requests
        </h2>
        {!rows ? (
          requests.error ? (
            <p role="alert">Could not load the requests.</p>
          ) : (
            <Skeleton height="8rem" />
          )
        ) : rows.length === 0 ? (
          <p css={css`color: var(--fg-muted);`}>No requests yet.</p>
        ) : (
          <DataTable nowrap columns={['Raised', 'Type', 'Customer', 'Order', 'Item', 'Reason', 'Status']}>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{dateFormat.format(new Date(row.createdAt))}</td>
                <td css={css`text-transform: capitalize;`}>{row.kind}</td>
                <td>{row.customerEmail}</td>
                <td>{row.orderNumber}</td>
                <td>{row.itemName}</td>
                <td>{row.reason}</td>
                <td css={css`text-transform: capitalize;`}>{row.status.replace('_', ' ')}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </Container>
  );
}

import { css, useTheme } from '@emotion/react';
import { DataTable, Skeleton } from '../../components/ui';
import { AdminPage } from '../../features/admin-shell';
import { useAdminServiceRequestsQuery } from '../../gql/hooks';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** /admin/returns: the return and repair requests customers raised (read-only until the returns work lands). */
export default function AdminReturnsPage() {
  const theme = useTheme();
  const requests = useAdminServiceRequestsQuery({ fetchPolicy: 'cache-and-network' });
  const rows = requests.dataState === 'complete' ? requests.data.serviceRequests : null;
  return (
    <AdminPage title="Returns & repairs">
      <section aria-labelledby="requests-heading">
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
    </AdminPage>
  );
}

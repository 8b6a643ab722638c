import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { openButton } from '../../components/admin/admin-styles';
import { QueueScreen } from '../../components/admin/queue-screen';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import { StatusSelect } from '../../components/admin/status-select';
import { Badge } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import type { SellerStatus } from '../../gql/graphql';
import { useSellerApplicationsQuery } from '../../gql/hooks';
import { APPLICATION_STATUS_LABELS } from '../marketplace-sellers';
import { SELLER_STATUS_FILTERS } from './rules';
import { SellerDrawer } from './seller-drawer';

const PAGE_SIZE = 25;

/** /admin/sellers: applications by state (submitted first), each opening in a drawer with its decisions. */
export function SellersScreen() {
  const theme = useTheme();
  const { filter: status, setFilter: setStatus, offset, setOffset } = useQueueFilter<SellerStatus>('SUBMITTED');
  const [openId, setOpenId] = useState<string | null>(null);
  const result = useSellerApplicationsQuery({ variables: { statuses: [status], limit: PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });
  const page = result.dataState === 'complete' ? result.data.sellerApplications : null;
  const open = page?.items.find((application) => application.id === openId) ?? null;

  return (
    <QueueScreen
      id="sellers-heading"
      heading="Applications"
      noun={['application', 'applications']}
      order="oldest first"
      filtersBeside
      filters={
        <StatusSelect
          value={status}
          options={SELLER_STATUS_FILTERS}
          onChange={setStatus}
        />
      }
      page={page}
      error={result.error}
      onRetry={() => result.refetch()}
      loadingLabel="Loading applications…"
      errorText="The applications could not be loaded."
      empty="No applications in this state."
      paging={{ offset, limit: PAGE_SIZE, onChange: setOffset, label: 'Application pages' }}
      after={<SellerDrawer application={open} onClose={() => setOpenId(null)} />}
    >
      {(applications) => (
        <DataTable caption="Seller applications, oldest first" columns={['Applicant', 'Type', 'Email', 'Town or city', 'Status']}>
          {applications.map((application) => (
            <tr key={application.id}>
              <td>
                <button type="button" css={openButton(theme)} onClick={() => setOpenId(application.id)}>
                  {application.businessName ?? application.legalName}
                </button>
              </td>
              <td>{application.sellerType === 'DEALER' ? 'Dealer' : 'Private'}</td>
              <td css={css`overflow-wrap: anywhere;`}>{application.email}</td>
              <td>{application.city}</td>
              <td>
                <Badge variant={application.status === 'SUBMITTED' ? 'gold' : 'outline'}>{APPLICATION_STATUS_LABELS[application.status]}</Badge>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </QueueScreen>
  );
}

import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { mutedText, openButton } from '../../components/admin/admin-styles';
import { Badge, DataTable, SelectField } from '../../components/ui';
import type { SellerStatus } from '../../gql/graphql';
import { useSellerApplicationsQuery } from '../../gql/hooks';
import { APPLICATION_STATUS_LABELS } from '../marketplace-sellers';
import { SELLER_STATUS_FILTERS } from './rules';
import { SellerDrawer } from './seller-drawer';

/** /admin/sellers: applications by state (submitted first), each opening in a drawer with its decisions. */
export function SellersScreen() {
  const theme = useTheme();
  const [status, setStatus] = useState<SellerStatus>('SUBMITTED');
  const [openId, setOpenId] = useState<string | null>(null);
  const result = useSellerApplicationsQuery({ variables: { statuses: [status] }, fetchPolicy: 'cache-and-network' });
  const applications = result.dataState === 'complete' ? result.data.sellerApplications : null;
  const open = applications?.find((application) => application.id === openId) ?? null;

  return (
    <section aria-labelledby="sellers-heading" css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[4]}; justify-content: space-between; align-items: end;`}>
        <div css={css`display: grid; gap: ${theme.space[2]};`}>
          <h2 id="sellers-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
            Applications
          </h2>
          <p css={mutedText(theme)} aria-live="polite">
            {applications ? `${applications.length} ${applications.length === 1 ? 'application' : 'applications'} · oldest first` : 'Oldest first'}
          </p>
        </div>
        <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value as SellerStatus)} css={css`min-width: 12rem;`}>
          {SELLER_STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      {!applications ? (
        result.error ? <p role="alert">The applications could not be loaded.</p> : <p role="status">Loading applications…</p>
      ) : applications.length === 0 ? (
        <p css={css`padding: ${theme.space[6]} 0; color: var(--fg-muted); border-block: 1px solid var(--hairline); text-align: center;`}>No applications in this state.</p>
      ) : (
        <div css={css`overflow-x: auto; min-width: 0;`}>
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
        </div>
      )}
      <SellerDrawer application={open} onClose={() => setOpenId(null)} />
    </section>
  );
}

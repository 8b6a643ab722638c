import { css, useTheme } from '@emotion/react';
import { AdminPage } from '../../features/admin-shell';
import { ListingsScreen, StolenRegister } from '../../features/marketplace-listings-admin';

/** /admin/listings: marketplace listings waiting for review, and the stolen serial register. */
export default function AdminListingsPage() {
  const theme = useTheme();
  return (
    <AdminPage title="Listings" description="Review marketplace listings (photos, proof of ownership, serial and flags) and keep the stolen register.">
      <div css={css`display: grid; gap: ${theme.space[8]}; min-width: 0;`}>
        <ListingsScreen />
        <StolenRegister />
      </div>
    </AdminPage>
  );
}

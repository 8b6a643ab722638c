import { useState } from 'react';
import { Button, ButtonLink } from '../../components/ui';
import { AdminPage } from '../../features/admin-shell';
import { PartnerKeysSection } from '../../features/partner-keys-admin';

/** /admin/api-keys: partner API keys — issue, rotate, revoke, and see each key's use. */
export default function AdminApiKeysPage() {
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      title="Partner API keys"
      description="Keys let partners read the catalogue, the marketplace and market signals. Each has scopes and a query budget per minute."
      actions={
        <>
          <ButtonLink to="/developers" variant="secondary" size="sm">
            Partner guide
          </ButtonLink>
          <Button size="sm" onClick={() => setCreating(true)}>
            Issue a key
          </Button>
        </>
      }
    >
      <PartnerKeysSection creating={creating} onCreatingChange={setCreating} />
    </AdminPage>
  );
}

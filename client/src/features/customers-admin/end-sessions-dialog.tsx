import { useState } from 'react';
import { Button, Dialog, useToast } from '../../components/ui';
import type { StaffCustomerProfileFragment } from '../../gql/graphql';
import { useEndCustomerSessionsMutation } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';

/** Signs the customer out of every browser, after saying how many. */
export function EndSessionsDialog({ customer, open, onClose }: { customer: StaffCustomerProfileFragment; open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [end, { loading }] = useEndCustomerSessionsMutation({ refetchQueries: ['StaffCustomers'] });
  if (!open) return null;
  const count = customer.activeSessions;
  const confirm = async () => {
    try {
      await end({ variables: { id: customer.id } });
      toast({ title: 'Signed out everywhere', description: `${customer.email} must sign in again.`, variant: 'success' });
      onClose();
    } catch (failure) {
      setError(apiError(failure, 'Nothing has changed: the request did not reach the shop. Please try again.').message);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="End all sessions"
      description={`${customer.email} is signed in on ${count} ${count === 1 ? 'browser' : 'browsers'}. Each is signed out at once and must sign in again.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={loading}>
            {loading ? 'Ending…' : 'End all sessions'}
          </Button>
        </>
      }
    >
      {error && <p role="alert">{error}</p>}
    </Dialog>
  );
}

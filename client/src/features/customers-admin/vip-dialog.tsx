import { useState } from 'react';
import { Button, Dialog, useToast } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import type { StaffCustomerProfileFragment } from '../../gql/graphql';
import { useSetCustomerVipMutation } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';

/** Sets or removes VIP with the reason kept in the staff record; says what the customer will get. */
export function VipDialog({ customer, open, onClose }: { customer: StaffCustomerProfileFragment; open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [setVip, { loading }] = useSetCustomerVipMutation({ refetchQueries: ['StaffCustomers'] });
  const making = !customer.isVip;
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    setError(undefined);
    try {
      await setVip({ variables: { id: customer.id, vip: making, reason } });
      toast({ title: making ? `${customer.email} is now VIP` : `${customer.email} is no longer VIP`, description: 'The customer has been emailed.', variant: 'success' });
      close();
    } catch (failure) {
      const refusal = apiError(failure, 'Nothing has changed: the request did not reach the shop. Please try again.');
      setError(refusal.fields.reason ?? refusal.message);
    }
  };
  if (!open) return null;
  return (
    <Dialog
      open
      onClose={close}
      title={making ? 'Make VIP' : 'Remove VIP'}
      description={
        making
          ? 'The customer can then choose VIP Concierge on the contact page, their tickets are urgent with a 30-minute answer, and they are emailed.'
          : 'VIP Concierge closes to the customer, their new tickets get the standard response times, and they are emailed.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={loading}>
            {loading ? 'Saving…' : making ? 'Make VIP' : 'Remove VIP'}
          </Button>
        </>
      }
    >
      <TextAreaField label="Reason (kept in the staff record)" value={reason} rows={3} maxLength={500} onChange={(event) => setReason(event.target.value)} error={error} announceError />
    </Dialog>
  );
}

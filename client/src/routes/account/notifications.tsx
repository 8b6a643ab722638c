import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, Skeleton, Switch, useToast } from '../../components/ui';
import { AccountLayout, AccountSection } from '../../features/account';
import { useCurrentUser } from '../../features/auth';
import { useUpdateNotificationPreferencesMutation } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';

/** /account/notifications: which messages the customer wants. */
export default function AccountNotificationsPage() {
  const { user } = useCurrentUser();
  if (!user) return <Skeleton height="20rem" />;
  return (
    <AccountLayout title="Notifications" intro="Choose how we keep in touch. Security messages (verification, password resets) are always sent.">
      <AccountSection title="Preferences" id="notifications-heading">
        <Preferences initial={user.notifications} />
      </AccountSection>
    </AccountLayout>
  );
}

function Preferences({ initial }: { initial: { orderUpdates: boolean; marketing: boolean; sms: boolean } }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [values, setValues] = useState(initial);
  const [save, { loading }] = useUpdateNotificationPreferencesMutation();
  const set = (key: keyof typeof values) => (checked: boolean) => setValues((current) => ({ ...current, [key]: checked }));
  return (
    <div css={css`display: grid; gap: ${theme.space[5]};`}>
      <Switch label="Order updates" description="Confirmation, dispatch and delivery emails, and return progress." checked={values.orderUpdates} onChange={set('orderUpdates')} />
      <Switch label="Collections and events" description="New arrivals, private previews and boutique events, by email." checked={values.marketing} onChange={set('marketing')} />
      <Switch label="SMS alerts" description="Delivery slots and appointment reminders by text message." checked={values.sms} onChange={set('sms')} />
      <Button
        disabled={loading}
        css={css`justify-self: start;`}
        onClick={async () => {
          try {
            await save({ variables: { input: { orderUpdates: values.orderUpdates, marketing: values.marketing, sms: values.sms } } });
            toast({ title: 'Preferences saved', variant: 'success' });
          } catch (error) {
            toast({ title: 'Could not save your preferences', description: apiError(error).message, variant: 'error' });
          }
        }}
      >
        {loading ? 'Saving…' : 'Save preferences'}
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, Skeleton, Switch, useToast } from '../../components/ui';
import { AccountLayout, AccountSection } from '../../features/account';
import { useCurrentUser } from '../../features/auth';
import type { NotificationPreferencesInput } from '../../gql/graphql';
import { useUpdateNotificationPreferencesMutation } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';

type Preferences = Required<{ [Key in keyof NotificationPreferencesInput]: boolean }>;

const PREFERENCE_KEYS = [
  'orderUpdates', 'marketing', 'sms', 'priceDropInApp', 'priceDropEmail', 'backInStockInApp', 'backInStockEmail', 'savedSearchInApp', 'savedSearchEmail',
] as const satisfies readonly (keyof Preferences)[];

/** Only the input's fields (the cached object also carries __typename, which the input type refuses). */
const toInput = (values: Preferences): Preferences => Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, values[key]])) as Preferences;

const ALERT_KINDS = [
  { label: 'Price drops', description: 'A piece on your wishlist drops 5 % or more, or goes on sale.', inApp: 'priceDropInApp', email: 'priceDropEmail' },
  { label: 'Back in stock', description: 'A sold-out piece on your wishlist (or the size you follow) can be bought again.', inApp: 'backInStockInApp', email: 'backInStockEmail' },
  { label: 'Saved searches', description: 'A new marketplace listing matches a search you saved.', inApp: 'savedSearchInApp', email: 'savedSearchEmail' },
] as const satisfies readonly { label: string; description: string; inApp: keyof Preferences; email: keyof Preferences }[];

/** /account/notifications: which messages the customer wants, and which alerts, where. */
export default function AccountNotificationsPage() {
  const { user } = useCurrentUser();
  if (!user) return <Skeleton height="20rem" />;
  return (
    <AccountLayout title="Notifications" intro="Choose how we keep in touch. Security messages (verification, password resets) are always sent.">
      <AccountSection title="Preferences" id="notifications-heading">
        <PreferencesForm initial={user.notifications} />
      </AccountSection>
    </AccountLayout>
  );
}

function PreferencesForm({ initial }: { initial: Preferences }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [values, setValues] = useState(initial);
  const [save, { loading }] = useUpdateNotificationPreferencesMutation();
  const set = (key: keyof Preferences) => (checked: boolean) => setValues((current) => ({ ...current, [key]: checked }));
  return (
    <div css={css`display: grid; gap: ${theme.space[5]};`}>
      <Switch label="Order updates" description="Confirmation, dispatch and delivery emails, and return progress." checked={values.orderUpdates} onChange={set('orderUpdates')} />
      <Switch label="Collections and events" description="New arrivals, private previews and boutique events, by email." checked={values.marketing} onChange={set('marketing')} />
      <Switch label="SMS alerts" description="Delivery slots and appointment reminders by text message." checked={values.sms} onChange={set('sms')} />
      {ALERT_KINDS.map((kind) => (
        <fieldset key={kind.label} css={css`display: grid; gap: ${theme.space[3]}; margin: 0; padding: 0; border: 0;`}>
          <legend css={css`padding: 0; margin-bottom: ${theme.space[1]}; font-weight: 600;`}>{kind.label}</legend>
          <p css={css`margin: 0; color: var(--fg-muted); font-size: 0.875rem;`}>{kind.description}</p>
          <Switch label={`${kind.label} in Alerts`} description="Shown under the bell and on your Alerts page." checked={values[kind.inApp]} onChange={set(kind.inApp)} />
          <Switch label={`${kind.label} by email`} description="At most one digest an hour for each kind, each with a one-click unsubscribe." checked={values[kind.email]} onChange={set(kind.email)} />
        </fieldset>
      ))}
      <Button
        disabled={loading}
        css={css`justify-self: start;`}
        onClick={async () => {
          try {
            await save({ variables: { input: toInput(values) } });
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

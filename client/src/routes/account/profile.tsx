import { css, useTheme } from '@emotion/react';
import { Badge, ButtonLink, Skeleton } from '../../components/ui';
import { AccountLayout, AccountSection, ContactForm, ProfileForm } from '../../features/account';
import { useCurrentUser } from '../../features/auth';

/** /account (also /account/profile, /account/dashboard, /profile): details, verification and contact changes. */
export default function AccountProfilePage() {
  const theme = useTheme();
  const { user } = useCurrentUser();
  if (!user) return <Skeleton height="20rem" />;
  const name = user.firstName || user.username;
  return (
    <AccountLayout title={`Welcome, ${name}`} intro="Your details, verification and contact preferences.">
      <AccountSection title="Account status" id="status-heading">
        <ul role="list" css={css`display: grid; gap: ${theme.space[3]}; margin: 0;`}>
          <StatusRow label="Email" value={user.email} verified={user.emailVerified} action={!user.emailVerified ? <ButtonLink to={`/verification-reminder?email=${encodeURIComponent(user.email)}`} size="sm" variant="secondary">Verify email</ButtonLink> : null} />
          <StatusRow
            label="Phone"
            value={user.phone ?? 'Not added yet'}
            verified={Boolean(user.phone && user.phoneVerified)}
            action={user.phone && !user.phoneVerified ? <ButtonLink to={`/verify-phone?email=${encodeURIComponent(user.email)}&phone=${encodeURIComponent(user.phone)}`} size="sm" variant="secondary">Verify phone</ButtonLink> : null}
          />
          <li css={css`display: flex; gap: ${theme.space[3]}; align-items: center;`}>
            <span css={css`min-width: 5rem; color: var(--fg-muted);`}>Membership</span>
            <Badge variant={user.isVip ? 'gold' : 'outline'}>{user.isVip ? 'VIP' : user.isAdmin ? 'Administrator' : 'Customer'}</Badge>
          </li>
        </ul>
      </AccountSection>
      <AccountSection title="Personal details" id="details-heading">
        <ProfileForm user={user} />
      </AccountSection>
      <AccountSection title="Email and phone" id="contact-heading">
        <ContactForm user={user} />
      </AccountSection>
    </AccountLayout>
  );
}

function StatusRow({ label, value, verified, action }: { label: string; value: string; verified: boolean; action: React.ReactNode }) {
  const theme = useTheme();
  return (
    <li css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; align-items: center;`}>
      <span css={css`min-width: 5rem; color: var(--fg-muted);`}>{label}</span>
      <span css={css`font-weight: 600; overflow-wrap: anywhere;`}>{value}</span>
      <Badge variant={verified ? 'dark' : 'outline'}>{verified ? 'Verified' : 'Not verified'}</Badge>
      {action}
    </li>
  );
}

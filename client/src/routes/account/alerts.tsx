import { AccountLayout } from '../../features/account';
import { AlertList, SavedSearchList } from '../../features/alerts';

/** /account/alerts: the notification centre (issue 38). */
export default function AccountAlertsPage() {
  return (
    <AccountLayout title="Alerts" intro="Price drops and pieces back in stock on your wishlist, and new listings for your saved searches, newest first. Choose which alerts you get under Notifications.">
      <AlertList />
      <SavedSearchList />
    </AccountLayout>
  );
}

import { AccountLayout } from '../../features/account';
import { SavedConsultations } from '../../features/consultation';

/** /account/consultations: the signed-in customer's saved style consultation reports. */
export default function AccountConsultationsPage() {
  return (
    <AccountLayout title="Style consultations" intro="Every report from a consultation you completed while signed in, newest first.">
      <SavedConsultations />
    </AccountLayout>
  );
}

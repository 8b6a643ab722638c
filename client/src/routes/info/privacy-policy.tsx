import { InfoPage } from '../../features/info-pages';
import { privacyPage } from '../../features/info-pages/pages/privacy';

/** `/privacy-policy` (accounts-support-info.md §2, Info). */
export default function PrivacyPolicyPage() {
  return <InfoPage page={privacyPage} />;
}

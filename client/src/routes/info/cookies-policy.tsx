import { InfoPage } from '../../features/info-pages';
import { cookiesPolicyPage } from '../../features/info-pages/pages/cookies-policy';

/** `/cookies-policy` (accounts-support-info.md §2, Info). */
export default function CookiesPolicyPage() {
  return <InfoPage page={cookiesPolicyPage} />;
}

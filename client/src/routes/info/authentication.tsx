import { InfoPage } from '../../features/info-pages';
import { authenticationPage } from '../../features/info-pages/pages/authentication';

/** `/authentication` (accounts-support-info.md §2, Info). */
export default function AuthenticationPage() {
  return <InfoPage page={authenticationPage} />;
}

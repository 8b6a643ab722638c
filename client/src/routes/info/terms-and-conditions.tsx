import { InfoPage } from '../../features/info-pages';
import { termsPage } from '../../features/info-pages/pages/terms';

/** `/terms-and-conditions` (accounts-support-info.md §2, Info). */
export default function TermsPage() {
  return <InfoPage page={termsPage} />;
}

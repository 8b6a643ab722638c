import { InfoPage } from '../../features/info-pages';
import { careersPage } from '../../features/info-pages/pages/careers';

/** `/careers` (accounts-support-info.md §2, Info). */
export default function CareersPage() {
  return <InfoPage page={careersPage} />;
}

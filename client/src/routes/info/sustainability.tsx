import { InfoPage } from '../../features/info-pages';
import { sustainabilityPage } from '../../features/info-pages/pages/sustainability';

/** `/sustainability` (accounts-support-info.md §2, Info). */
export default function SustainabilityPage() {
  return <InfoPage page={sustainabilityPage} />;
}

import { InfoPage } from '../../features/info-pages';
import { luxuryWatchesPage } from '../../features/info-pages/pages/luxury-watches';

/** `/luxury-watches` (accounts-support-info.md §2, Info). */
export default function LuxuryWatchesPage() {
  return <InfoPage page={luxuryWatchesPage} />;
}

import { InfoPage } from '../../features/info-pages';
import { pressPage } from '../../features/info-pages/pages/press';

/** `/press` (accounts-support-info.md §2, Info). */
export default function PressPage() {
  return <InfoPage page={pressPage} />;
}

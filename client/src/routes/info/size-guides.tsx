import { InfoPage } from '../../features/info-pages';
import { sizeGuidesPage } from '../../features/info-pages/pages/size-guides';

/** `/size-guides` (accounts-support-info.md §2, Info). */
export default function SizeGuidesPage() {
  return <InfoPage page={sizeGuidesPage} />;
}

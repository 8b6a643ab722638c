import { InfoPage } from '../../features/info-pages';
import { sizeGuidePage } from '../../features/info-pages/pages/size-guide';

/** `/size-guide` (accounts-support-info.md §2, Info). */
export default function SizeGuidePage() {
  return <InfoPage page={sizeGuidePage} />;
}

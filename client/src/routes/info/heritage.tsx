import { InfoPage } from '../../features/info-pages';
import { heritagePage } from '../../features/info-pages/pages/heritage';

/** `/heritage` (accounts-support-info.md §2, Info). */
export default function HeritagePage() {
  return <InfoPage page={heritagePage} />;
}

import { InfoPage } from '../../features/info-pages';
import { returnsPage } from '../../features/info-pages/pages/returns';

/** `/returns` (accounts-support-info.md §2, Info). */
export default function ReturnsPage() {
  return <InfoPage page={returnsPage} />;
}

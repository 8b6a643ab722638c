import { InfoPage } from '../../features/info-pages';
import { craftsmanshipPage } from '../../features/info-pages/pages/craftsmanship';

/** `/craftsmanship` (accounts-support-info.md §2, Info). */
export default function CraftsmanshipPage() {
  return <InfoPage page={craftsmanshipPage} />;
}

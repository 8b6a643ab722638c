import { InfoPage } from '../../features/info-pages';
import { warrantyPage } from '../../features/info-pages/pages/warranty';

/** `/warranty` (accounts-support-info.md §2, Info). */
export default function WarrantyPage() {
  return <InfoPage page={warrantyPage} />;
}

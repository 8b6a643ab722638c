import { InfoPage } from '../../features/info-pages';
import { designerFashionPage } from '../../features/info-pages/pages/designer-fashion';

/** `/designer-fashion` (accounts-support-info.md §2, Info). */
export default function DesignerFashionPage() {
  return <InfoPage page={designerFashionPage} />;
}

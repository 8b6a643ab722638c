import { InfoPage } from '../../features/info-pages';
import { faqPage } from '../../features/info-pages/pages/faq';

/** `/faq` (accounts-support-info.md §2, Info). */
export default function FaqPage() {
  return <InfoPage page={faqPage} />;
}

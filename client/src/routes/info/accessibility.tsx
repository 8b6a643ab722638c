import { InfoPage } from '../../features/info-pages';
import { accessibilityPage } from '../../features/info-pages/pages/accessibility';

/** `/accessibility` (accounts-support-info.md §2, Info). */
export default function AccessibilityPage() {
  return <InfoPage page={accessibilityPage} />;
}

import { InfoPage } from '../../features/info-pages';
import { aboutPage } from '../../features/info-pages/pages/our-story';

/** `/about` (accounts-support-info.md §2, Info). */
export default function AboutPage() {
  return <InfoPage page={aboutPage} />;
}

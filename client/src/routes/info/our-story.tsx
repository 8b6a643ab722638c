import { InfoPage } from '../../features/info-pages';
import { ourStoryPage } from '../../features/info-pages/pages/our-story';

/** `/our-story` (accounts-support-info.md §2, Info). */
export default function OurStoryPage() {
  return <InfoPage page={ourStoryPage} />;
}

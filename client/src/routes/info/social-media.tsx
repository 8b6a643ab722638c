import { InfoPage } from '../../features/info-pages';
import { socialMediaPage } from '../../features/info-pages/pages/social-media';

/** `/social-media` (accounts-support-info.md §2, Info). */
export default function SocialMediaPage() {
  return <InfoPage page={socialMediaPage} />;
}

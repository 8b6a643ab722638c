import { MarketplaceLandingPage } from '../features/marketplace';

/** `/marketplace` (accounts-support-info.md §2, issue 13 §4). */
export default function MarketplaceRoute() {
  return <MarketplaceLandingPage />;
}

import { InfoPage } from '../../features/info-pages';
import { shippingInfoPage } from '../../features/info-pages/pages/shipping-info';

/** `/shipping-info` (accounts-support-info.md §2, Info). */
export default function ShippingInfoPage() {
  return <InfoPage page={shippingInfoPage} />;
}

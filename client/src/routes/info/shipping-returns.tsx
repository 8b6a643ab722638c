import { InfoPage } from '../../features/info-pages';
import { shippingReturnsPage } from '../../features/info-pages/pages/shipping-returns';

/** `/shipping-returns` (accounts-support-info.md §2, Info). */
export default function ShippingReturnsPage() {
  return <InfoPage page={shippingReturnsPage} />;
}

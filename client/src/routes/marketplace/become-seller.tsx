import { BecomeSellerPage } from '../../features/marketplace-sellers';

/** /marketplace/become-seller and /marketplace/seller-application: apply to sell, or see where the application stands. */
export default function BecomeSellerRoute() {
  return <BecomeSellerPage />;
}

import { useParams } from 'react-router';
import { MarketplaceSellerPage } from '../features/marketplace/marketplace-seller-page';

/** `/marketplace/seller/:sellerId`. */
export default function MarketplaceSellerRoute() {
  const { sellerId = '' } = useParams();
  return <MarketplaceSellerPage sellerId={sellerId} />;
}

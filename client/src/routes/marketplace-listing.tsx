import { useParams } from 'react-router';
import { MarketplaceListingPage } from '../features/marketplace';

/** `/marketplace/listings/:id`. */
export default function MarketplaceListingRoute() {
  const { id = '' } = useParams();
  return <MarketplaceListingPage id={id} />;
}

import { SellerGate, SellerPageFrame } from '../../features/marketplace-sellers';
import { CommissionNote, ListingForm } from '../../features/marketplace-selling';

/** /marketplace/sell and /marketplace/create-listing: a new listing, for approved sellers. */
export default function SellRoute() {
  return (
    <SellerPageFrame title="List a watch" intro="Describe the watch, set your price and add photos. Our team checks every listing before buyers see it.">
      <SellerGate>
        <CommissionNote />
        <ListingForm />
      </SellerGate>
    </SellerPageFrame>
  );
}

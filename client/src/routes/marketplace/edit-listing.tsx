import { EditListingPage } from '../../features/marketplace-selling';

/** /marketplace/listings/:id/edit: the owner edits their listing. */
export default function EditListingRoute() {
  return <EditListingPage />;
}

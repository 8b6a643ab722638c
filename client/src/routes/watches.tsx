import { CollectionListingPage } from '../features/listing/collection-listing-page';

/** /watches (storefront.md §2, dedicated listings). */
export default function WatchesPage() {
  return <CollectionListingPage departmentId="watches" />;
}

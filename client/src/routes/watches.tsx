import { CollectionListingPage } from '../features/collection-listing';

/** /watches (storefront.md §2, dedicated listings). */
export default function WatchesPage() {
  return <CollectionListingPage departmentId="watches" />;
}

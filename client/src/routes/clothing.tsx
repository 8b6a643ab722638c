import { CollectionListingPage } from '../features/listing/collection-listing-page';

/** /clothing (storefront.md §2, dedicated listings). */
export default function ClothingPage() {
  return <CollectionListingPage departmentId="clothing" />;
}

import { CollectionListingPage } from '../features/collection-listing';

/** /clothing (storefront.md §2, dedicated listings). */
export default function ClothingPage() {
  return <CollectionListingPage departmentId="clothing" />;
}

import { DepartmentView } from '../features/listing/department-view';
import { CLOTHING } from '@aurum/rules/catalog/clothing-department';
import { ListingPage } from '../features/listing/listing-page';

/** /clothing (storefront.md §2, dedicated listings). */
export default function ClothingPage() {
  return <ListingPage scope={CLOTHING} view={DepartmentView} />;
}

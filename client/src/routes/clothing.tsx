import { DepartmentView } from '../features/listing/department-view';
import { DEPARTMENTS } from '@aurum/rules/catalog/department';
import { ListingPage } from '../features/listing/listing-page';

/** /clothing (storefront.md §2, dedicated listings). */
export default function ClothingPage() {
  return <ListingPage scope={DEPARTMENTS.clothing} view={DepartmentView} />;
}

import { DepartmentView } from '../features/listing/department-view';
import { DEPARTMENTS } from '@aurum/rules/catalog/department';
import { ListingPage } from '../features/listing/listing-page';

/** /watches (storefront.md §2, dedicated listings). */
export default function WatchesPage() {
  return <ListingPage scope={DEPARTMENTS.watches} view={DepartmentView} />;
}

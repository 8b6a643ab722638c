import { DepartmentView } from '../features/listing/department-view';
import { WATCHES } from '@aurum/rules/catalog/watches-department';
import { ListingPage } from '../features/listing/listing-page';

/** /watches (storefront.md §2, dedicated listings). */
export default function WatchesPage() {
  return <ListingPage scope={WATCHES} view={DepartmentView} />;
}

import { ButtonLink } from '../../components/ui';
import { AdminPage } from '../../features/admin-shell';
import { ProductsSection } from '../../features/products-admin';

/** /admin/products: the catalogue table with bulk sale and restock. */
export default function AdminProductsPage() {
  return (
    <AdminPage
      title="Products"
      actions={
        <ButtonLink to="/admin/products/new" size="sm">
          New product
        </ButtonLink>
      }
    >
      <ProductsSection />
    </AdminPage>
  );
}

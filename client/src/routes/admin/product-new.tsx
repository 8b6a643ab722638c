import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui';
import { AdminPage } from '../../features/admin-shell';
import { EMPTY_PRODUCT, ProductForm, submitErrorsOf, toProductInput } from '../../features/products-admin';
import { useCreateProductMutation } from '../../gql/hooks';

/** /admin/products/new: a new product with generated art. */
export default function AdminProductNewPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [create] = useCreateProductMutation();
  return (
    <AdminPage title="New product" description="It goes on sale in the shop as soon as it is saved.">
      <ProductForm
        initialValues={EMPTY_PRODUCT}
        submitLabel="Create product"
        onSubmit={async (values) => {
          try {
            const { data } = await create({ variables: { input: toProductInput(values) } });
            toast({ title: 'Product created', variant: 'success' });
            navigate(`/admin/products/${data!.createProduct.product.id}`, { replace: true });
            return undefined;
          } catch (error) {
            return submitErrorsOf(error);
          }
        }}
      />
    </AdminPage>
  );
}

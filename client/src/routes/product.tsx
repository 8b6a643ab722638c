import { useParams } from 'react-router';
import { ProductDetailPage } from '../features/product-detail';

/** `/product/:id` (storefront.md §2). */
export default function ProductRoute() {
  const { id = '' } = useParams();
  return <ProductDetailPage id={id} />;
}

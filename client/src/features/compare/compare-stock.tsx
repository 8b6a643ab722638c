import { useCompareStockQuery } from '../../gql/hooks';
import { compareStockLabel } from './compare-display';

/** One compared product's availability; a dash while it loads or when the product is gone. */
export function CompareStock({ productId }: { productId: string }) {
  const { data } = useCompareStockQuery({ variables: { id: productId } });
  const product = data?.product;
  if (!product) return <span>—</span>;
  return <span data-testid="compare-stock">{compareStockLabel(product.stockQuantity)}</span>;
}

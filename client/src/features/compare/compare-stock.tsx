import { useCompareStockQuery } from '../../gql/hooks';
import { compareStockLabel } from './compare-display';

/** One compared product's availability; a dash while it loads or when the product is gone. */
export function CompareStock({ productId }: { productId: string }) {
  const { data } = useCompareStockQuery({ variables: { id: productId } });
  const stock = data?.product?.stockQuantity;
  if (stock === undefined) return <span>—</span>;
  return <span data-testid="compare-stock">{compareStockLabel(stock)}</span>;
}

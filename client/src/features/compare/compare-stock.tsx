import { ApolloBoundary } from '../../lib/apollo-boundary';
import { useCompareStockQuery } from '../../gql/hooks';
import { compareStockLabel } from './compare-display';

const unknown = <span>—</span>;

/** One compared product's availability; a dash while Apollo or the answer loads, or when the product is gone. */
export function CompareStock({ productId }: { productId: string }) {
  return (
    <ApolloBoundary fallback={unknown}>
      <StockLabel productId={productId} />
    </ApolloBoundary>
  );
}

function StockLabel({ productId }: { productId: string }) {
  const { data } = useCompareStockQuery({ variables: { id: productId } });
  const stock = data?.product?.stockQuantity;
  if (stock === undefined) return unknown;
  return <span data-testid="compare-stock">{compareStockLabel(stock)}</span>;
}

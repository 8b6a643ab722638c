import { useState } from 'react';
import { QueueScreen } from '../../components/admin/queue-screen';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import { useAdminProductsQuery } from '../../gql/hooks';
import { BulkActions } from './bulk-actions';
import { DEFAULT_FILTERS, ProductFilters, type ProductFilterState, toFilterInput } from './product-filters';
import { ProductsTable } from './products-table';

export const PRODUCTS_PAGE_SIZE = 25;

/** /admin/products: the catalogue for staff, searchable and filterable, with bulk sale and restock. */
export function ProductsSection() {
  const { filter: filters, setFilter: setFilters, offset, setOffset } = useQueueFilter<ProductFilterState>(DEFAULT_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const products = useAdminProductsQuery({
    variables: { filter: toFilterInput(filters), limit: PRODUCTS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = products.dataState === 'complete' ? products.data.adminProducts : null;
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <QueueScreen
      id="products-list"
      label="Products"
      noun={['product', 'products']}
      order="latest change first"
      filters={
        <ProductFilters
          value={filters}
          brands={page?.brands ?? []}
          onChange={(next) => {
            setFilters(next);
            setSelected(new Set());
          }}
        />
      }
      toolbar={
        selected.size > 0 && (
          <BulkActions
            rows={(page?.items ?? []).filter((row) => selected.has(row.id))}
            onDone={() => {
              setSelected(new Set());
              void products.refetch().catch(() => undefined);
            }}
          />
        )
      }
      page={page}
      error={products.error}
      onRetry={() => products.refetch()}
      loadingLabel="Loading products…"
      errorText="The products could not be loaded."
      empty="No products match these filters."
      paging={{ offset, limit: PRODUCTS_PAGE_SIZE, onChange: setOffset, label: 'Product pages' }}
    >
      {(rows) => <ProductsTable rows={rows} selected={selected} onToggle={toggle} onToggleAll={(checked) => setSelected(checked ? new Set(rows.map((row) => row.id)) : new Set())} />}
    </QueueScreen>
  );
}
